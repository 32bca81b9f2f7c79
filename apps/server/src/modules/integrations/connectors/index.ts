/** The connectors' public surface: the interface and its types, the registry, and the errors. */
export type {
  CandidatePayload,
  Connector,
  ConnectorCredentials,
  ConnectorErrorKind,
  ConnectorOptions,
  DeclineReason,
  ExternalApplicant,
  ExternalJob,
  ExternalStage,
  IdempotencyStore,
  Page,
  PushCandidateInput,
  PushResult,
  ResumeFile,
  WebhookRequest,
} from './connector';
export { ConnectorError, memoryIdempotencyStore } from './connector';
export { signGenericPayload } from './generic-webhook';
export { CONNECTOR_PROVIDER_IDS, connectorFor, credentialsFromFields, hasConnector } from './registry';
