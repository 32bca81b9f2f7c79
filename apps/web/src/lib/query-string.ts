/**
 * The API's query strings: bracket-style arrays and nested keys (`ids[]=1&ids[]=2`,
 * `range[min]=3`), exactly what `qs.stringify(query, { arrayFormat: 'brackets', skipNulls: true })`
 * writes and the server's query parser reads. Written out here because the qs package pulls in
 * about 15 KiB of gzip JavaScript (its cycle detection and inspection helpers) that every page
 * would load first (issue 13, initial load); query-string.test.ts checks the output against qs.
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

function append(pairs: string[], key: string, value: unknown): void {
  if (value === undefined || value === null) return; // skipNulls
  if (Array.isArray(value)) {
    for (const item of value) append(pairs, `${key}[]`, item);
    return;
  }
  const text = scalar(value);
  if (text !== null) {
    pairs.push(`${encode(key)}=${encode(text)}`);
    return;
  }
  if (typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) append(pairs, `${key}[${name}]`, inner);
  }
}

/** `a=1&ids[]=2&ids[]=3` (percent-encoded, brackets included), without the leading `?`. */
export function toQueryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) append(pairs, key, value);
  return pairs.join('&');
}
