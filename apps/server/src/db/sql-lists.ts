/**
 * Lists and patterns as query parameters. A list goes to PostgreSQL as one array literal
 * (`= any($1::uuid[])`), whatever its length, instead of one parameter per item; a LIKE pattern
 * escapes the user's `%`, `_` and `\` so that they match themselves.
 */
import { type SQL, sql } from 'drizzle-orm';

/** `ids` as one `uuid[]` parameter. The ids must already be valid uuids (from a session or a checked body). */
export const uuidList = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** `ids` as one `bigint[]` parameter. */
export const bigintList = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::bigint[]`;

/** `text` for a LIKE / ILIKE pattern: its wildcard characters match themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern that finds `text` anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
