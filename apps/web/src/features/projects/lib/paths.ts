/** Where the project screens live. The list and create routes are the spec's; the detail route is ours. */
export const PROJECT_LIST_PATH = '/v5/talent-pool/project-list';
export const CREATE_PROJECT_PATH = '/v5/create-project';
export const PROJECT_DETAIL_ROUTE = '/v5/talent-pool/project/:projectId';

export function projectPath(projectId: string): string {
  return `/v5/talent-pool/project/${encodeURIComponent(projectId)}`;
}

/** Ids the API can answer: stored projects (positive) and the demo samples (-1, -2). */
export function isProjectIdParam(value: string | undefined): value is string {
  return typeof value === 'string' && /^-?\d{1,19}$/.test(value);
}
