/**
 * The search page's shared files (issue 13: the search route within 250 KiB of gzip JavaScript,
 * `npm run bench:bundle`).
 *
 * Left to itself the bundler gives every distinct set of pages that share a module a file of its
 * own: with twenty pages and as many dialogs that is some forty small files for the search page,
 * each gzipped on its own, which costs more than a tenth of the page's weight. The plan names the
 * modules those shared files hold for the search page and its shell, in two files: what only
 * signed-in pages also use, and what sign-up or a shared profile also use. What the sign-in page
 * loads stays out of both (signing in never downloads the signed-in app), and so do the page's own
 * code, the shell's and the entry's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { entryKey, type Manifest, routeFiles } from '../../../bench/lib/bundle-manifest';

export const SHELL = 'src/app/layouts/app-layout.tsx';
export const SEARCH_PAGE = 'src/app/routes/sourcing.tsx';
export const SIGN_IN_PAGE = 'src/app/routes/login.tsx';
/** Pages shown without signing in. */
export const GUEST_PAGES = [SIGN_IN_PAGE, 'src/app/routes/signup.tsx', 'src/app/routes/shared-profile.tsx'];

/** The two files of the plan, by module (absolute paths). */
export type ChunkPlan = {
  /** What the search page and its shell share with signed-in pages only. */
  signedIn: string[];
  /** What they share with sign-up or a shared profile too (not with sign-in, which stays light). */
  guest: string[];
};

type SourceMap = { sources: string[]; sourceRoot?: string };

/** The modules (absolute paths) a built file was made from, read from its source map. */
function sourcesOf(distDir: string, file: string): string[] {
  const mapFile = path.join(distDir, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMap;
  const base = path.resolve(path.dirname(path.join(distDir, file)), map.sourceRoot ?? '');
  return map.sources.map((source) => path.resolve(base, source));
}

/** Reads a first build (manifest and source maps) and answers the modules of the search page's shared files. */
export function planSearchChunks(distDir: string): ChunkPlan {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const own = new Set(
    [entryKey(manifest), SHELL, SEARCH_PAGE].map((key) => manifest[key]?.file).filter((f) => f !== undefined),
  );
  // React's own file is a group of the config already: left out like the entry.
  const shared = routeFiles(manifest, [SHELL, SEARCH_PAGE]).filter(
    (file) => !own.has(file) && !path.basename(file).startsWith('react-'),
  );
  const modulesOf = (pages: string[]) =>
    new Set(
      pages.flatMap((page) => routeFiles(manifest, [page])).flatMap((file) => sourcesOf(distDir, file)),
    );
  const signIn = modulesOf([SIGN_IN_PAGE]);
  const guest = modulesOf(GUEST_PAGES);
  const modules = [...new Set(shared.flatMap((file) => sourcesOf(distDir, file)))]
    .filter((module) => !signIn.has(module))
    .sort();
  return {
    signedIn: modules.filter((module) => !guest.has(module)),
    guest: modules.filter((module) => guest.has(module)),
  };
}
