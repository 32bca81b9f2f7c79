/**
 * The test on save, for the vendors Talentbase has a connector for: sign in with the entered
 * credentials and read the first page of jobs, so a wrong API key is refused when it is saved,
 * not at the first export. Other catalogue entries keep the reachability check
 * (connection-test.ts). One try, ten seconds: a person is waiting for the answer.
 */
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { registerConnectionTest } from './connection-test';
import {
  CONNECTOR_PROVIDER_IDS,
  ConnectorError,
  type ConnectorErrorKind,
  connectorFor,
  credentialsFromFields,
} from './connectors';

const WHY: Record<ConnectorErrorKind, string> = {
  auth: 'refused the credentials. Check the API key (and the user it acts for) and try again.',
  not_found: 'does not know this account or address. Check the address.',
  rate_limited: 'asks us to slow down. Try the test again in a minute.',
  invalid: 'did not accept the request. Check the fields.',
  unavailable: 'could not be reached or answered with an error. Try again later.',
  timeout: 'did not answer within 10 seconds. Try again later.',
};

export function registerVendorConnectionTests(): void {
  for (const providerId of CONNECTOR_PROVIDER_IDS) {
    registerConnectionTest(providerId, async (id, credentials, context) => {
      const name = connectEntry(id)?.company ?? id;
      const connector = connectorFor(id, {
        credentials: credentialsFromFields({ ...context.settings, ...credentials }),
        allowPrivateHosts: context.allowPrivateHosts,
        timeoutMs: 10_000,
        maxRetries: 0,
      });
      try {
        const page = await connector.listJobs();
        const n = page.items.length;
        return {
          ok: true,
          message: `Signed in to ${name}: ${n === 0 ? 'no jobs yet' : `${n}${page.nextCursor ? '+' : ''} ${n === 1 ? 'job' : 'jobs'} found`}.`,
        };
      } catch (error) {
        if (error instanceof ConnectorError) return { ok: false, message: `${name} ${WHY[error.kind]}` };
        return { ok: false, message: `${name} could not be checked. Try again later.` };
      }
    });
  }
}
