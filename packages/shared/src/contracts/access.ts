import type { FeatureGate } from '../permissions/feature-gates';
import type { ProjectAction } from '../permissions/project-roles';
import type { ApiScope } from './public-api';

/**
 * Every API route declares one of these (a test walks the route table to enforce it).
 * - public: no session needed (sign up, log in, health, docs)
 * - signedIn: any signed-in member of a team
 * - gate: signed in and the feature gate allows the member
 * - project: signed in and the member's role on the project named in the request allows the action
 * - apiKey: the public API: a team's API key (`Authorization: Bearer`) holding the scope; no session
 * A gate rule with `hidden` answers 404 rather than 401/403 to those it refuses: the route does not
 * exist for them (the customer console of this installation's operator).
 */
export type AccessRule =
  | { public: true }
  | { signedIn: true }
  | { gate: FeatureGate; hidden?: true }
  | { project: ProjectAction }
  | { apiKey: ApiScope };
