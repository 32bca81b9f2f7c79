/**
 * The bulk add to a project: up to 10,000 candidates (ids, or a whole search resolved on the
 * server), its progress read from the NDJSON events the server streams (one per step of 500).
 */
import {
  type BulkAddEvent,
  type BulkAddRequest,
  bulkAddEventSchema,
  type SearchResponse,
} from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, postForStream } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

export type BulkAddDone = Extract<BulkAddEvent, { type: 'done' }>;
export type BulkProgress = { done: number; total: number };

export type BulkAddInput = {
  projectId: string;
  body: BulkAddRequest;
  /** Result ids on screen that the add covers: their cards then name the project. */
  pageIds: readonly number[];
  onProgress?: (progress: BulkProgress) => void;
};

function parseEvent(line: string): BulkAddEvent {
  const parsed = bulkAddEventSchema.safeParse(JSON.parse(line));
  if (!parsed.success) {
    throw new ApiError({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: 'The server sent an unexpected answer.',
    });
  }
  return parsed.data;
}

/** Reads the events as they arrive (the whole text where the browser offers no stream). */
async function* readEvents(res: Response): AsyncGenerator<BulkAddEvent> {
  if (!res.body) {
    for (const line of (await res.text()).split('\n')) if (line.trim()) yield parseEvent(line);
    return;
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) yield parseEvent(line);
      newline = buffer.indexOf('\n');
    }
    if (done) break;
  }
  if (buffer.trim()) yield parseEvent(buffer.trim());
}

export async function bulkAddToProject({ projectId, body, onProgress }: BulkAddInput): Promise<BulkAddDone> {
  const res = await postForStream(`/v1/projects/${encodeURIComponent(projectId)}/candidates/bulk`, body);
  for await (const event of readEvents(res)) {
    if (event.type === 'progress') onProgress?.({ done: event.done, total: event.total });
    else if (event.type === 'done') return event;
    else throw new ApiError({ status: 500, code: 'INTERNAL', message: event.message });
  }
  throw new ApiError({
    status: 0,
    code: 'NETWORK_ERROR',
    message: 'The connection closed before the server said the candidates were added. Check the project.',
  });
}

export function useBulkAdd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkAddToProject,
    // The dialog shows the failure in place (nothing was written).
    meta: { inlineErrors: true },
    onSuccess: (done, { pageIds }) => {
      void queryClient.invalidateQueries({ queryKey: sourcingKeys.pickableProjects() });
      // The cards on screen name the project at once, without running (and recording) the search again.
      const ids = new Set(pageIds);
      const project = { projectId: done.projectId, projectName: done.projectName };
      queryClient.setQueriesData<SearchResponse>({ queryKey: sourcingKeys.searches() }, (data) =>
        data
          ? {
              ...data,
              hits: data.hits.map((hit) =>
                !ids.has(hit.profileId) || hit.inProjects.some((p) => p.projectId === done.projectId)
                  ? hit
                  : {
                      ...hit,
                      inTeam: true,
                      inProjects: [project, ...hit.inProjects].slice(0, 3),
                      inProjectCount: hit.inProjectCount + 1,
                    },
              ),
            }
          : data,
      );
    },
  });
}
