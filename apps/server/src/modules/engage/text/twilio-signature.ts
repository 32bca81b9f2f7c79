/**
 * Twilio's webhook signature (X-Twilio-Signature): base64 of HMAC-SHA1 keyed with the account's
 * auth token, over the full URL the provider called followed by each POST parameter's name and
 * value, the parameters sorted by name. Checked in constant time: a webhook with a missing or
 * wrong signature changes nothing.
 */
import crypto from 'node:crypto';

export type FormParams = Record<string, string | string[]>;

export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    // A repeated parameter contributes each of its values, in order.
    for (const v of Array.isArray(value) ? [...value].sort() : [value]) data += name + v;
  }
  return crypto.createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function validTwilioSignature(
  authToken: string,
  url: string,
  params: FormParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** A form-encoded body as Twilio sends it (application/x-www-form-urlencoded). */
export function parseForm(body: string): FormParams {
  const out: FormParams = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const prev = out[name];
    if (prev === undefined) out[name] = value;
    else out[name] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** One value of a parsed form (the first when repeated), or ''. */
export function formValue(params: FormParams, name: string): string {
  const v = params[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}
