/**
 * The JSON body parser. Besides parsing, it refuses text PostgreSQL cannot store (the NUL
 * character) so such input is a 400 at the door rather than a database error later.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

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
      try {
        return done(null, JSON.parse(text));
      } catch {
        return done(new AppError('MALFORMED_JSON', 'The request body is not valid JSON', null), undefined);
      }
    },
  );
}
