/**
 * Query strings with nested keys, in the two shapes the product uses:
 * - the API's: bracket arrays (`ids[]=1&ids[]=2`, `range[min]=3`), exactly what
 *   `qs.stringify(query, { arrayFormat: 'brackets', skipNulls: true })` writes and the server's
 *   query parser reads;
 * - the search page's own URL: indexed arrays with readable keys
 *   (`titles[0]=Software%20Engineer&locations[0][radius][unit]=mi`), what `qs.stringify` writes
 *   with `arrayFormat: 'indices', encodeValuesOnly: true`, read back by `parseQueryString`.
 * Written out here because the qs package pulls in about 18 KiB of gzip JavaScript (its cycle
 * detection and inspection helpers) that the search page would load first (issue 13, initial
 * load); query-string.test.ts checks both directions against qs.
 */

// RFC 3986 unreserved characters stay; encodeURIComponent also leaves !'()* alone, qs does not.
function encode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function scalar(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  return null;
}

type WriteStyle = {
  /** `ids[]=1` (the API) or `ids[0]=1` (the search page's URL). */
  arrays: 'brackets' | 'indices';
  /** Percent-encode keys too (the API), or leave `titles[0]` readable (the search page's URL). */
  encodeKeys: boolean;
};

function append(pairs: string[], key: string, value: unknown, style: WriteStyle): void {
  if (value === undefined || value === null) return; // skipNulls
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      append(pairs, style.arrays === 'brackets' ? `${key}[]` : `${key}[${index}]`, item, style);
    });
    return;
  }
  const text = scalar(value);
  if (text !== null) {
    pairs.push(`${style.encodeKeys ? encode(key) : key}=${encode(text)}`);
    return;
  }
  if (typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) append(pairs, `${key}[${name}]`, inner, style);
  }
}

function write(query: Record<string, unknown>, style: WriteStyle): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) append(pairs, key, value, style);
  return pairs.join('&');
}

/** `a=1&ids[]=2&ids[]=3` (percent-encoded, brackets included), without the leading `?`. */
export function toQueryString(query: Record<string, unknown>): string {
  return write(query, { arrays: 'brackets', encodeKeys: true });
}

/** `titles[0]=Software%20Engineer&start=0`: indexed arrays, readable keys, encoded values. */
export function toIndexedQueryString(query: Record<string, unknown>): string {
  return write(query, { arrays: 'indices', encodeKeys: false });
}

// Reading: limits that keep a hostile link cheap, the same as the page passed to qs before.
const MAX_PAIRS = 500;
const MAX_DEPTH = 4;
/** Indices above this make an object with numeric keys rather than a huge sparse array. */
const ARRAY_LIMIT = 100;

/** A parsed value before it settles into strings, arrays and objects. */
type Node = { values: string[]; children: Map<string, Node>; pushed: Node[] };
const newNode = (): Node => ({ values: [], children: new Map(), pushed: [] });

function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced; // a stray % stays as typed
  }
}

/** `a[b][]` → ['a', 'b', ''], with everything past MAX_DEPTH kept as one literal segment. */
function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  let rest = key.slice(open);
  while (segments.length <= MAX_DEPTH) {
    const match = /^\[([^[\]]*)\]/.exec(rest);
    if (!match) break;
    segments.push(match[1] ?? '');
    rest = rest.slice(match[0].length);
  }
  if (rest) segments.push(rest);
  return segments;
}

// Keys that would reach Object.prototype (`__proto__[x]=1`, `constructor`) are dropped, as qs does.
const isSafeKey = (key: string) => !(key in Object.prototype);

function settle(node: Node): unknown {
  const parts: unknown[] = [...node.values];
  const keys = [...node.children.keys()];
  if (keys.length > 0) {
    const indexed = keys.every((k) => /^\d+$/.test(k) && Number(k) <= ARRAY_LIMIT);
    if (indexed) {
      const sorted = keys.sort((a, b) => Number(a) - Number(b));
      for (const k of sorted) parts.push(settle(node.children.get(k) as Node));
    } else {
      const object: Record<string, unknown> = {};
      for (const [k, child] of node.children) object[k] = settle(child);
      if (parts.length === 0 && node.pushed.length === 0) return object;
      parts.push(object);
    }
  }
  for (const child of node.pushed) parts.push(settle(child));
  if (parts.length === 1 && keys.length === 0 && node.pushed.length === 0) return parts[0];
  return parts;
}

/**
 * Reads `a=1&ids[0]=2&ids[]=3&range[min]=4` (with or without its `?`) into nested objects and
 * arrays as qs reads it: repeated keys and `[]` make lists, small indices make lists in index
 * order, other brackets make objects, `+` is a space. Never throws: malformed escapes stay as typed.
 */
export function parseQueryString(search: string): Record<string, unknown> {
  const root = newNode();
  const text = search.startsWith('?') ? search.slice(1) : search;
  const pairs = text.split('&').slice(0, MAX_PAIRS);
  for (const pair of pairs) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const key = decode(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decode(pair.slice(equals + 1));
    const segments = splitKey(key);
    if (!segments.every(isSafeKey)) continue;
    let node = root;
    for (const segment of segments) {
      if (segment === '') {
        const next = newNode();
        node.pushed.push(next);
        node = next;
        continue;
      }
      let next = node.children.get(segment);
      if (!next) {
        next = newNode();
        node.children.set(segment, next);
      }
      node = next;
    }
    node.values.push(value);
  }
  const out: Record<string, unknown> = {};
  for (const [key, child] of root.children) out[key] = settle(child);
  return out;
}
