/**
 * Which text provider this process talks to, and how its webhooks are checked. Set once at start
 * (app.ts) from TEXT_PROVIDER_URL / TEXT_ACCOUNT_SID / TEXT_AUTH_TOKEN; with none, the built-in
 * local provider (text-provider.ts). Tests point it at their own Twilio-compatible server.
 */
import { type Env, loadEnv } from '../../../env';
import { localTextProvider, type TextProvider, twilioProvider } from './text-provider';

export type TextConfig = {
  provider: TextProvider;
  /** Verifies X-Twilio-Signature; null with the local provider, whose webhooks accept nothing. */
  authToken: string | null;
  /** The address the provider reaches us at; webhook URLs and their signatures start with it. */
  publicUrl: string;
};

export const TEXT_WEBHOOK_PATH = '/api/tb-v2/v1/engage/text/webhooks';
export const inboundWebhookUrl = (publicUrl: string) => `${publicUrl}${TEXT_WEBHOOK_PATH}/inbound`;
export const statusCallbackUrl = (publicUrl: string, messageRowId: number) =>
  `${publicUrl}${TEXT_WEBHOOK_PATH}/status?m=${messageRowId}`;

let current: TextConfig | null = null;

export function textConfigFrom(
  env: Pick<Env, 'TEXT_PROVIDER_URL' | 'TEXT_ACCOUNT_SID' | 'TEXT_AUTH_TOKEN' | 'PUBLIC_URL'>,
): TextConfig {
  const publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  if (env.TEXT_PROVIDER_URL && env.TEXT_ACCOUNT_SID && env.TEXT_AUTH_TOKEN)
    return {
      provider: twilioProvider({
        url: env.TEXT_PROVIDER_URL,
        accountSid: env.TEXT_ACCOUNT_SID,
        authToken: env.TEXT_AUTH_TOKEN,
      }),
      authToken: env.TEXT_AUTH_TOKEN,
      publicUrl,
    };
  return { provider: localTextProvider(), authToken: null, publicUrl };
}

export function configureText(
  env: Pick<Env, 'TEXT_PROVIDER_URL' | 'TEXT_ACCOUNT_SID' | 'TEXT_AUTH_TOKEN' | 'PUBLIC_URL'>,
): TextConfig {
  current = textConfigFrom(env);
  return current;
}

/** Tests point the engine and the routes at their own provider. */
export function setTextConfig(config: TextConfig): void {
  current = config;
}

export function textConfig(): TextConfig {
  // A worker process (worker.ts) reads the same configuration on first use.
  current ??= textConfigFrom(loadEnv());
  return current;
}
