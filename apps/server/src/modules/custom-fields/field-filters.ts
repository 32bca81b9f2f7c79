/**
 * All-candidates conditions on candidate custom fields, one per field, by its type: text and
 * URL contain, number and date ranges, select any-of, yes/no. A condition that does not fit its
 * field (a range on a select, an unknown or archived field) is a 400, never an empty list that
 * looks like "no matches".
 */
import { type CustomFieldFilter, isIsoDate } from '@talentbase/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { listFields } from './field-definitions.service';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Conditions on `tc` (team_candidates) for each filter. */
export async function customFieldConditions(
  db: Executor,
  teamId: string,
  filters: readonly CustomFieldFilter[],
): Promise<SQL[]> {
  if (filters.length === 0) return [];
  const fields = await listFields(db, teamId, 'candidate', false);
  const out: SQL[] = [];
  const fail = (i: number, message: string) => fieldError({ [`customFields.${i}`]: message }, message);
  for (const [i, filter] of filters.entries()) {
    const field = fields.find((f) => f.id === filter.fieldId);
    if (!field) throw fail(i, 'Filter on a custom field that does not exist or is archived');
    const value = (cond: SQL) => sql`exists (select 1 from candidate_custom_values v
        where v.team_id = tc.team_id and v.profile_id = tc.profile_id and v.field_id = ${Number(field.id)} and ${cond})`;
    switch (field.type) {
      case 'text':
      case 'url':
        if (filter.contains === undefined) throw fail(i, `${field.name}: give the text to look for`);
        out.push(value(sql`v.value #>> '{}' ilike ${likePattern(filter.contains)}`));
        continue;
      case 'number': {
        const min = filter.min === undefined ? undefined : Number(filter.min);
        const max = filter.max === undefined ? undefined : Number(filter.max);
        if (min === undefined && max === undefined)
          throw fail(i, `${field.name}: give a minimum or a maximum`);
        if ((min !== undefined && !Number.isFinite(min)) || (max !== undefined && !Number.isFinite(max)))
          throw fail(i, `${field.name}: the range must be numbers`);
        if (min !== undefined && max !== undefined && min > max)
          throw fail(i, `${field.name}: the minimum is above the maximum`);
        const n = sql`(case when jsonb_typeof(v.value) = 'number' then (v.value #>> '{}')::numeric end)`;
        out.push(
          value(
            sql`${n} is not null ${min !== undefined ? sql`and ${n} >= ${min}` : sql``} ${max !== undefined ? sql`and ${n} <= ${max}` : sql``}`,
          ),
        );
        continue;
      }
      case 'date': {
        const { min, max } = filter;
        if (min === undefined && max === undefined)
          throw fail(i, `${field.name}: give a start or an end date`);
        for (const d of [min, max])
          if (d !== undefined && (typeof d !== 'string' || !isIsoDate(d)))
            throw fail(i, `${field.name}: dates must be real dates (YYYY-MM-DD)`);
        if (typeof min === 'string' && typeof max === 'string' && min > max)
          throw fail(i, `${field.name}: the start date is after the end date`);
        const d = sql`(v.value #>> '{}')`;
        out.push(
          value(
            sql`jsonb_typeof(v.value) = 'string' ${min !== undefined ? sql`and ${d} >= ${min}` : sql``} ${max !== undefined ? sql`and ${d} <= ${max}` : sql``}`,
          ),
        );
        continue;
      }
      case 'single_select':
      case 'multi_select': {
        if (!filter.anyOf) throw fail(i, `${field.name}: choose at least one option`);
        if (filter.anyOf.some((id) => !field.options.some((o) => o.id === id)))
          throw fail(i, `${field.name}: choose among its options`);
        out.push(
          value(
            sql`v.value ?| array(select jsonb_array_elements_text(${JSON.stringify(filter.anyOf)}::jsonb))`,
          ),
        );
        continue;
      }
      case 'yes_no':
        if (filter.is === undefined) throw fail(i, `${field.name}: choose yes or no`);
        out.push(value(sql`v.value = ${JSON.stringify(filter.is)}::jsonb`));
        continue;
    }
  }
  return out;
}
