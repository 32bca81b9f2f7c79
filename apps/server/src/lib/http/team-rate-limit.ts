/**
 * A per-team allowance for expensive calls (candidate search), on top of the per-account limit
 * every signed-in call has (app.ts): one team cannot take the whole machine from the others.
 * Counted with @fastify/rate-limit's own store; runs as a preHandler, after the access guard, so
 * the caller is a signed-in member and the per-account limit has already been applied.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export function teamRateLimit(app: FastifyInstance, name: string, perMinute: number) {
  const limiter = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => `team-${name}:${req.account?.scope.teamId ?? 'none'}`,
  });
  return async (req: FastifyRequest): Promise<void> => {
    const result = await limiter(req);
    if (result.isAllowed || !result.isExceeded) return;
    const retryAfterSeconds = Math.max(1, result.ttlInSeconds);
    throw new AppError(
      'RATE_LIMITED',
      `Your team is running many searches at once. Try again in ${retryAfterSeconds} s.`,
      { retryAfterSeconds },
    );
  };
}
