/**
 * The server's configuration, read and validated once. Nothing else reads `process.env`.
 */
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Any PostgreSQL >= 15. When absent, an embedded cluster is started under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  PG_PORT: z.coerce.number().int().min(0).max(65535).default(54329),
  DATA_DIR: z.string().default('.data'),
  /** Uploaded files (candidate résumés); by default `files` beside the embedded database, in DATA_DIR. */
  FILES_DIR: z.string().optional(),
  /** Where the built web app lives; served at `/` when present. */
  WEB_DIST: z.string().default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  /** Generated talent profiles seeded on the first start (with SEED_DEMO). */
  SEED_TALENT_PROFILES: z.coerce.number().int().min(0).max(2_000_000).default(20_000),
  /** Set behind TLS so that cookies are only sent over HTTPS. */
  COOKIE_SECURE: bool.default(false),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  RUN_WORKER: bool.default(true),
});

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    FILES_DIR: path.resolve(parsed.data.FILES_DIR ?? path.join(parsed.data.DATA_DIR, 'files')),
    WEB_DIST: path.resolve(parsed.data.WEB_DIST),
  };
}
