import type { FeatureGate } from '../permissions/feature-gates';
import type { ProjectAction } from '../permissions/project-roles';

/**
 * Every API route declares one of these (a test walks the route table to enforce it).
 * - public: no session needed (sign up, log in, health, docs)
 * - signedIn: any signed-in member of a team
 * - gate: signed in and the feature gate allows the member
 * - project: signed in and the member's role on the project named in the request allows the action
 */
export type AccessRule =
  | { public: true }
  | { signedIn: true }
  | { gate: FeatureGate }
  | { project: ProjectAction };
