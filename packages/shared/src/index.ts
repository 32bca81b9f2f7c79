// The package's entry re-exports the contracts and permission tables most callers need.
// Domain constants, reference lists and validators are imported by path
// (`@talentbase/shared/domain/projects`) so that each caller names what it uses.
export * from './contracts/access';
export * from './contracts/all-candidates';
export * from './contracts/auth';
export * from './contracts/automations';
export * from './contracts/candidate-records';
export * from './contracts/candidate-shares';
export * from './contracts/candidate-transfer';
export * from './contracts/custom-fields';
export * from './contracts/customer-console';
export * from './contracts/dashboard';
export * from './contracts/errors';
export * from './contracts/forms';
export * from './contracts/gdpr';
export * from './contracts/groups';
export * from './contracts/health';
export * from './contracts/hiring-process';
export * from './contracts/notification-settings';
export * from './contracts/offer-settings';
export * from './contracts/offers';
export * from './contracts/organizations';
export * from './contracts/pipelines';
export * from './contracts/projects';
export * from './contracts/scim';
export * from './contracts/settings';
export * from './contracts/sourcing';
export * from './contracts/sourcing-selection';
export * from './contracts/sso';
export * from './contracts/talent';
export * from './contracts/team-directory';
export * from './contracts/team-settings';
export * from './contracts/team-tags';
export * from './permissions/feature-gates';
export * from './permissions/project-roles';
export * from './permissions/subject';
