/**
 * The names behind search codes: titles, skills, companies, schools, industries, majors,
 * languages, certifications, regions and sources, each with its synonyms.
 *
 * Filters resolve through here (a recruiter's "k8s" is the skill Kubernetes, "Sr. SWE" the title
 * Software Engineer), facets are labelled from here, and the indexer turns a profile's names into
 * ids with it. The whole dictionary is small enough to hold in memory; it is reloaded when a
 * writer adds entries (imports meet new companies and schools).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type DictionaryKind, talentDictionary } from '../../db/schema/index';
import { expandTitleAbbreviations } from './taxonomy/abbreviations';

/** Lower-case, accents and punctuation at the edges removed, inner whitespace collapsed. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s.,;:!()'"-]+|[\s.,;:!()'"-]+$/g, '');
}

export type DictionaryEntry = {
  id: number;
  kind: DictionaryKind;
  name: string;
  aliases: readonly string[];
  meta: Record<string, unknown>;
  profileCount: number;
};

export type NewDictionaryEntry = {
  name: string;
  synonyms?: readonly string[];
  meta?: Record<string, unknown>;
};

// Words that say how senior someone is, not what they do: "Senior Data Engineer" is the title
// Data Engineer at a senior level.
const TITLE_LEVEL_WORDS =
  /^(?:(?:junior|jr|senior|sr|staff|lead|principal|associate|entry level|mid level|head|chief|assistant|intern|trainee|graduate|experienced|i{1,3}|iv|v)\.?\s+)+/;
const TITLE_LEVEL_SUFFIX = /\s+(?:i{1,3}|iv|v|1|2|3|4|5)$/;

export class Dictionary {
  private readonly byAlias = new Map<string, Map<string, DictionaryEntry>>();
  private readonly byId = new Map<number, DictionaryEntry>();

  constructor(entries: readonly DictionaryEntry[]) {
    for (const entry of entries) this.add(entry);
  }

  add(entry: DictionaryEntry): void {
    this.rawCache.clear();
    this.byId.set(entry.id, entry);
    let aliases = this.byAlias.get(entry.kind);
    if (!aliases) {
      aliases = new Map();
      this.byAlias.set(entry.kind, aliases);
    }
    // The canonical name wins over another entry's synonym.
    const canonical = normalizeName(entry.name);
    aliases.set(canonical, entry);
    for (const alias of entry.aliases) if (!aliases.has(alias)) aliases.set(alias, entry);
  }

  get(id: number): DictionaryEntry | undefined {
    return this.byId.get(id);
  }

  // Names repeat (a million profiles name a few thousand companies): remember raw spellings so
  // most lookups skip normalisation. One map per kind (and one for titles read with their level),
  // keyed by the name itself: the same string looked up again is hashed once.
  private readonly rawCache = new Map<string, Map<string, DictionaryEntry | null>>();

  private cached(
    cache: string,
    name: string,
    resolve: (name: string) => DictionaryEntry | undefined,
  ): DictionaryEntry | undefined {
    let names = this.rawCache.get(cache);
    if (!names) {
      names = new Map();
      this.rawCache.set(cache, names);
    }
    const hit = names.get(name);
    if (hit !== undefined) return hit ?? undefined;
    const found = resolve(name);
    if (names.size > 200_000) names.clear();
    names.set(name, found ?? null);
    return found;
  }

  find(kind: DictionaryKind, name: string): DictionaryEntry | undefined {
    return this.cached(kind, name, (n) => this.byAlias.get(kind)?.get(normalizeName(n)));
  }

  /** A job title, also when written with a level ("Sr. Software Engineer II"). */
  findTitle(name: string): DictionaryEntry | undefined {
    return this.cached('title with level', name, (n) => {
      const titles = this.byAlias.get('title');
      const normalized = normalizeName(n);
      // As written, then with its abbreviations written out ("VP Sales", "Sr. Acct Mgr").
      for (const text of new Set([normalized, expandTitleAbbreviations(normalized)])) {
        const exact = titles?.get(text);
        if (exact) return exact;
        const bare = text.replace(TITLE_LEVEL_SUFFIX, '').replace(TITLE_LEVEL_WORDS, '');
        const found = bare ? titles?.get(bare) : undefined;
        if (found) return found;
      }
      return undefined;
    });
  }

  entries(kind: DictionaryKind): DictionaryEntry[] {
    return [...this.byId.values()].filter((e) => e.kind === kind);
  }

  get size(): number {
    return this.byId.size;
  }
}

type Row = typeof talentDictionary.$inferSelect;

function toEntry(row: Row): DictionaryEntry {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    aliases: row.aliases,
    meta: row.meta as Record<string, unknown>,
    profileCount: row.profileCount,
  };
}

export async function loadDictionary(db: Executor): Promise<Dictionary> {
  const rows = await db.select().from(talentDictionary);
  return new Dictionary(rows.map(toEntry));
}

export function aliasesOf(entry: NewDictionaryEntry): string[] {
  const all = [entry.name, ...(entry.synonyms ?? [])].map(normalizeName).filter(Boolean);
  return [...new Set(all)];
}

/**
 * Get-or-create entries of one kind by name; returns them in input order. Existing entries keep
 * their meta; new synonyms are not merged (the taxonomy owns synonyms).
 */
export async function ensureEntries(
  db: Executor,
  kind: DictionaryKind,
  entries: readonly NewDictionaryEntry[],
): Promise<DictionaryEntry[]> {
  if (entries.length === 0) return [];
  const unique = new Map<string, NewDictionaryEntry>();
  for (const e of entries) {
    const norm = normalizeName(e.name);
    if (norm && !unique.has(norm)) unique.set(norm, e);
  }
  const rows = [...unique.entries()].map(([norm, e]) => ({
    kind,
    name: e.name.trim(),
    norm,
    aliases: aliasesOf(e),
    meta: e.meta ?? {},
  }));
  const out: Row[] = [];
  // Batches keep each statement's parameter count well under PostgreSQL's limit.
  for (let i = 0; i < rows.length; i += 2000) {
    const batch = rows.slice(i, i + 2000);
    await db.insert(talentDictionary).values(batch).onConflictDoNothing();
    const found = await db
      .select()
      .from(talentDictionary)
      .where(
        sql`${talentDictionary.kind} = ${kind} and ${talentDictionary.norm} in (${sql.join(
          batch.map((r) => sql`${r.norm}`),
          sql`, `,
        )})`,
      );
    out.push(...found);
  }
  const byNorm = new Map(out.map((r) => [r.norm, toEntry(r)]));
  return entries
    .map((e) => byNorm.get(normalizeName(e.name)))
    .filter((e): e is DictionaryEntry => Boolean(e));
}
