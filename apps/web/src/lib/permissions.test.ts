import { PROJECT_ROLE } from '@talentbase/shared';
import { describe, expect, it } from 'vitest';
import { currentUser, subject } from '../test/fixtures';
import { userCan, userCanInProject } from './permissions';

describe('userCan', () => {
  it('reads the shared gate table with the subject from /api/auth/me', () => {
    const starter = currentUser({ subject: subject({ plan: 'basic' }) });
    expect(userCan(starter, 'sourcing')).toBe(true);
    expect(userCan(starter, 'appsHome')).toBe(false);
    expect(userCan(null, 'signedIn')).toBe(false);
  });
});

describe('userCanInProject', () => {
  const member = currentUser({ subject: subject({ plan: 'pro', permissions: ['applicant.edit'] }) });
  const noApplicantEdit = currentUser({ subject: subject({ plan: 'pro' }) });

  it('follows the project role table', () => {
    expect(userCanInProject(member, PROJECT_ROLE.OWNER, 'project.delete')).toBe(true);
    expect(userCanInProject(member, PROJECT_ROLE.RECRUITER, 'project.delete')).toBe(false);
    expect(userCanInProject(member, PROJECT_ROLE.SCREENER, 'candidate.addNote')).toBe(true);
    expect(userCanInProject(member, PROJECT_ROLE.VIEWER, 'candidate.addNote')).toBe(false);
    expect(userCanInProject(member, null, 'project.leave')).toBe(false);
    expect(userCanInProject(null, PROJECT_ROLE.OWNER, 'project.leave')).toBe(false);
  });

  it('treats a Collaborator seat as a Collaborator on every project', () => {
    const collaborator = currentUser({ subject: subject({ plan: 'pro', license: 'Collaborator' }) });
    expect(userCanInProject(collaborator, PROJECT_ROLE.OWNER, 'project.delete')).toBe(false);
    expect(userCanInProject(collaborator, PROJECT_ROLE.RECRUITER, 'candidate.move')).toBe(false);
    expect(userCanInProject(collaborator, PROJECT_ROLE.OWNER, 'candidate.addNote')).toBe(
      userCanInProject(member, PROJECT_ROLE.VIEWER, 'candidate.addNote'),
    );
  });

  it('also needs the applicant-edit permission to view persona history', () => {
    expect(userCanInProject(member, PROJECT_ROLE.SOURCER, 'applicant.viewPersonaHistory')).toBe(true);
    expect(userCanInProject(noApplicantEdit, PROJECT_ROLE.OWNER, 'applicant.viewPersonaHistory')).toBe(false);
  });
});
