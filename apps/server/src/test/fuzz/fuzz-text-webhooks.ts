/**
 * The text provider's webhooks only act on requests signed with X-Twilio-Signature, which the
 * generators cannot make. This transport signs them as the provider would: whatever the plan's
 * body was, its top-level fields are sent form-encoded (as the provider posts) and signed with
 * the test app's auth token, so the fuzzed values reach the handler behind the signature check.
 */
import { TEXT_WEBHOOK_PATH } from '../../modules/engage/text/text-config';
import { twilioSignature } from '../../modules/engage/text/twilio-signature';
import type { Transport } from './fuzz-client';

export const FUZZ_TEXT_ENV = {
  // Never called by the webhooks; the number purchase finds nothing there (a 422, not a 5xx).
  TEXT_PROVIDER_URL: 'http://127.0.0.1:9',
  TEXT_ACCOUNT_SID: 'ACfuzz',
  TEXT_AUTH_TOKEN: 'fuzz-text-auth-token',
  PUBLIC_URL: 'https://fuzz.talentbase.test',
};

function formOf(payload: string | Buffer | undefined): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(String(payload ?? ''));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
  } catch {
    return {};
  }
}

export function signingTextWebhooks(inner: Transport): Transport {
  return (req) => {
    if (!req.url.startsWith(`${TEXT_WEBHOOK_PATH}/`)) return inner(req);
    const form = formOf(req.payload);
    return inner({
      ...req,
      headers: {
        ...(req.headers ?? {}),
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(
          FUZZ_TEXT_ENV.TEXT_AUTH_TOKEN,
          `${FUZZ_TEXT_ENV.PUBLIC_URL}${req.url}`,
          form,
        ),
      },
      payload: new URLSearchParams(form).toString(),
    });
  };
}
