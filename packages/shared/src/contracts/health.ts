import { z } from 'zod';

const part = z.enum(['ok', 'down']);
export const healthResponseSchema = z.object({
  status: part,
  db: part,
  queue: part,
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
