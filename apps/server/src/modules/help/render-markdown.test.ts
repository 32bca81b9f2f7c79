import { describe, expect, it } from 'vitest';
import { parseArticle, parseChangelog, parseFrontMatter } from './help-content';
import { isAllowedHelpHref, markdownToText, renderHelpMarkdown } from './render-markdown';

describe('help Markdown rendering', () => {
  it('renders headings, lists, tables, code and app links', () => {
    const html = renderHelpMarkdown(
      '# Title\n\n## Part\n\n- one\n- **two**\n\n| a | b |\n|---|---|\n| 1 | `x` |\n\n[Sourcing](/v5/sourcing-new)',
    );
    // Below the drawer's own h2 (the article's title).
    expect(html).toContain('<h3>Title</h3>');
    expect(html).toContain('<h3>Part</h3>');
    expect(html).toContain('<li><strong>two</strong></li>');
    expect(html).toContain('<td><code>x</code></td>');
    expect(html).toContain('<a href="/v5/sourcing-new">Sourcing</a>');
  });

  it('drops scripts, event handlers, styles, iframes and javascript: links', () => {
    const html = renderHelpMarkdown(
      [
        'Hello <script>alert(1)</script> world',
        '<img src="x" onerror="alert(2)">',
        '<a href="/ok" onclick="steal()">click</a>',
        '<p style="position:fixed" onmouseover="x()">styled</p>',
        '<iframe src="https://evil.example"></iframe>',
        '[bad](javascript:alert(3)) [also bad](java%0ascript:alert(4)) [proto](//evil.example/x)',
        '<a href="jav&#x09;ascript:alert(5)">tab</a>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/script|onerror|onclick|onmouseover|style=|iframe|<img|javascript|evil/i);
    expect(html).toContain('<a href="/ok">click</a>');
    expect(html).toContain('Hello');
    expect(html).toContain('world');
    expect(html).toContain('<p>styled</p>');
  });

  it('opens outside pages in a new tab without handing them the window', () => {
    const html = renderHelpMarkdown('[Calendly](https://calendly.com/integrations)');
    expect(html).toBe(
      '<p><a href="https://calendly.com/integrations" target="_blank" rel="noopener noreferrer">Calendly</a></p>\n',
    );
  });

  it('allows app routes, http(s) and mailto only', () => {
    expect(isAllowedHelpHref('/engage/inbox')).toBe(true);
    expect(isAllowedHelpHref('mailto:help@example.com')).toBe(true);
    expect(isAllowedHelpHref('https://example.com')).toBe(true);
    expect(isAllowedHelpHref('//evil.example')).toBe(false);
    expect(isAllowedHelpHref('/\\evil.example')).toBe(false);
    expect(isAllowedHelpHref('data:text/html,x')).toBe(false);
  });

  it('turns Markdown into plain words for search, blocks apart', () => {
    expect(markdownToText('## Part\n\nOne & *two*\n\n- a\n- b')).toBe('Part — One & two a b');
  });
});

describe('help content files', () => {
  it('reads the front matter of an article', () => {
    const { meta, body } = parseFrontMatter('---\ntitle: A: b\nkeywords: x, y\n---\nBody');
    expect(meta).toEqual({ title: 'A: b', keywords: 'x, y' });
    expect(body).toBe('Body');
  });

  it('refuses an article without title, summary or topic, or with a file name that is not a slug', () => {
    expect(() => parseArticle('t', 'a.md', '---\ntitle: A\n---\nx')).toThrow(/front matter/);
    expect(() => parseArticle('t', 'A B.md', '---\ntitle: A\nsummary: s\ntopic: T\n---\nx')).toThrow(/slug/);
    const article = parseArticle(
      't',
      'a-b.md',
      '---\ntitle: A\nsummary: s\ntopic: T\nkeywords: k1, k2\n---\nx <script>y</script>',
    );
    expect(article).toMatchObject({ slug: 'a-b', topic: 't', topicTitle: 'T', keywords: ['k1', 'k2'] });
    expect(article.html).toBe('<p>x </p>\n');
  });

  it('reads the change log newest first, ids from date and title, same-day entries in file order', () => {
    const entries = parseChangelog(
      [
        '# Log',
        'intro',
        '## 2026-01-02 — Second day',
        'Two <b onclick="x()">bold</b>',
        '## 2026-01-01 - First',
        'One',
        '## 2026-01-02 — Later same day',
        'Three',
        '## 2026-01-02 — Second day',
        'Repeated title',
      ].join('\n'),
    );
    expect(entries.map((e) => e.id)).toEqual([
      '2026-01-02-second-day',
      '2026-01-02-later-same-day',
      '2026-01-02-second-day-2',
      '2026-01-01-first',
    ]);
    expect(entries[0]).toEqual({
      id: '2026-01-02-second-day',
      date: '2026-01-02',
      title: 'Second day',
      html: '<p>Two <b>bold</b></p>\n',
    });
  });
});
