import { useLocation } from 'react-router';
import { OauthCallback } from '../../features/integrations/components/oauth-callback';

/** The providers with a callback page of their own (docs/decisions.md "OAuth connections"). */
const OWN_PAGES: Record<string, string> = {
  '/integrations/oauth/bullhorn-salesforce/callback': 'bullhorn_salesforce',
  '/integrations/oauth/top-echelon/callback': 'top_echelon',
};

/**
 * Where OAuth providers send the browser back after signing in: `/integrations/oauth/callback`,
 * `/integrations/oauth/bullhorn-salesforce/callback` and `/integrations/oauth/top-echelon/callback`.
 */
export function OauthCallbackPage() {
  const providerId = OWN_PAGES[useLocation().pathname.replace(/\/+$/, '')];
  return <OauthCallback {...(providerId ? { providerId } : {})} />;
}
