/**
 * A real OpenID provider for tests: oidc-provider on a free local port, one confidential client,
 * PKCE required, and an interaction endpoint that signs in whichever account the test names
 * (the "user" at the provider) and grants the requested scopes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider next (email is the account id). */
  signInAs: (email: string, name?: string) => void;
  /** Follows the provider's redirects from the authorization URL to our redirect URI. */
  authorize: (authorizationUrl: string) => Promise<string>;
  close: () => Promise<void>;
};

export async function startOidcProvider(redirectUri: string): Promise<TestOidcProvider> {
  let account = { email: 'nobody@example.com', name: 'Nobody' };
  const clientId = 'talentbase-test';
  const clientSecret = 'a-long-test-client-secret-for-talentbase';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, { email: string; name: string }>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, sub) => {
      const a = accounts.get(sub);
      if (!a) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: a.email, email_verified: true, name: a.name }),
      };
    },
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();
  server.on('request', async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      try {
        const details = await provider.interactionDetails(req, res);
        accounts.set(account.email, account);
        const grant = new provider.Grant({
          accountId: account.email,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.email }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (err) {
        res.statusCode = 500;
        res.end(String(err));
      }
      return;
    }
    callback(req, res);
  });

  const authorize = async (authorizationUrl: string) => {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      if (url.startsWith(redirectUri)) return url;
      const res = await fetch(url, {
        redirect: 'manual',
        headers: jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const [k, ...v] = (pair ?? '').split('=');
        if (k) jar.set(k.trim(), v.join('='));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`provider stopped at ${url}: ${res.status} ${await res.text()}`);
      url = new URL(location, url).toString();
    }
    throw new Error('too many redirects');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (email, name = 'Olivia Oidc') => {
      account = { email, name };
    },
    authorize,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
