import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { describe, expect, it } from 'vitest';
import { envPrefix, OAUTH_PROVIDERS, oauthClientFor, oauthUnavailable } from './oauth-clients';

const entry = (id: string) => {
  const e = connectEntry(id);
  if (!e) throw new Error(id);
  return e;
};

describe('OAuth clients', () => {
  it('covers every OAuth entry that is connected from the apps home', () => {
    for (const id of ['bullhorn_salesforce', 'top_echelon', 'bamboohr', 'paycor', 'paylocity'])
      expect(OAUTH_PROVIDERS[id], id).toBeDefined();
    expect(envPrefix('top_echelon')).toBe('TALENTBASE_OAUTH_TOP_ECHELON');
  });

  it('Bullhorn for Salesforce: the form’s consumer key and secret, Salesforce’s endpoints, scope full', () => {
    const r = oauthClientFor(entry('bullhorn_salesforce'), { consumer_key: 'k', consumer_secret: 's' }, {});
    expect(r).toEqual({
      client: {
        clientId: 'k',
        clientSecret: 's',
        authorizeUrl: 'https://login.salesforce.com/services/oauth2/authorize',
        tokenUrl: 'https://login.salesforce.com/services/oauth2/token',
        scope: 'full refresh_token',
        statePrefix: null,
      },
    });
    expect(oauthUnavailable(entry('bullhorn_salesforce'), {})).toBeNull();
    const sandbox = oauthClientFor(
      entry('bullhorn_salesforce'),
      { consumer_key: 'k', consumer_secret: 's' },
      {
        TALENTBASE_OAUTH_BULLHORN_SALESFORCE_TOKEN_URL: 'https://test.salesforce.com/services/oauth2/token',
      },
    );
    expect('client' in sandbox && sandbox.client.tokenUrl).toBe(
      'https://test.salesforce.com/services/oauth2/token',
    );
  });

  it('Top Echelon: the operator’s client, scope "read write", state prefix "integrate"; missing says which variables', () => {
    expect(oauthUnavailable(entry('top_echelon'), {})).toMatch(
      /operator of this Talentbase installation must configure TALENTBASE_OAUTH_TOP_ECHELON_CLIENT_ID, TALENTBASE_OAUTH_TOP_ECHELON_CLIENT_SECRET/,
    );
    const env = {
      TALENTBASE_OAUTH_TOP_ECHELON_CLIENT_ID: 'id',
      TALENTBASE_OAUTH_TOP_ECHELON_CLIENT_SECRET: 'secret',
      TALENTBASE_OAUTH_TOP_ECHELON_AUTHORIZE_URL: 'https://te.example/oauth/authorize',
      TALENTBASE_OAUTH_TOP_ECHELON_TOKEN_URL: 'https://te.example/oauth/token',
    };
    expect(oauthUnavailable(entry('top_echelon'), env)).toBeNull();
    const r = oauthClientFor(entry('top_echelon'), {}, env);
    expect('client' in r && r.client).toMatchObject({
      clientId: 'id',
      scope: 'read write',
      statePrefix: 'integrate',
    });
    expect(oauthUnavailable(entry('paycor'), env)).toMatch(/TALENTBASE_OAUTH_PAYCOR_CLIENT_ID/);
    expect(oauthUnavailable(entry('greenhouse'), env)).toMatch(/not available/);
  });
});
