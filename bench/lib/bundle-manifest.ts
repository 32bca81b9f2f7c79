/**
 * Reading Vite's build manifest (apps/web/dist/.vite/manifest.json): which JavaScript files a
 * browser must fetch to show a route. The signed-in shell and each page are dynamic imports of
 * the entry (apps/web/src/app/router.tsx); showing a page takes the entry chunk, the shell's
 * chunk for a signed-in page, the page's chunk and every chunk these import statically,
 * transitively. Dynamic imports are not followed: they load only when another page, or a dialog
 * the page opens later, is wanted.
 */

/** One manifest record, as Vite writes it (only the fields we read). */
export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of the single entry (index.html for this app). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}`);
  return (entries[0] as [string, ManifestChunk])[0];
}

/** The lazily loaded parts of the app (the shell and the pages): the entry's dynamic imports, by manifest key. */
export function lazyKeys(manifest: Manifest): string[] {
  return [...(manifest[entryKey(manifest)]?.dynamicImports ?? [])];
}

/**
 * The JavaScript files (paths relative to dist/) needed to show a route whose lazily loaded parts
 * have the manifest keys `lazyKeys` (the signed-in shell and the page, or the page alone): the
 * entry and those parts with their static imports, each file once, entry first.
 */
export function routeFiles(manifest: Manifest, lazyKeys: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return; // chunks may import each other (a page chunk and the entry)
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  for (const key of lazyKeys) visit(key);
  return files;
}

/** Every JavaScript file of the build: what one eager bundle of the whole app would hold. */
export function allFiles(manifest: Manifest): string[] {
  return [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js')).sort();
}

/** The CSS the entry links (not counted in the JavaScript budget; reported beside it). */
export function entryCss(manifest: Manifest): string[] {
  return [...(manifest[entryKey(manifest)]?.css ?? [])];
}
