// Help articles and change-log entries are Markdown written in this repository, rendered to HTML
// once at startup with `marked` and then sanitised with `sanitize-html` (the library the email
// templates use, modules/engage/templates/sanitize-email-html.ts), so that even a careless edit
// (a pasted <script>, an onclick, a javascript: link) never reaches a browser. Links may point at
// the app's own routes (`/v5/sourcing-new`), at http(s) pages or at mailto addresses.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** An app route ("/engage/inbox", not "//host"), an absolute http(s) URL, or a mailto address. */
export function isAllowedHelpHref(href: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these in a URL
  const compact = href.trim().replace(/[\u0000-\u0020\u007f]+/g, '');
  return /^(\/(?![/\\])|#|https?:\/\/[^/\\]|mailto:)/i.test(compact);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'a',
    'strong',
    'b',
    'em',
    'i',
    's',
    'del',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'h5',
    'blockquote',
    'hr',
    'code',
    'pre',
    'kbd',
    'table',
    'thead',
    'tbody',
    'tr',
    'td',
    'th',
  ],
  allowedAttributes: { a: ['href', 'title'], td: ['align'], th: ['align'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'title',
    'noscript',
    'iframe',
    'noembed',
    'noframes',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The drawer shows the article's title as its h2: the article's own headings start at h3.
    h1: 'h3',
    h2: 'h3',
    h3: 'h4',
    h4: 'h5',
    a: (tagName, attribs) => {
      const href = attribs.href;
      const kept: sanitizeHtml.Attributes = {};
      if (attribs.title) kept.title = attribs.title;
      if (href && isAllowedHelpHref(href)) kept.href = href.trim();
      // Pages outside the app open in a new tab, without handing it this window.
      if (kept.href && /^https?:/i.test(kept.href)) {
        kept.target = '_blank';
        kept.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: kept };
    },
  },
};
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'target', 'rel'] };

export function sanitizeHelpHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Markdown to safe HTML. */
export function renderHelpMarkdown(markdown: string): string {
  return sanitizeHelpHtml(marked.parse(markdown) as string);
}

/** Markdown reduced to plain text (for search and snippets). */
export function markdownToText(markdown: string): string {
  // Blocks end with a space so that a heading and the paragraph after it stay two words, and a
  // heading with a dash, so that a snippet reads "Building a sequence — New sequence: ...".
  const html = (marked.parse(markdown) as string)
    .replace(/<\/h\d>/gi, ' —$&')
    .replace(/<\/(p|h\d|li|td|th|pre|blockquote)>|<br\s*\/?>/gi, ' $&');
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
