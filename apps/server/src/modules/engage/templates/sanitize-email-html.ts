// The body of an email template is HTML a recruiter wrote or pasted (from Word, Gmail, another
// tool). It is sanitised on the way in, with an allow-list fit for email, before its `{{ }}`
// variables are rendered: the sanitiser sees the template, never a candidate's data, and the
// renderer HTML-escapes every value, so a value can add text but never markup
// (packages/shared/src/domain/email-templates.ts).
//
// Variables must survive sanitising, also in links (`href="{{unsubscribeLink}}"`). A link may
// therefore be an absolute http(s) or mailto URL, or exactly one link variable: an href that
// starts with any other variable (`href="{{firstName}}"`) is dropped, since its scheme would be
// chosen by the data.

import sanitizeHtml from 'sanitize-html';

// A few properties email clients honour and that cannot load anything or cover the page.
const COLOR =
  /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;
const SIZE = /^\d{1,3}(\.\d{1,2})?(px|pt|em|rem|%)$/;

const ALLOWED_STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    color: [COLOR],
    'background-color': [COLOR],
    'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
    'font-style': [/^(normal|italic)$/],
    'font-size': [SIZE],
    'text-align': [/^(left|right|center|justify)$/],
    'text-decoration': [/^(none|underline|line-through)$/],
  },
};

const LINK_PLACEHOLDER = /^\{\{\s*(meetingLink|unsubscribeLink)\s*\}\}$/;

/** Whether an href may stay: an absolute http(s) or mailto URL, or exactly one link variable. */
export function isAllowedEmailHref(href: string): boolean {
  const trimmed = href.trim();
  if (LINK_PLACEHOLDER.test(trimmed)) return true;
  // Browsers ignore tabs, newlines and leading control characters in a URL ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those characters are what is removed
  const compact = trimmed.replace(/[\u0000-\u0020\u007f]+/g, '');
  return /^(https?:\/\/[^/\\]|mailto:)/i.test(compact);
}

function isAllowedImageSrc(src: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those characters are what is removed
  const compact = src.trim().replace(/[\u0000-\u0020\u007f]+/g, '');
  return /^https?:\/\/[^/\\]/i.test(compact);
}

/** The attributes with the URL one trimmed, or left out when it is not allowed; order kept. */
function keepUrl(
  attribs: sanitizeHtml.Attributes,
  name: string,
  allowed: (url: string) => boolean,
): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [key, value] of Object.entries(attribs)) {
    if (key !== name) kept[key] = value;
    else if (allowed(value)) kept[key] = value.trim();
  }
  return kept;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'td',
    'th',
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    table: ['width', 'border', 'cellpadding', 'cellspacing'],
    td: ['colspan', 'rowspan', 'width', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'align', 'valign'],
  },
  allowedStyles: ALLOWED_STYLES,
  allowedSchemes: ['http', 'https', 'mailto'],
  // No data: images: Gmail and Outlook do not show them and they bloat every message; hosted
  // images (http/https) only.
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with their content, not only their tags: the text of a <title> or <script> is not
  // something the recruiter meant to send.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'title',
    'noscript',
    'iframe',
    'noembed',
    'noframes',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: keepUrl(attribs, 'href', isAllowedEmailHref) }),
    img: (tagName, attribs) => ({ tagName, attribs: keepUrl(attribs, 'src', isAllowedImageSrc) }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The template body's HTML reduced to what is safe to send and to show in the preview. */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
