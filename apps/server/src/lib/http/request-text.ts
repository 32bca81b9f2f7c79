/**
 * Text a request may carry that PostgreSQL cannot store. A lone UTF-16 surrogate (half of an
 * emoji, `"\ud800"` in JSON) is a valid JavaScript string but not Unicode: written to a json or
 * jsonb column it makes PostgreSQL fail the whole statement, and in a text column it silently
 * becomes U+FFFD. Every way text enters (JSON bodies, query strings, path parameters, multipart
 * fields and file names) is checked here once, so a route never sees such text.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

export const LONE_SURROGATE_MESSAGE =
  'The request contains text that is not valid Unicode (a lone surrogate)';
const FIELD_MESSAGE = 'Not valid Unicode (a lone surrogate)';

// With the `u` flag a well-formed pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Cs}/u;
// A JSON text can only produce a lone surrogate through a \uD800-\uDFFF escape (the body is
// decoded as UTF-8, which never yields one): texts without such an escape need no walk.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/**
 * The path (`a.b.0`) of the first key or string value holding a lone surrogate, or null. Walks
 * with a queue, not recursion, and builds the path only when it finds one: a body may nest
 * thousands of levels deep.
 */
export function findLoneSurrogate(value: unknown, path = ''): string | null {
  type Entry = { node: unknown; parent: number; key: string };
  const queue: Entry[] = [{ node: value, parent: -1, key: path }];
  const pathOf = (index: number, last?: string): string => {
    const keys = last === undefined ? [] : [last];
    for (let i = index; i >= 0; i = (queue[i] as Entry).parent) keys.push((queue[i] as Entry).key);
    return keys.reverse().filter(Boolean).join('.') || '_';
  };
  for (let i = 0; i < queue.length; i++) {
    const { node } = queue[i] as Entry;
    if (typeof node === 'string') {
      if (hasLoneSurrogate(node)) return pathOf(i);
    } else if (Array.isArray(node)) {
      for (let k = 0; k < node.length; k++) queue.push({ node: node[k], parent: i, key: String(k) });
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (hasLoneSurrogate(key)) return pathOf(i, key);
        queue.push({ node: child, parent: i, key });
      }
    }
  }
  return null;
}

/** The 400 for such text, naming the field it was found in. */
export function loneSurrogateError(field: string): AppError {
  const name = field.length > 200 ? `${field.slice(0, 200)}…` : field;
  return new AppError('VALIDATION_FAILED', LONE_SURROGATE_MESSAGE, { fields: { [name]: FIELD_MESSAGE } });
}

/** Throws the 400 when `value` (a string, or an object or array of them) holds a lone surrogate. */
export function assertWellFormedText(value: unknown, path = ''): void {
  const found = findLoneSurrogate(value, path);
  if (found) throw loneSurrogateError(found);
}

/** For the JSON parser: the parsed body's offending path, walking only when the text could hold one. */
export function findLoneSurrogateInJson(text: string, parsed: unknown): string | null {
  return SURROGATE_ESCAPE.test(text) ? findLoneSurrogate(parsed) : null;
}

/**
 * Query strings and path parameters, before validation. Over HTTP a URL is bytes and percent
 * escapes of a surrogate are not UTF-8 (left undecoded), but an in-process caller (inject) or a
 * future parser could hand one over; the check costs a regex per value.
 */
export function registerRequestTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertWellFormedText(request.params);
    assertWellFormedText(request.query);
  });
}
