/**
 * The outbox's view, filters and page live in the query string, so a filtered outbox can be
 * bookmarked and Back returns to the previous one. Values the server would refuse (an unknown
 * status, a malformed id or date) are read as "no filter" rather than sent.
 */
import type { OutboxView } from '@talentbase/shared/contracts/engage-outbox';
import { OUTBOX_STATUS_LABELS } from '@talentbase/shared/domain/outbox';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type OutboxFilters = {
  status: string | null;
  campaignId: string | null;
  senderId: string | null;
  keyword: string;
  from: string;
  to: string;
};

export type OutboxUrlState = { view: OutboxView; filters: OutboxFilters; page: number };

export const NO_FILTERS: OutboxFilters = {
  status: null,
  campaignId: null,
  senderId: null,
  keyword: '',
  from: '',
  to: '',
};

const KEYS: Record<keyof OutboxFilters, string> = {
  status: 'status',
  campaignId: 'sequence',
  senderId: 'sender',
  keyword: 'q',
  from: 'from',
  to: 'to',
};

const ID = /^\d{1,15}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function valid(value: string | null, test: (v: string) => boolean): string | null {
  return value !== null && test(value) ? value : null;
}

export function readOutboxUrl(search: URLSearchParams): OutboxUrlState {
  const page = Number(search.get('page'));
  return {
    view: search.get('view') === 'messages' ? 'messages' : 'recipients',
    filters: {
      status: valid(search.get(KEYS.status), (v) => v in OUTBOX_STATUS_LABELS),
      campaignId: valid(search.get(KEYS.campaignId), (v) => ID.test(v)),
      senderId: valid(search.get(KEYS.senderId), (v) => UUID.test(v)),
      keyword: (search.get(KEYS.keyword) ?? '').slice(0, 200),
      from: valid(search.get(KEYS.from), (v) => DAY.test(v)) ?? '',
      to: valid(search.get(KEYS.to), (v) => DAY.test(v)) ?? '',
    },
    page: Number.isInteger(page) && page > 1 && page <= 50_000 ? page : 1,
  };
}

export function useOutboxUrl() {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readOutboxUrl(search), [search]);
  const update = useCallback(
    (patch: { view?: OutboxView; filters?: Partial<OutboxFilters>; page?: number }, replace = false) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (patch.view) {
            if (patch.view === 'recipients') next.delete('view');
            else next.set('view', patch.view);
          }
          for (const [name, value] of Object.entries(patch.filters ?? {})) {
            const key = KEYS[name as keyof OutboxFilters];
            if (value === null || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          // Any change but the page starts again from the first page.
          const page = patch.page ?? 1;
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setSearch],
  );
  return { ...state, update };
}
