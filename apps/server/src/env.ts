/**
 * The server's configuration, read and validated once. Nothing else reads `process.env`.
 */
import net from 'node:net';
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
  /**
   * Also write the server's log (every line at LOG_LEVEL) to this file, emptied at start; the
   * console then shows warnings and errors only. The browser tests use it to check that no secret
   * a journey typed or received ever reaches the log (scripts/test.mjs, "secret scan").
   */
  LOG_FILE: z.string().optional(),
  SEED_DEMO: bool.default(true),
  /** Generated talent profiles seeded on the first start (with SEED_DEMO). */
  SEED_TALENT_PROFILES: z.coerce.number().int().min(0).max(2_000_000).default(20_000),
  /**
   * Forces the `Secure` flag on every cookie (true) or never sets it (false). Unset, it is decided
   * per request: secure when the request came over HTTPS (X-Forwarded-Proto counts from a trusted
   * proxy) and, in production, for any host but a loopback one (see lib/cookies.ts).
   */
  COOKIE_SECURE: bool.optional(),
  /**
   * Signs the device cookie (see lib/device-cookie.ts); at least 32 characters. Unset, a random key
   * is made at start: device cookies then last until a restart and hold on one process only.
   */
  COOKIE_SECRET: z.string().min(32, 'COOKIE_SECRET must be at least 32 characters').optional(),
  /**
   * Which reverse proxies to believe for X-Forwarded-For/-Proto, in Fastify's `trustProxy` forms:
   * `false` (default: nobody), `true` (any: only when the port is unreachable but through the
   * proxy), a hop count (`1`), or a comma-separated list of addresses and CIDRs
   * (`10.0.0.0/8,127.0.0.1`; proxy-addr's names `loopback`, `linklocal`, `uniquelocal` too).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'use true, false, a hop count or a comma-separated list of addresses and CIDRs',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** Wrong passwords allowed (per account, per source address, per device) before delays start. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** The longest delay the growing login delays reach (see lib/failure-throttle.ts). */
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Sign-in and sign-up calls per minute and client address. */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** API calls per minute: per account when signed in, per client address otherwise. */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Candidate searches per minute and team (on top of the per-account limit). */
  SEARCH_RATE_LIMIT_PER_TEAM_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  RUN_WORKER: bool.default(true),
  /**
   * The erasure ledger (modules/gdpr/erasure-ledger.ts): an append-only file the server replays on
   * start, so that a database restored from a backup forgets erased people again. Keep it out of
   * the database's backups and restores; by default `gdpr-ledger` in DATA_DIR, beside (not inside)
   * the embedded database's directory.
   */
  GDPR_LEDGER_DIR: z.string().optional(),
  /**
   * The key of the suppression list's hashes (HMAC-SHA-256), at least 32 characters. Unset, a
   * random key is made once and kept in GDPR_LEDGER_DIR. Never stored in the database, so a
   * stolen dump cannot be used to test addresses against the list.
   */
  GDPR_HASH_KEY: z.string().min(32, 'GDPR_HASH_KEY must be at least 32 characters').optional(),
  /**
   * Encrypts stored secrets (mailbox passwords, ATS API keys, OAuth tokens; see lib/secret-box.ts),
   * at least 32 characters. Unset, a random key is made once and kept in DATA_DIR/secrets.key.
   * Changing or losing it leaves the stored secrets unreadable (users re-enter them).
   */
  SECRETS_KEY: z.string().min(32, 'SECRETS_KEY must be at least 32 characters').optional(),
  /**
   * The address people reach this product at (tracking links, unsubscribe pages, links in
   * emails). Unset: http://localhost:PORT, right for the two-command setup only.
   */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * The local test-mail catcher (modules/engage): an SMTP server on 127.0.0.1 that keeps what the
   * demo mailboxes send and lists it in the app as local test mail. Unset, it runs in the
   * two-command setup (embedded database with demo data) and not when DATABASE_URL points at a
   * real database or NODE_ENV is test.
   */
  LOCAL_TEST_MAIL: bool.optional(),
  /** The catcher's port on 127.0.0.1; 0 picks a free one. */
  LOCAL_TEST_MAIL_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  /**
   * How often each mailbox with IMAP settings is read for replies and bounces (issue 16). A reply
   * stops its sequence within this interval plus the time to read it.
   */
  ENGAGE_POLL_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(120),
  /**
   * Minutes between periodic imports of applicants from the ATS into the applicant-match jobs
   * linked to an ATS job (issue 19 item 5); 0 turns periodic imports off (a recruiter can still
   * import on the job page).
   */
  ATS_IMPORT_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(30),
  /**
   * Calendly's API v2 (meetings, issue 16). Set by operators only (tests point it at a local
   * server following the published API); users never type it, so it does not pass the SSRF guard.
   */
  CALENDLY_API_URL: z.url().default('https://api.calendly.com'),
  /**
   * The text provider (issue 16 part 3): a REST API following Twilio's (https://api.twilio.com in
   * production). Unset, texts go to the built-in local provider (modules/engage/text): they are
   * kept in the app and reach no phone, which is what the two-command setup wants. The three go
   * together: a URL without the account sid and auth token is refused at start.
   */
  TEXT_PROVIDER_URL: z.string().url().optional(),
  TEXT_ACCOUNT_SID: z.string().min(1).optional(),
  /** Signs the provider's webhooks (X-Twilio-Signature) and authenticates our calls. */
  TEXT_AUTH_TOKEN: z.string().min(1).optional(),
  /**
   * Where the product's own emails go (invitations, account notices): an SMTP URL such as
   * smtps://user:password@smtp.example.com:465. Unset: the local test-mail catcher when it runs
   * (the two-command setup), else the server log (lib/system-mail.ts).
   */
  SYSTEM_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SYSTEM_SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  /** The From of the product's own emails. */
  SYSTEM_MAIL_FROM: z.string().min(3).default('Talentbase <no-reply@talentbase.local>'),
  /**
   * Billing (modules/billing/price-table.ts): a JSON file replacing the price table shipped in the
   * repository (currency, seat and credit prices, bank-transfer details), and the tax rate in
   * percent added to every order (0 by default).
   */
  BILLING_PRICE_TABLE: z.string().optional(),
  BILLING_TAX_RATE_PERCENT: z.coerce.number().min(0).max(100).default(0),
  /**
   * The Stripe adapter (modules/billing/stripe-webhook.ts): the signing secret of the webhook
   * endpoint POST /api/v1/billing/stripe/webhook. Unset, that endpoint refuses every call.
   */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Set: invoices are paid by card through Stripe Checkout (modules/billing/stripe-checkout.ts). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** A Stripe-compatible API to use instead of Stripe's own (stripe-mock, or the tests' fake). */
  STRIPE_API_URL: z.string().url().optional(),
});

