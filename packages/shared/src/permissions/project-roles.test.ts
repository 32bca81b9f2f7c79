import { describe, expect, it } from 'vitest';
import {
  ASSIGNABLE_PROJECT_ROLES,
  canInProject,
  PROJECT_ACTIONS,
  PROJECT_ROLE,
  type ProjectAction,
  type ProjectRole,
} from './project-roles';

// Spec section 6, row by row: the role ids as the spec writes them.
const SPEC_TABLE: [ProjectAction[], ProjectRole[]][] = [
  [
    ['candidate.viewContact', 'candidate.openProfile', 'candidate.viewActivityLogs'],
    [3, 1, 2, 0, 4],
  ],
  [
    [
      'candidate.editContact',
      'candidate.editInfo',
      'candidate.editSocialLinks',
      'candidate.editExperience',
      'candidate.editEducation',
      'candidate.addFile',
      'candidate.deleteFile',
      'candidate.editProfile',
      'candidate.flagGdpr',
      'candidate.sendConsentEmail',
    ],
    [3, 1],
  ],
  [
    ['candidate.addTag', 'candidate.move', 'candidate.addNote'],
    [3, 1, 2],
  ],
  [['project.leave'], [3, 1, 2, 0, 4]],
  [['project.editBasicInfo'], [3]],
  [
    ['job.create', 'sequence.send'],
    [3, 1],
  ],
  [['candidate.bulkShare'], [3, 1, 2, 0, 4]],
  [['project.create', 'project.openApiEdit', 'project.delete'], [3]],
  [
    ['project.updateHiringTeam', 'project.assignRole'],
    [3, 1],
  ],
  [['project.updateOwner'], [3, 4]],
  [
    ['candidate.syncToAts', 'candidate.exportCsv', 'candidate.exportPdf'],
    [3, 1],
  ],
  [['applicant.moveForwardOrDecline'], [3, 1, 2, 4]],
  [
    ['applicant.editPersona', 'applicant.notesOrTags'],
    [3, 1, 2],
  ],
  [['applicant.viewPersonaHistory'], [3, 1, 2, 4]],
  // Ours, not the spec's (docs/decisions.md): the roles that source add candidates.
  [['candidate.add'], [3, 1, 4]],
  // Ours: the roles that judge a candidate fill scorecards (docs/decisions.md).
  [['candidate.score'], [3, 1, 2]],
];
const ROLES: ProjectRole[] = [0, 1, 2, 3, 4];

describe('project-role permission table', () => {
  it('uses the spec role codes', () => {
    expect(PROJECT_ROLE).toEqual({ VIEWER: 0, RECRUITER: 1, SCREENER: 2, OWNER: 3, SOURCER: 4 });
    expect(ASSIGNABLE_PROJECT_ROLES).not.toContain(3);
  });

  it('covers every action of the table exactly once', () => {
    const listed = SPEC_TABLE.flatMap(([actions]) => actions).sort();
    expect(listed).toEqual(Object.keys(PROJECT_ACTIONS).sort());
  });

  for (const [actions, allowed] of SPEC_TABLE) {
    for (const action of actions) {
      for (const role of ROLES) {
        const expected = allowed.includes(role);
        it(`${action}: role ${role} ${expected ? 'allowed' : 'refused'}`, () => {
          expect(canInProject(role, action)).toBe(expected);
        });
      }
    }
  }

  it('refuses a user with no role on the project', () => {
    expect(canInProject(null, 'candidate.openProfile')).toBe(false);
  });
});
