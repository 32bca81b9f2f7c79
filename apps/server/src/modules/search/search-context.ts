/**
 * What searches share within one server process: the connection pool, the dictionary in memory
 * (re-read when another process has added entries), city lookups and wildcard expansions.
 */
import type pg from 'pg';
import type { Database } from '../../db/client';
import { type Dictionary, loadDictionary } from '../talent/dictionary';
import { namespaceRange } from '../talent/search-terms';
import { GeoIndex } from './geo';
import type { LexemeLookup, WordCounts } from './keyword-compiler';
import type { TermStats } from './search-plan';

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
  private stats: TermStats | null = null;
  private statsCheckedAt = 0;
  private statsLoading: Promise<TermStats> | null = null;
  private readonly ndocCache = new Map<string, number>();

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
    this.statsCheckedAt = 0;
    this.lexemes.clear();
  }

  /** Profiles per search code (and the number of profiles): what search plans are made from. */
  async termStats(): Promise<TermStats> {
    const now = Date.now();
    if (this.stats && now - this.statsCheckedAt < DICTIONARY_CHECK_MS) return this.stats;
    this.statsLoading ??= (async () => {
      try {
        const [lo, hi] = namespaceRange('bucketTenth');
        const { rows } = await this.pool.query<{ total: string }>(
          'select coalesce(sum(n), 0) as total from talent_term_counts where code between $1 and $2',
          [lo, hi],
        );
        const total = Number(rows[0]?.total ?? 0);
        let stats = this.stats;
        if (!stats || total !== stats.total) {
          const [all, size] = await Promise.all([
            this.pool.query<{ code: number; n: number }>('select code, n from talent_term_counts'),
            this.pool.query<{ pages: number }>(
              `select relpages as pages from pg_class where oid = 'talent_search'::regclass`,
            ),
          ]);
          const counts = new Map(all.rows.map((r) => [r.code, r.n]));
          stats = { total, pages: size.rows[0]?.pages ?? 0, count: (code) => counts.get(code) ?? 0 };
          this.stats = stats;
          this.ndocCache.clear();
        }
        this.statsCheckedAt = Date.now();
        return stats;
      } finally {
        this.statsLoading = null;
      }
    })();
    return this.statsLoading;
  }

  /** Document counts of keyword-index words, for estimating how much a keyword search matches. */
  async documentCounts(words: readonly string[]): Promise<(word: string) => number> {
    const missing = words.filter((w) => !this.ndocCache.has(w));
    if (missing.length) {
      const { rows } = await this.pool.query<{ word: string; ndoc: number }>(
        'select word, ndoc from talent_lexemes where word = any($1::text[])',
        [missing],
      );
      if (this.ndocCache.size > LEXEME_CACHE_LIMIT * 4) this.ndocCache.clear();
      for (const w of missing) this.ndocCache.set(w, 0);
      for (const r of rows) this.ndocCache.set(r.word, r.ndoc);
    }
    return (word) => this.ndocCache.get(word) ?? 0;
  }

  readonly wordCounts: WordCounts = (words) => this.documentCounts(words);

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
