/**
 * Runs the fuzzer: for every operation, fast-check properties over generated requests ("no 5xx,
 * nothing slower than the limit"), in rounds so the operations interleave (a project deleted by
 * one is missing for the next, as in real use), with the team's ids reloaded before each batch.
 * Counts answers by status per operation and keeps every failing request verbatim. The CI test
 * and `npm run fuzz` share it.
 */
import fc from 'fast-check';
import type { FuzzClient } from './fuzz-client';
import {
  type ClientRole,
  describeRequest,
  type FuzzOperation,
  type IdPool,
  type Prepared,
  prepare,
  type RequestPlan,
  repair,
  requestArbitrary,
  toWire,
} from './fuzz-requests';

export type OperationStats = {
  requests: number;
  statuses: Record<string, number>;
  /** Answers that came from the route (its validation or handler), not from the door. */
  reached: number;
  /** Answers from the handler itself: a success, or a refusal after the schema accepted the request. */
  handled: number;
  slowestMs: number;
};

export type FuzzFailure = {
  operation: string;
  variant: string;
  why: string;
  request: string;
  response: string;
  seed: number;
};

export type FuzzOptions = {
  operations: FuzzOperation[];
  clients: Record<ClientRole, FuzzClient>;
  /** Signs a client in again when its session is gone (the spare member logs itself out). */
  ensureSignedIn: (role: ClientRole) => Promise<void>;
  loadPool: () => Promise<IdPool>;
  runsPerOperation: number;
  /** Stop after this many requests (repairs count), even mid-round. */
  maxRequests?: number;
  /** Runs per operation and round. */
  batch: number;
  seed: number;
  slowMs: number;
  /** CI: stop an operation at its first failure (fast-check reports it); CLI: count on. */
  stopOperationOnFailure: boolean;
  onProgress?: (done: number, total: number) => void;
  /** Every request and its answer, one line each (for tracing a run). */
  onResponse?: (line: string) => void;
};

export type FuzzResult = {
  stats: Map<string, OperationStats>;
  failures: FuzzFailure[];
  requests: number;
  ms: number;
};

// Answers that never reached the route: no session, CSRF, gates, media type, limits, the router.
const DOOR_CODES = new Set([
  'UNAUTHENTICATED',
  'CSRF_FAILED',
  'FORBIDDEN',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
]);

function reachedRoute(status: number, body: string): boolean {
  if (status < 400 || status >= 500) return true;
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(body);
  } catch {
    return true;
  }
  if (DOOR_CODES.has(parsed.code ?? '')) return false;
  if (parsed.code === 'MALFORMED_JSON' || parsed.code === 'PAYLOAD_TOO_LARGE') return false;
  if (status === 404 && parsed.message?.startsWith('No route')) return false;
  if (status === 400 && parsed.message?.startsWith('The address')) return false;
  return true;
}

// Refusals by the route's schema (Fastify validation), as the error handler words them.
const SCHEMA_REFUSAL = /^The request (body|querystring|params|headers) is invalid$/;

function reachedHandler(status: number, body: string): boolean {
  if (status >= 200 && status < 300) return true;
  if (!reachedRoute(status, body) || status >= 500) return false;
  try {
    const parsed = JSON.parse(body) as { message?: string };
    return !SCHEMA_REFUSAL.test(parsed.message ?? '');
  } catch {
    return true;
  }
}

