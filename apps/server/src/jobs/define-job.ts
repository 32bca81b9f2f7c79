import type { z } from 'zod';
import type { Database } from '../db/client';

export type JobLogger = {
  info: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};
export type JobContext = {
  db: Database;
  log: JobLogger;
  /** True once the worker is stopping: a long-running handler ends early. */
  stopping?: () => boolean;
};

/**
 * A background job: a name, a zod payload schema and a handler that lives in a sibling
 * `*.handler.ts` file and is loaded on first use. `schedule` makes it periodic (cron, UTC).
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  payload: S;
  handler: () => Promise<{
    run: (payload: z.output<S>, ctx: JobContext) => Promise<void>;
    /** When present, the worker hands over every job of a fetched batch at once. */
    runBatch?: (payloads: z.output<S>[], ctx: JobContext) => Promise<void>;
  }>;
  schedule?: { cron: string; payload: z.input<S> };
  /** Retries for a failed run, with exponential back-off unless `retryDelaySeconds` is set. */
  retryLimit?: number;
  /** A fixed wait between retries (pg-boss retryDelay), for work with a promised rhythm. */
  retryDelaySeconds?: number;
  /** Jobs fetched at once (default 1); with `runBatch` they are handled together. */
  batchSize?: number;
  /**
   * The queue's policy (pg-boss): 'standard' by default; 'stately' keeps at most one job per
   * singleton key waiting and one running, so a burst of requests for the same work is one run.
   */
  policy?: 'standard' | 'stately';
  /** How often an idle worker looks for jobs (default 2 s, at least 0.5 s). */
  pollingIntervalSeconds?: number;
};

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
