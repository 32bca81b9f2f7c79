/** Query keys of the project screens. Everything about projects sits under ['projects']. */
import type { ProjectListRequest } from '../lib/list-url';

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => ['projects', 'list'] as const,
  list: (request: ProjectListRequest) => ['projects', 'list', request] as const,
  information: (projectId: string) => ['projects', 'information', projectId] as const,
};

/** Every project query but one project's information (lists, pickers): what a change makes stale. */
export function isProjectListQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === 'projects' && queryKey[1] !== 'information';
}
