/** Where the candidate record lives (shared with the server, which links to it from notifications). */
export { CANDIDATE_RECORD_ROUTE, candidateRecordPath } from '@talentbase/shared/domain/app-links';

export const SHARED_PROFILES_ROUTE = '/shared/:token';
