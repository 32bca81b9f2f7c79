/**
 * The help centre's content: Markdown articles under `docs/help/<topic>/<slug>.md` and the change
 * log `CHANGELOG.md`, both at the repository root, read once when the server starts. The folder is
 * found by walking up from this file: from `apps/server/src/modules/help` in development and tests,
 * and from `apps/server/dist` in the built server, whose build copies both beside it
 * (apps/server/build.mjs), so a built server also runs away from the repository.
 *
 * Article front matter (between `---` lines): `title`, `summary`, `topic` (the topic's title),
 * `keywords` (comma-separated) and optionally `order` (within the topic) and `popular: true`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HelpArticleSummary, HelpTopic, WhatsNewEntry } from '@talentbase/shared';
import { markdownToText, renderHelpMarkdown } from './render-markdown';

export type HelpArticleEntry = HelpArticleSummary & {
  topicTitle: string;
  keywords: string[];
  order: number;
  popular: boolean;
  html: string;
  /** The body as plain text (for snippets), and lower-cased and accent-free (for search). */
  plainText: string;
  text: string;
  searchTitle: string;
  searchKeywords: string;
  searchSummary: string;
};

export type HelpContent = {
  topics: (HelpTopic & { articles: HelpArticleEntry[] })[];
  articles: Map<string, HelpArticleEntry>;
  whatsNew: WhatsNewEntry[];
};

/** Topics in the order a new user meets them; a topic not listed here comes after, by name. */
const TOPIC_ORDER = [
  'getting-started',
  'searching-candidates',
  'projects-and-pipelines',
  'engage',
  'applicant-match',
  'team-administration',
  'plans-and-billing',
  'notifications',
  'data-protection',
];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `---` front matter of `key: value` lines, then the body. */
export function parseFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { meta: {}, body: source };
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    meta[line.slice(0, at).trim()] = line
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { meta, body: source.slice(match[0].length) };
}

export function parseArticle(topicKey: string, fileName: string, source: string): HelpArticleEntry {
  const slug = fileName.replace(/\.md$/, '');
  if (!SLUG.test(slug)) throw new Error(`Help article ${topicKey}/${fileName}: the file name is not a slug`);
  const { meta, body } = parseFrontMatter(source);
  const title = meta.title;
  const topicTitle = meta.topic;
  if (!title || !meta.summary || !topicTitle) {
    throw new Error(`Help article ${topicKey}/${fileName}: front matter needs title, summary and topic`);
  }
  const keywords = (meta.keywords ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const text = markdownToText(body);
  return {
    slug,
    title,
    summary: meta.summary,
    topic: topicKey,
    topicTitle,
    keywords,
    order: Number(meta.order ?? 100) || 100,
    popular: meta.popular === 'true',
    html: renderHelpMarkdown(body),
    plainText: text,
    text: normalise(text),
    searchTitle: normalise(title),
    searchKeywords: normalise(keywords.join(' ')),
    searchSummary: normalise(meta.summary),
  };
}

/**
 * The change log: `## YYYY-MM-DD — Title` headings (an em dash, or " - "), each followed by
 * Markdown; anything before the first heading is the file's own introduction. Newest first.
 */
export function parseChangelog(source: string): WhatsNewEntry[] {
  const entries: (WhatsNewEntry & { index: number })[] = [];
  const heading = /^## (\d{4}-\d{2}-\d{2})\s+(?:—|–|-)\s+(.+)$/gm;
  const found = [...source.matchAll(heading)];
  found.forEach((m, index) => {
    const start = (m.index ?? 0) + m[0].length;
    const end = found[index + 1]?.index ?? source.length;
    const date = m[1] as string;
    const title = (m[2] as string).trim();
    const base = `${date}-${normalise(title)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60)}`;
    let id = base;
    for (let n = 2; entries.some((e) => e.id === id); n += 1) id = `${base}-${n}`;
    entries.push({ id, date, title, html: renderHelpMarkdown(source.slice(start, end)), index });
  });
  return entries
    .sort((a, b) => (a.date === b.date ? a.index - b.index : a.date < b.date ? 1 : -1))
    .map(({ index: _index, ...entry }) => entry);
}

/** The folder holding `docs/help` and `CHANGELOG.md`: this file's folder or the nearest above. */
export function findContentRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'docs', 'help')) && fs.existsSync(path.join(dir, 'CHANGELOG.md'))) {
      return dir;
    }
    if (path.dirname(dir) === dir) {
      throw new Error(`Help articles not found: no docs/help and CHANGELOG.md above ${start}`);
    }
  }
}

export function loadHelpContent(root = findContentRoot()): HelpContent {
  const helpDir = path.join(root, 'docs', 'help');
  const topicKeys = fs
    .readdirSync(helpDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && SLUG.test(d.name))
    .map((d) => d.name)
    .sort((a, b) => {
      const ia = TOPIC_ORDER.indexOf(a);
      const ib = TOPIC_ORDER.indexOf(b);
      if (ia !== -1 || ib !== -1) return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib);
      return a.localeCompare(b);
    });
  const articles = new Map<string, HelpArticleEntry>();
  const topics: HelpContent['topics'] = [];
  for (const key of topicKeys) {
    const list = fs
      .readdirSync(path.join(helpDir, key))
      .filter((f) => f.endsWith('.md'))
      .map((f) => parseArticle(key, f, fs.readFileSync(path.join(helpDir, key, f), 'utf8')))
      .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
    if (list.length === 0) continue;
    for (const article of list) {
      if (articles.has(article.slug)) throw new Error(`Help article slug used twice: ${article.slug}`);
      articles.set(article.slug, article);
    }
    topics.push({ key, title: list[0]?.topicTitle ?? key, articles: list });
  }
  const whatsNew = parseChangelog(fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'));
  return { topics, articles, whatsNew };
}
