/**
 * A real OAuth 2.0 authorization server for tests and browser journeys: oidc-provider on a local
 * port with confidential clients (client_secret_post), PKCE required, refresh tokens, and a sign-in
 * page where the "user" at the provider logs in and allows access.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestOauthClient = { clientId: string; clientSecret: string };

export type TestOauthProvider = {
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Follows the provider's pages from the authorization URL to our redirect URI (signing in as email). */
  authorize: (authorizationUrl: string, email?: string) => Promise<string>;
  /** How many token requests the provider answered, by grant type. */
  tokenRequests: Record<string, number>;
  close: () => Promise<void>;
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startOauthProvider(options: {
  clients: TestOauthClient[];
  redirectUris: string[];
  port?: number;
}): Promise<TestOauthProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokenRequests: Record<string, number> = {};
  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: options.redirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    scopes: ['openid', 'offline_access', 'read', 'write', 'full', 'refresh_token', 'integrate'],
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      AuthorizationCode: 60,
      RefreshToken: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  provider.on('grant.success', (ctx) => {
    const grant = String((ctx.oidc.params as { grant_type?: string } | undefined)?.grant_type ?? 'unknown');
    tokenRequests[grant] = (tokenRequests[grant] ?? 0) + 1;
  });
  const callback = provider.callback();
  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      callback(req, res);
      return;
    }
    try {
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="en"><head><title>Sign in to Test ATS</title></head><body><main>
<h1>Sign in to Test ATS</h1>
<p>Talentbase asks for access: ${escapeHtml(String(details.params.scope ?? ''))}</p>
<form method="post" action="/interaction/${details.uid}">
<label>Email <input name="email" type="email" required></label>
<label>Password <input name="password" type="password" required></label>
<button type="submit">Sign in and allow access</button>
</form></main></body></html>`);
        return;
      }
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const email =
        new URLSearchParams(Buffer.concat(chunks).toString()).get('email') || 'someone@example.com';
      const grant = new provider.Grant({ accountId: email, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope ?? ''));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: email }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      res.statusCode = 400;
      res.end(String(err));
    }
  });

  const authorize = async (authorizationUrl: string, email = 'recruiter@vendor.example') => {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    for (let hop = 0; hop < 12; hop++) {
      if (options.redirectUris.some((u) => url.startsWith(u))) return url;
      const interaction = new URL(url).pathname.startsWith('/interaction/');
      const res = await fetch(url, {
        redirect: 'manual',
        method: interaction ? 'POST' : 'GET',
        headers: {
          ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...(interaction ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(interaction ? { body: new URLSearchParams({ email, password: 'x' }).toString() } : {}),
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
    authorizeUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    authorize,
    tokenRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
