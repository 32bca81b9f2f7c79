/**
 * The JSON body parser. Besides parsing, it refuses text PostgreSQL cannot store (the NUL
 * character, lone UTF-16 surrogates) so such input is a 400 at the door, for every route, rather
 * than a database error later; and, like Fastify's own parser that it replaces, objects keyed
 * `__proto__` or `constructor.prototype` (prototype poisoning).
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { findLoneSurrogateInJson, loneSurrogateError } from './request-text';

/** Whether a parsed body has an own `__proto__` key, or a `constructor` with a `prototype`, anywhere. */
function hasPoisonedKey(text: string, parsed: unknown): boolean {
  // Keys can be written with escapes (`"\u005f_proto__"`): any escape means a walk.
  if (!text.includes('__proto__') && !text.includes('constructor') && !text.includes('\\u')) return false;
  const queue: unknown[] = [parsed];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    if (!node || typeof node !== 'object') continue;
    if (Object.hasOwn(node, '__proto__')) return true;
    const ctor = Object.hasOwn(node, 'constructor') ? (node as { constructor: unknown }).constructor : null;
    if (ctor && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return true;
    for (const child of Object.values(node)) if (child && typeof child === 'object') queue.push(child);
  }
  return false;
}

export function registerJsonParser(app: FastifyInstance): void {
  // JSON only: a text/plain body is answered 415 rather than parsed as a string.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    /^application\/([\w.+-]+\+)?json(;.*)?$/i,
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      if (text.includes('\\u0000') || text.includes('\u0000')) {
        return done(
          new AppError('VALIDATION_FAILED', 'Text must not contain NUL characters', null),
          undefined,
        );
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return done(new AppError('MALFORMED_JSON', 'The request body is not valid JSON', null), undefined);
      }
      if (hasPoisonedKey(text, parsed)) {
        return done(
          new AppError(
            'VALIDATION_FAILED',
            'The request body has a field name that is not allowed (__proto__).',
            null,
          ),
          undefined,
        );
      }
      const surrogateAt = findLoneSurrogateInJson(text, parsed);
      if (surrogateAt) return done(loneSurrogateError(surrogateAt), undefined);
      return done(null, parsed);
    },
  );
}
