/** Who sees which navigation entries, and where a link to an entry should go for them. */
import { can, type Subject } from '@talentbase/shared';
import { NAV_ENTRIES, type NavEntry } from './navigation';

/** The entries a user sees: built screens whose gate allows them, minus fallbacks not needed. */
export function visibleNav(subject: Subject | null | undefined, entries: readonly NavEntry[] = NAV_ENTRIES) {
  if (!subject) return [];
  const open = entries.filter((e) => e.exists && can(subject, e.gate));
  const openKeys = new Set(open.map((e) => e.key));
  return open.filter((e) => !e.fallbackFor || !openKeys.has(e.fallbackFor));
}

/** Where a link to `key` should go for this user: the entry itself or the fallback serving the same page. */
export function routeFor(
  key: string,
  subject: Subject | null | undefined,
  entries: readonly NavEntry[] = NAV_ENTRIES,
): string | null {
  const visible = visibleNav(subject, entries);
  const entry = visible.find((e) => e.key === key) ?? visible.find((e) => e.fallbackFor === key);
  return entry?.path ?? null;
}

export type NavSection = { name: string; entries: NavEntry[] };

/** Groups entries by section, keeping the order of the list. */
export function groupNav(entries: readonly NavEntry[]): NavSection[] {
  const sections: NavSection[] = [];
  for (const entry of entries) {
    const existing = sections.find((s) => s.name === entry.section);
    if (existing) existing.entries.push(entry);
    else sections.push({ name: entry.section, entries: [entry] });
  }
  return sections;
}
