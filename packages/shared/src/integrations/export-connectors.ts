/**
 * The connect-catalogue providers Talentbase can export candidates to (the server's connectors,
 * apps/server/src/modules/integrations/connectors/registry.ts; a test keeps the two lists equal).
 * The pipeline offers "Export to ATS" only when the team has a connection to one of them.
 */
export const EXPORT_CONNECTOR_PROVIDER_IDS: readonly string[] = [
  'greenhouse_harvest',
  'greenhouse',
  'lever',
  'workable',
  'ashby',
  'teamtailor',
  'jazzhr',
  'bullhorn',
  'workday',
  'generic_webhook',
  'webhook',
];

export const canExportTo = (providerId: string): boolean =>
  EXPORT_CONNECTOR_PROVIDER_IDS.includes(providerId);
