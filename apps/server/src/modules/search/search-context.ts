/**
 * What searches share within one server process: the connection pool, the dictionary in memory
 * (re-read when another process has added entries), city lookups and wildcard expansions.
 */
import type pg from 'pg';
import type { Database } from '../../db/client';
import { type Dictionary, loadDictionary } from '../talent/dictionary';
import { GeoIndex } from './geo';
import type { LexemeLookup } from './keyword-compiler';

/** How often to check whether the dictionary changed (a count and the highest id). */
const DICTIONARY_CHECK_MS = 15_000;
const LEXEME_CACHE_LIMIT = 5000;

export class SearchContext {
  readonly pool: pg.Pool;
  readonly geo: GeoIndex;
  private dict: Dictionary | null = null;
  private dictVersion = '';
  private checkedAt = 0;
  private loading: Promise<Dictionary> | null = null;
  private readonly lexemes = new Map<string, string[]>();

  constructor(readonly db: Database) {
    this.pool = db.$client;
    this.geo = new GeoIndex(this.pool);
  }

  async dictionary(): Promise<Dictionary> {
    const now = Date.now();
    if (this.dict && now - this.checkedAt < DICTIONARY_CHECK_MS) return this.dict;
    this.loading ??= (async () => {
      try {
        const { rows } = await this.pool.query<{ v: string }>(
          `select count(*) || ':' || coalesce(max(id), 0) as v from talent_dictionary`,
        );
        const version = rows[0]?.v ?? '';
        if (!this.dict || version !== this.dictVersion) {
          this.dict = await loadDictionary(this.db);
          this.dictVersion = version;
          this.lexemes.clear();
        }
        this.checkedAt = Date.now();
        return this.dict;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /** Forget cached state after a load into the talent tables. */
  invalidate(): void {
    this.checkedAt = 0;
    this.lexemes.clear();
  }

  readonly lookupLexemes: LexemeLookup = async (pattern, limit) => {
    const key = `${pattern}\u0000${limit}`;
    const cached = this.lexemes.get(key);
    if (cached) return cached;
    const { rows } = await this.pool.query<{ word: string }>(
      `select word from talent_lexemes where word like $1 order by ndoc desc, word limit $2`,
      [pattern, limit],
    );
    const words = rows.map((r) => r.word);
    if (this.lexemes.size > LEXEME_CACHE_LIMIT) this.lexemes.clear();
    this.lexemes.set(key, words);
    return words;
  };
}
