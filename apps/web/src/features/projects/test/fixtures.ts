/** Answers of the project API for component tests, shaped by the shared contracts. */
import type { ProjectInformation, ProjectListItem, ProjectListResponse } from '@talentbase/shared';

export function listItem(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  return {
    projectId: '101',
    projectName: 'Backend Engineer – Berlin',
    jobTitle: 'Backend Engineer',
    jobLocation: 'Berlin, Germany',
    projectStatus: 0,
    archived: false,
    creationSource: 0,
    recruiterRole: 3,
    owner: { userId: 'u1', name: 'Ada Lovelace' },
    candidateCount: 12,
    projectCreateDate: '2026-01-05T10:00:00.000Z',
    projectUpdateDate: '2026-02-03T10:00:00.000Z',
    lastViewedAt: null,
    ...overrides,
  };
}

export function listResponse(
  items: ProjectListItem[],
  overrides: Partial<Omit<ProjectListResponse, 'data'>> = {},
): ProjectListResponse {
  return {
    data: items,
    total: items.length,
    counts: {
      active: items.filter((i) => !i.archived).length,
      archived: items.filter((i) => i.archived).length,
    },
    ...overrides,
  };
}

export const OWNER_PERMISSIONS = [
  'project.leave',
  'project.editBasicInfo',
  'project.create',
  'project.delete',
  'project.updateHiringTeam',
];

export function projectInformation(overrides: Partial<ProjectInformation> = {}): ProjectInformation {
  return {
    ...listItem(),
    projectType: 'sourcing',
    projectDescription: 'Own the payments API.\nGo and PostgreSQL.',
    jobId: 'REQ-42',
    department: 'Engineering',
    workArrangement: 'hybrid',
    employmentType: 'full_time',
    numberOfOpenings: 2,
    projectCreator: { userId: 'u1', name: 'Ada Lovelace' },
    projectHiringMembers: [
      { userId: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 3 },
      { userId: 'u2', name: 'Grace Hopper', email: 'grace@example.com', role: 1 },
    ],
    statusBeforeArchive: null,
    permissions: OWNER_PERMISSIONS,
    ...overrides,
  };
}
