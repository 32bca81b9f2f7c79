import type { AccessRule } from '@talentbase/shared';
import type { AccountContext } from '../../modules/auth/account-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route declares who may call it; see access-guard.ts. */
    access?: AccessRule;
    /** A GET with a side effect (a contact reveal spends a credit) needs the CSRF header too. */
    csrfOnRead?: boolean;
  }
  interface FastifyInstance {
    /** Features of this installation given to every signed-in subject (app.ts), e.g. local_test_mail. */
    installationFeatures: readonly string[];
  }
  interface FastifyRequest {
    /** The signed-in member, or null. Set by the session hook before any handler runs. */
    account: AccountContext | null;
  }
}
