/**
 * Test support: the local text provider (Twilio's REST API, `test/text-provider-server.ts`) wired
 * to a test app. Its status and inbound webhooks reach the app in-process at the path of the URL
 * it was given, and the app's text config points at it, so a test sends, delivers and answers
 * texts exactly as the provider would.
 */
import type { FastifyInstance } from 'fastify';
import { TextProviderServer } from '../../../test/text-provider-server';
import { setTextConfig, type TextConfig } from './text-config';
import { twilioProvider } from './text-provider';

export type TextProviderFixture = { provider: TextProviderServer; config: TextConfig };

export async function startTextProviderFor(
  app: FastifyInstance,
  publicUrl = 'https://tb.example.com',
): Promise<TextProviderFixture> {
  const provider = new TextProviderServer(async (url, body, headers) => {
    const u = new URL(url);
    const res = await app.inject({ method: 'POST', url: `${u.pathname}${u.search}`, payload: body, headers });
    return { status: res.statusCode, body: res.body };
  });
  await provider.start();
  const config: TextConfig = {
    provider: twilioProvider({
      url: provider.url,
      accountSid: provider.accountSid,
      authToken: provider.authToken,
    }),
    authToken: provider.authToken,
    publicUrl,
  };
  setTextConfig(config);
  return { provider, config };
}
