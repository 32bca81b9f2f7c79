/**
 * The help tab's calls (spec section 3, help tab kinds) and the build identifier. The help
 * content changes only with a deployment, so it stays fresh for the session; the build id is
 * asked every VERSION_POLL_MS while the tab is visible.
 */
import type {
  HelpArticle,
  HelpMain,
  HelpSearchResult,
  HelpTopicPage,
  VersionInfo,
  WhatsNew,
} from '@talentbase/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api-client';

export const VERSION_POLL_MS = 5 * 60_000;

/** Help says at once that it could not load (one quick retry), not after minutes. */
const content = {
  staleTime: Number.POSITIVE_INFINITY,
  retry: (failures: number, error: unknown) => failures < 1 && !(isApiError(error) && error.status < 500),
  retryDelay: 1000,
  meta: { inlineErrors: true },
} as const;

export const helpKeys = {
  main: () => ['help', 'main'] as const,
  search: (q: string) => ['help', 'search', q] as const,
  topic: (key: string) => ['help', 'topic', key] as const,
  article: (slug: string) => ['help', 'article', slug] as const,
  whatsNew: () => ['help', 'whats-new'] as const,
  version: () => ['version'] as const,
};

export function useHelpMain() {
  return useQuery({
    queryKey: helpKeys.main(),
    queryFn: ({ signal }) => api.get<HelpMain>('/v1/help', undefined, signal),
    ...content,
  });
}

export function useHelpSearch(q: string) {
  return useQuery({
    queryKey: helpKeys.search(q),
    queryFn: ({ signal }) => api.get<HelpSearchResult>('/v1/help/search', { q }, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    ...content,
  });
}

export function useHelpTopic(key: string) {
  return useQuery({
    queryKey: helpKeys.topic(key),
    queryFn: ({ signal }) =>
      api.get<HelpTopicPage>(`/v1/help/topics/${encodeURIComponent(key)}`, undefined, signal),
    ...content,
  });
}

export function useHelpArticle(slug: string) {
  return useQuery({
    queryKey: helpKeys.article(slug),
    queryFn: ({ signal }) =>
      api.get<HelpArticle>(`/v1/help/articles/${encodeURIComponent(slug)}`, undefined, signal),
    ...content,
  });
}

export function useWhatsNew() {
  return useQuery({
    queryKey: helpKeys.whatsNew(),
    queryFn: ({ signal }) => api.get<WhatsNew>('/v1/help/whats-new', undefined, signal),
    ...content,
  });
}

/** The deployed build, polled while the tab is visible; a failed poll says nothing. */
export function useBuildId() {
  return useQuery({
    queryKey: helpKeys.version(),
    queryFn: ({ signal }) => api.get<VersionInfo>('/version', undefined, signal),
    refetchInterval: VERSION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
    meta: { inlineErrors: true },
  });
}
