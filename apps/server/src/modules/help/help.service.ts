// Reading the help content: the main page, topics, articles with related ones, and search.
// Search ranks a few dozen articles in memory: every word of the query must appear somewhere
// (title, keywords, summary or text, also as the start of a longer word), and where it appears
// decides the score, so "sequence" puts the article about sequences before one that mentions them.
import type { HelpArticleSummary } from '@talentbase/shared';
import type { HelpArticleEntry, HelpContent } from './help-content';
import { normalise } from './help-content';

const SNIPPET_LENGTH = 180;
const MAX_RESULTS = 20;

export const summaryOf = (a: HelpArticleEntry): HelpArticleSummary => ({
  slug: a.slug,
  title: a.title,
  summary: a.summary,
  topic: a.topic,
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The query's words (letters and digits), accent-free and lower-cased, without repeats. */
export function queryTerms(q: string): string[] {
  return [...new Set(normalise(q).match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 12);
}

function count(text: string, term: RegExp): number {
  return Math.min(text.match(term)?.length ?? 0, 10);
}

export function scoreArticle(article: HelpArticleEntry, terms: string[]): number {
  let score = 0;
  for (const term of terms) {
    // A word that starts with the term ("sequence" finds "sequences").
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}`, 'gu');
    const inTitle = count(article.searchTitle, re);
    const inKeywords = count(article.searchKeywords, re);
    const inSummary = count(article.searchSummary, re);
    const inText = count(article.text, re);
    if (inTitle + inKeywords + inSummary + inText === 0) return 0;
    score += inTitle * 12 + inKeywords * 8 + inSummary * 4 + inText;
  }
  return score;
}

/** About SNIPPET_LENGTH characters of the article's text around the first matching word. */
export function snippetFor(article: HelpArticleEntry, plainText: string, terms: string[]): string {
  const lower = normalise(plainText);
  let at = -1;
  for (const term of terms) {
    const i = lower.search(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}`, 'u'));
    if (i !== -1 && (at === -1 || i < at)) at = i;
  }
  if (at === -1) return article.summary;
  let start = Math.max(0, at - 60);
  if (start > 0) {
    const space = plainText.indexOf(' ', start);
    start = space === -1 || space > at ? start : space + 1;
  }
  let end = Math.min(plainText.length, start + SNIPPET_LENGTH);
  if (end < plainText.length) {
    const space = plainText.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  return `${start > 0 ? '…' : ''}${plainText.slice(start, end).trim()}${end < plainText.length ? '…' : ''}`;
}

export class HelpService {
  constructor(private readonly content: HelpContent) {}

  main() {
    const all = [...this.content.articles.values()];
    const popular = all.filter((a) => a.popular);
    const newest = this.content.whatsNew[0];
    return {
      topics: this.content.topics.map((t) => ({
        key: t.key,
        title: t.title,
        articles: t.articles.map(summaryOf),
      })),
      popular: (popular.length ? popular : all.slice(0, 5)).map(summaryOf),
      latestNews: newest ? { id: newest.id, date: newest.date, title: newest.title } : null,
    };
  }

  search(q: string) {
    const terms = queryTerms(q);
    const results = [...this.content.articles.values()]
      .map((article) => ({ article, score: terms.length ? scoreArticle(article, terms) : 0 }))
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score || a.article.title.localeCompare(b.article.title))
      .slice(0, MAX_RESULTS)
      .map(({ article }) => ({
        ...summaryOf(article),
        snippet: snippetFor(article, article.plainText, terms),
      }));
    return { query: q, results };
  }

  topic(key: string) {
    const topic = this.content.topics.find((t) => t.key === key);
    if (!topic) return null;
    return { topic: { key: topic.key, title: topic.title }, articles: topic.articles.map(summaryOf) };
  }

  article(slug: string) {
    const article = this.content.articles.get(slug);
    if (!article) return null;
    return {
      ...summaryOf(article),
      topicTitle: article.topicTitle,
      html: article.html,
      related: this.related(article).map(summaryOf),
    };
  }

  whatsNew() {
    return { entries: this.content.whatsNew };
  }

  /** Up to four: the articles sharing most keywords, then the rest of its topic. */
  private related(article: HelpArticleEntry): HelpArticleEntry[] {
    const own = new Set(article.keywords.map(normalise));
    const others = [...this.content.articles.values()].filter((a) => a.slug !== article.slug);
    const shared = (a: HelpArticleEntry) => a.keywords.filter((k) => own.has(normalise(k))).length;
    return others
      .map((a) => ({ a, score: shared(a) * 2 + (a.topic === article.topic ? 1 : 0) }))
      .filter((r) => r.score > 0)
      .sort((x, y) => y.score - x.score || x.a.order - y.a.order)
      .slice(0, 4)
      .map((r) => r.a);
  }
}
