import { OauthCallback } from '../../features/integrations/components/oauth-callback';

/** `/integrations/oauth/callback`: where OAuth providers send the browser back after signing in. */
export function OauthCallbackPage() {
  return <OauthCallback />;
}

/** `/integrations/oauth/bullhorn-salesforce/callback`. */
export function BullhornSalesforceCallbackPage() {
  return <OauthCallback providerId="bullhorn_salesforce" />;
}

/** `/integrations/oauth/top-echelon/callback`. */
export function TopEchelonCallbackPage() {
  return <OauthCallback providerId="top_echelon" />;
}
