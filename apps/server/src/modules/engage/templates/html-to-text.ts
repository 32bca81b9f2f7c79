// The text/plain alternative of an email, made from its rendered HTML body. Mail clients that show
// text only, spam filters and screen readers read it, so it keeps the paragraphs, list items and
// link addresses, and nothing else of the layout.
//
// The input is the sanitiser's output with rendered values (well-formed, quoted attributes, text
// escaped), so a small tokenizer is enough; script and style content is skipped all the same.

const PARAGRAPH_TAGS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'table',
  'hr',
]);
const LINE_TAGS = new Set(['div', 'li', 'tr', 'br', 'thead', 'tbody']);
const CELL_TAGS = new Set(['td', 'th']);
const SKIPPED_TAGS = new Set(['script', 'style', 'head', 'title']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

function attribute(attributes: string, name: string): string | undefined {
  const pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');
  const match = pattern.exec(attributes);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value === undefined ? undefined : decodeEntities(value);
}

// A break of strength 1 is a line break, 2 a blank line; consecutive breaks keep the strongest.
type Part = string | { lineBreak: 1 | 2 };

function joinParts(parts: readonly Part[]): string {
  let out = '';
  let pending = 0;
  for (const part of parts) {
    if (typeof part !== 'string') {
      pending = Math.max(pending, part.lineBreak);
      continue;
    }
    if (part === '') continue;
    if (pending > 0 && out !== '') out += pending === 2 ? '\n\n' : '\n';
    pending = 0;
    out += part;
  }
  return out;
}

/** The text of HTML: blocks as lines, list items with "- " or "1. ", links as "text (url)". */
export function htmlToText(html: string): string {
  const parts: Part[] = [];
  const links: Array<{ href: string | undefined; start: number }> = [];
  const lists: Array<{ ordered: boolean; count: number }> = [];
  let cellsInRow = 0;
  const tokens =
    /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+|<)/g;
  let skipUntil: string | undefined;

  for (let match = tokens.exec(html); match !== null; match = tokens.exec(html)) {
    const [, closing, rawName, attributes = '', text] = match;
    const name = rawName?.toLowerCase();
    if (skipUntil) {
      if (closing && name === skipUntil) skipUntil = undefined;
      continue;
    }
    if (text !== undefined) {
      // HTML collapses white space; a non-breaking space is kept as a space.
      parts.push(decodeEntities(text.replace(/\s+/g, ' ')).replace(/\u00a0/g, ' '));
      continue;
    }
    if (!name) continue; // a comment
    if (SKIPPED_TAGS.has(name)) {
      if (!closing && !attributes.trim().endsWith('/')) skipUntil = name;
      continue;
    }
    if (PARAGRAPH_TAGS.has(name)) parts.push({ lineBreak: 2 });
    else if (LINE_TAGS.has(name)) parts.push({ lineBreak: 1 });

    if (name === 'tr' && !closing) cellsInRow = 0;
    if (CELL_TAGS.has(name) && !closing && cellsInRow++ > 0) parts.push(' ');
    if ((name === 'ul' || name === 'ol') && !closing) lists.push({ ordered: name === 'ol', count: 0 });
    if ((name === 'ul' || name === 'ol') && closing) lists.pop();
    if (name === 'li' && !closing) {
      const list = lists[lists.length - 1];
      if (list) list.count++;
      parts.push(list?.ordered ? `${list.count}. ` : '- ');
    }
    if (name === 'img' && !closing) {
      const alt = attribute(attributes, 'alt')?.trim();
      if (alt) parts.push(alt);
    }
    if (name === 'a' && !closing)
      links.push({ href: attribute(attributes, 'href')?.trim(), start: parts.length });
    if (name === 'a' && closing) {
      const link = links.pop();
      if (link?.href) {
        const label = joinParts(parts.slice(link.start)).trim();
        const bare = link.href.replace(/^mailto:/i, '');
        if (label === '') parts.push(link.href);
        else if (label !== link.href && label !== bare) parts.push(` (${link.href})`);
      }
    }
  }

  return joinParts(parts)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
