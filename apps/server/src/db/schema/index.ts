// The schema drizzle-kit reads to generate migrations, and the client's typed schema.
export * from './accounts';
export * from './applicant-match';
export * from './candidates';
export * from './custom-fields';
export * from './engage';
export * from './engage-text';
export * from './gdpr';
export * from './meetings';
export * from './offers';
export * from './organizations';
export * from './projects';
export * from './sessions';
export * from './sso';
export * from './talent';
export * from './team-admin';
export * from './team-settings';
export * from './team-tags';