export type TrustProxy = boolean | number | string[];

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Fastify's `trustProxy` from its text form, or null when the text is none of them. */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const valid = entries.every((entry) => {
    if (PROXY_ADDR_NAMES.has(entry)) return true;
    const [address, prefix, ...rest] = entry.split('/');
    const family = net.isIP(address ?? '');
    if (family === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    if (!/^\d+$/.test(prefix)) return false;
    return Number(prefix) <= (family === 4 ? 32 : 128);
  });
  return valid && entries.length > 0 ? entries : null;
}

/**
 * Fastify 5.8+ fails closed on a numeric `trustProxy` (it cannot check the nearest peer), so a hop
 * count is given as proxy-addr's function form, trusting the `hops` nearest addresses, as Express
 * and earlier Fastify did. Like `true`, it is only safe when clients cannot reach the port directly.
 */
export function trustProxyOption(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  if (value === 0) return false;
  return (_address, hop) => hop < value;
}

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL' | 'LOCAL_TEST_MAIL'> & {
  PUBLIC_URL: string;
  LOCAL_TEST_MAIL: boolean;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  if (data.TEXT_PROVIDER_URL && !(data.TEXT_ACCOUNT_SID && data.TEXT_AUTH_TOKEN))
    throw new Error(
      'Invalid configuration:\n  TEXT_PROVIDER_URL: set TEXT_ACCOUNT_SID and TEXT_AUTH_TOKEN with it',
    );
  return {
    ...data,
    PUBLIC_URL: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, ''),
    LOCAL_TEST_MAIL:
      data.LOCAL_TEST_MAIL ?? (data.SEED_DEMO && !data.DATABASE_URL && data.NODE_ENV !== 'test'),
    DATA_DIR: path.resolve(parsed.data.DATA_DIR),
    FILES_DIR: path.resolve(parsed.data.FILES_DIR ?? path.join(parsed.data.DATA_DIR, 'files')),
    WEB_DIST: path.resolve(parsed.data.WEB_DIST),
    GDPR_LEDGER_DIR: path.resolve(
      parsed.data.GDPR_LEDGER_DIR ?? path.join(parsed.data.DATA_DIR, 'gdpr-ledger'),
    ),
  };
}
