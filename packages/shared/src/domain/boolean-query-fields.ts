// `field:value` in a Boolean string. We index profiles as one text, so a field cannot narrow a
// search; what we can still do depends on the field:
// - a profile field we know (`title:engineer`, `skills:(java OR go)`): the value is searched as
//   ordinary words, which finds the same people plus some from other parts of their profile;
// - a web search engine operator (`site:`, `inurl:` …, pasted from X-ray strings) says where a
//   search engine should look, and a field we do not know (`followers:`) or a comparison
//   (`followers:>50`, `title:5`) cannot be matched by words at all: the whole clause, with its
//   group or quotes, is left out. Searching `>50` or `linkedin.com/in` as words would silently
//   turn every result into "no match".

const FIELD_PREFIX = /^([a-z][a-z_-]+):(.*)$/is;

/** Web search engine operators (Google, Bing) that say where to look, not what to find. */
const XRAY_FIELDS = new Set([
  'site',
  'inurl',
  'allinurl',
  'intitle',
  'allintitle',
  'intext',
  'allintext',
  'filetype',
  'ext',
  'inanchor',
  'related',
  'cache',
  'link',
]);

/** Fields of job boards and ATS searches whose values are words that appear in profiles. */
const PROFILE_FIELDS = new Set([
  'title',
  'jobtitle',
  'company',
  'employer',
  'skill',
  'skills',
  'school',
  'university',
  'education',
  'degree',
  'major',
  'location',
  'city',
  'headline',
  'summary',
  'keywords',
  'certification',
  'industry',
]);

/** `>50`, `<=3`, `>=10`, `=5`, `!=2`, `50`, `1,000`, `2.5`. */
const COMPARISON = /^(?:[<>=]|!=)|^[\d.,]+$/;

export type DroppedClause = { clause: string; reason: 'xray' | 'field'; position: number };

export type FieldOutcome =
  /** Not a field search (`note:`, `http://…`, `std::vector`): read the word as it is. */
  | { kind: 'none' }
  /** A profile field: search `value` (empty when a group or quotes follow) as ordinary words. */
  | { kind: 'value'; field: string; value: string }
  /** Leave out the folded text up to `end`. */
  | { kind: 'drop'; end: number; reason: DroppedClause['reason'] };

/** Index just past the group or quotes that start at `index`; the end of the text if unclosed. */
function skipGroup(text: string, index: number): number {
  if (text[index] === '"') {
    const close = text.indexOf('"', index + 1);
    return close === -1 ? text.length : close + 1;
  }
  let depth = 0;
  for (let i = index; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      const close = text.indexOf('"', i + 1);
      if (close === -1) return text.length;
      i = close;
    } else if (ch === '(') {
      depth++;
    } else if (ch === ')' && --depth === 0) {
      return i + 1;
    }
  }
  return text.length;
}

/** Reads the word `text[start, end)` as a field search, if it is one. */
export function readField(text: string, start: number, end: number): FieldOutcome {
  let word = text.slice(start, end);
  let field: string | undefined;
  for (let match = FIELD_PREFIX.exec(word); match; match = FIELD_PREFIX.exec(word)) {
    const [, name = '', rest = ''] = match;
    // `http://…` and `std::vector` are words with a colon, not field searches.
    if (rest.startsWith('/') || rest.startsWith(':')) break;
    const grouped = rest === '' && (text[end] === '(' || text[end] === '"');
    // `Note: …` typed as prose: the colon is punctuation.
    if (rest === '' && !grouped) break;
    const lower = name.toLowerCase();
    const xray = XRAY_FIELDS.has(lower);
    if (xray || !PROFILE_FIELDS.has(lower) || COMPARISON.test(rest)) {
      return { kind: 'drop', end: grouped ? skipGroup(text, end) : end, reason: xray ? 'xray' : 'field' };
    }
    field ??= name;
    word = rest;
  }
  return field === undefined ? { kind: 'none' } : { kind: 'value', field, value: word };
}

/** The clause as shown in a warning; long groups are shortened. */
export function clauseText(text: string, start: number, end: number): string {
  const clause = text.slice(start, end);
  return clause.length > 60 ? `${clause.slice(0, 57)}…` : clause;
}

function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The NOTHING_TO_SEARCH message once every clause of a search was left out. */
export function nothingLeftMessage(dropped: DroppedClause[]): string {
  const unique = (reason: DroppedClause['reason']) => [
    ...new Set(dropped.filter((d) => d.reason === reason).map((d) => d.clause)),
  ];
  const xray = unique('xray');
  const fields = unique('field');
  const reasons: string[] = [];
  if (xray.length)
    reasons.push(`${list(xray)} only ${xray.length === 1 ? 'works' : 'work'} in web search engines`);
  if (fields.length)
    reasons.push(
      `${list(fields)} ${fields.length === 1 ? 'is not something' : 'are not things'} we can search`,
    );
  return `Nothing is left to search for: ${reasons.join('; ')}.`;
}

export function droppedMessage(clause: DroppedClause): string {
  return clause.reason === 'xray'
    ? `"${clause.clause}" only works in web search engines, so we left it out of this search.`
    : `"${clause.clause}" is not something we can search, so we left it out.`;
}
