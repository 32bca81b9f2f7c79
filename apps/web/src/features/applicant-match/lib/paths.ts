import { projectPath } from '../../projects/lib/paths';

/** A project's applicant-match job page (our route: the spec names no path for it). */
export const APPLICANT_MATCH_JOB_ROUTE = '/v5/talent-pool/project/:projectId/applicant-match';

export function applicantMatchJobPath(projectId: string): string {
  return `${projectPath(projectId)}/applicant-match`;
}

/** The sample applicant-match project (spec section 1: -1 is the sample sourcing project). */
export const SAMPLE_APPLICANT_MATCH_PROJECT_ID = '-2';
