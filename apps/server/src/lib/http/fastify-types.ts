import type { AccessRule } from '@talentbase/shared';
import type { AccountContext } from '../../modules/auth/account-context';
import type { ApiKeyContext } from '../../modules/public-api/api-key-auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route declares who may call it; see access-guard.ts. */
    access?: AccessRule;
    /** A GET with a side effect (a contact reveal spends a credit) needs the CSRF header too. */
    csrfOnRead?: boolean;
    /**
     * A public form that a third party posts without our cookies, by design: the RFC 8058
     * one-click unsubscribe (a mail provider's POST) and the unsubscribe page's button. Such a
     * route must be public, idempotent and authorised by a signed token in its path.
     */
    csrfExempt?: boolean;
  }
  interface FastifyInstance {
    /** Features of this installation given to every signed-in subject (app.ts), e.g. local_test_mail. */
    installationFeatures: readonly string[];
  }
  interface FastifyRequest {
    /** The signed-in member, or null. Set by the session hook before any handler runs. */
    account: AccountContext | null;
    /** The team's API key of a public API call (`Authorization: Bearer`), or null. */
    apiKey: ApiKeyContext | null;
  }
}