export async function runFuzz(opts: FuzzOptions): Promise<FuzzResult> {
  const stats = new Map<string, OperationStats>(
    opts.operations.map((op) => [
      op.key,
      { requests: 0, statuses: {}, reached: 0, handled: 0, slowestMs: 0 },
    ]),
  );
  const failures: FuzzFailure[] = [];
  const failed = new Set<string>();
  const arbitraries = new Map(opts.operations.map((op) => [op.key, requestArbitrary(op)]));
  const total = opts.maxRequests ?? opts.operations.length * opts.runsPerOperation;
  const rounds = Math.ceil(opts.runsPerOperation / opts.batch);
  const started = performance.now();
  let done = 0;
  for (let round = 0; round < rounds; round++) {
    for (const [index, op] of opts.operations.entries()) {
      if (opts.maxRequests !== undefined && done >= opts.maxRequests) break;
      const runs = Math.min(opts.batch, opts.runsPerOperation - round * opts.batch);
      if (runs <= 0 || (opts.stopOperationOnFailure && failed.has(op.key))) continue;
      const pool = await opts.loadPool();
      const client = opts.clients[op.client];
      const seed = opts.seed + round * 10_000 + index;
      const stat = stats.get(op.key) as OperationStats;
      const property = fc.asyncProperty(
        arbitraries.get(op.key) as fc.Arbitrary<RequestPlan>,
        async (plan) => {
          await opts.ensureSignedIn(op.client);
          let prepared: Prepared | null = prepare(op, plan, pool);
          let why = '';
          // A valid plan refused for fields the schema cannot express is retried without them.
          for (let attempt = 0; prepared && attempt < (plan.variant === 'valid' ? 3 : 1) && !why; attempt++) {
            const req = toWire(prepared);
            let status = 0;
            let body = '';
            let ms = 0;
            try {
              ({ status, body, ms } = await client.send(req, plan.auth));
            } catch (error) {
              body = String(error);
            }
            done++;
            stat.requests++;
            stat.statuses[String(status)] = (stat.statuses[String(status)] ?? 0) + 1;
            stat.slowestMs = Math.max(stat.slowestMs, ms);
            if (reachedRoute(status, body)) stat.reached++;
            if (reachedHandler(status, body)) stat.handled++;
            opts.onResponse?.(
              `${plan.variant} ${describeRequest(req).slice(0, 600)}\n  -> ${status} ${body.slice(0, 300)}`,
            );
            why =
              status === 0
                ? 'no answer'
                : status >= 500
                  ? `answered ${status}`
                  : ms > opts.slowMs
                    ? `took ${Math.round(ms)} ms`
                    : '';
            if (why) {
              failed.add(op.key);
              failures.push({
                operation: op.key,
                variant: attempt ? `${plan.variant} (repaired ${attempt}x)` : plan.variant,
                why,
                request: describeRequest(req),
                response: body.slice(0, 300),
                seed,
              });
            }
            prepared = repair(op, prepared, { status, body });
          }
          return !(why && opts.stopOperationOnFailure);
        },
      );
      await fc.check(property, { numRuns: runs, seed, endOnFailure: true });
      opts.onProgress?.(done, total);
    }
  }
  return { stats, failures, requests: done, ms: performance.now() - started };
}

/** Operations whose handler never ran: every request was refused by the door or the schema. */
export function unhandled(result: FuzzResult): string[] {
  return [...result.stats]
    .filter(([, s]) => s.handled === 0)
    .map(([key, s]) => `${key} ${JSON.stringify(s.statuses)}`);
}

/** Operations the run did not exercise: never reached their route (only refusals at the door). */
export function uncovered(result: FuzzResult): string[] {
  return [...result.stats]
    .filter(([, s]) => s.requests === 0 || s.reached === 0)
    .map(
      ([key, s]) => `${key} (${s.requests} requests, none reached the route: ${JSON.stringify(s.statuses)})`,
    );
}

/** A Markdown table of answers by status per operation. */
export function statusTable(result: FuzzResult): string {
  const codes = [...new Set([...result.stats.values()].flatMap((s) => Object.keys(s.statuses)))].sort();
  const header = `| operation | requests | ${codes.join(' | ')} | slowest ms |`;
  const rule = `|---|---:|${codes.map(() => '---:').join('|')}|---:|`;
  const rows = [...result.stats]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([key, s]) =>
        `| \`${key}\` | ${s.requests} | ${codes.map((c) => s.statuses[c] ?? '').join(' | ')} | ${Math.round(s.slowestMs)} |`,
    );
  return [header, rule, ...rows].join('\n');
}
