/**
 * The text provider behind one small interface, with two implementations:
 * - `twilioProvider`: a client of a REST API that follows Twilio's published one (2010-04-01):
 *   Messages.json to send, AvailablePhoneNumbers/{Country}/Local.json to find a number in an area
 *   code, IncomingPhoneNumbers.json to buy it; HTTP Basic auth with the account sid and auth token,
 *   form-encoded requests, JSON answers, errors as `{code, message, status}`.
 * - `localTextProvider`: what the two-command setup uses when no provider is configured. It
 *   follows the same contract in-process: numbers from the fictional 555-01xx range, and a "sent"
 *   text is kept in `local_test_texts` (in the sending transaction, so a send rolled back by a
 *   crash leaves no caught copy) and reported delivered at once, since there is no carrier.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

export type OutgoingText = {
  teamId: string;
  from: string;
  to: string;
  body: string;
  /** Where the provider posts this text's status changes. */
  statusCallback: string;
};

export type SentText = { sid: string; status: string; errorCode: string | null };

export type TextProvider = {
  /** True for the built-in local provider (nothing reaches a phone). */
  local: boolean;
  /** Numbers the provider offers in the area code (E.164), at most `limit`. */
  availableNumbers(country: string, areaCode: string, limit: number): Promise<string[]>;
  /** Buys the number; texts to it are posted to `smsUrl` (our inbound webhook). */
  buyNumber(phoneNumber: string, smsUrl: string): Promise<{ sid: string; phoneNumber: string }>;
  /** `tx` is the delivery transaction; only the local provider writes through it. */
  sendMessage(text: OutgoingText, tx: Executor): Promise<SentText>;
};

/**
 * A refusal or failure of the provider's API. `permanent` is a 4xx answer (a bad number, an
 * unverified sender...): trying again sends nothing. Anything else (5xx, 429, network) is retried.
 */
export class TextProviderError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'TextProviderError';
  }
  get permanent(): boolean {
    return (
      this.httpStatus !== null && this.httpStatus >= 400 && this.httpStatus < 500 && this.httpStatus !== 429
    );
  }
}

export type TwilioCredentials = { url: string; accountSid: string; authToken: string };

const TIMEOUT_MS = 15_000;

export function twilioProvider(creds: TwilioCredentials): TextProvider {
  const base = `${creds.url.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(creds.accountSid)}`;
  const auth = `Basic ${Buffer.from(`${creds.accountSid}:${creds.authToken}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, form?: Record<string, string>) {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new TextProviderError(
        `The text provider could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        null,
        null,
      );
    }
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // A proxy's HTML error page: the status says enough.
    }
    if (!res.ok) {
      const code = typeof body.code === 'number' ? body.code : null;
      const message = typeof body.message === 'string' ? body.message : `HTTP ${res.status}`;
      throw new TextProviderError(
        `The text provider refused: ${message}${code ? ` (error ${code})` : ''}`,
        res.status,
        code,
      );
    }
    return body;
  }

  return {
    local: false,
    async availableNumbers(country, areaCode, limit) {
      const q = new URLSearchParams({ AreaCode: areaCode, SmsEnabled: 'true', PageSize: String(limit) });
      const body = await call('GET', `/AvailablePhoneNumbers/${encodeURIComponent(country)}/Local.json?${q}`);
      const list = Array.isArray(body.available_phone_numbers) ? body.available_phone_numbers : [];
      return list
        .map((n) => (n as { phone_number?: unknown }).phone_number)
        .filter((n): n is string => typeof n === 'string')
        .slice(0, limit);
    },
    async buyNumber(phoneNumber, smsUrl) {
      const body = await call('POST', '/IncomingPhoneNumbers.json', {
        PhoneNumber: phoneNumber,
        SmsUrl: smsUrl,
        SmsMethod: 'POST',
      });
      if (typeof body.sid !== 'string')
        throw new TextProviderError('The text provider answered without a number sid', null, null);
      return {
        sid: body.sid,
        phoneNumber: typeof body.phone_number === 'string' ? body.phone_number : phoneNumber,
      };
    },
    async sendMessage(text) {
      const body = await call('POST', '/Messages.json', {
        To: text.to,
        From: text.from,
        Body: text.body,
        StatusCallback: text.statusCallback,
      });
      if (typeof body.sid !== 'string')
        throw new TextProviderError('The text provider answered without a message sid', null, null);
      return {
        sid: body.sid,
        status: typeof body.status === 'string' ? body.status : 'queued',
        errorCode: body.error_code === null || body.error_code === undefined ? null : String(body.error_code),
      };
    },
  };
}

const sid = (prefix: string) => `${prefix}${crypto.randomBytes(16).toString('hex')}`;

export function localTextProvider(): TextProvider {
  return {
    local: true,
    async availableNumbers(_country, areaCode, limit) {
      // 555-0100 to 555-0199 are reserved for fiction in North America: they never reach anyone.
      return Array.from(
        { length: Math.min(limit, 100) },
        (_, i) => `+1${areaCode}55501${String(i).padStart(2, '0')}`,
      );
    },
    async buyNumber(phoneNumber) {
      return { sid: sid('PN'), phoneNumber };
    },
    async sendMessage(text, tx) {
      const messageSid = sid('SM');
      await tx.execute(sql`
        insert into local_test_texts (team_id, sid, from_number, to_number, body)
        values (${text.teamId}, ${messageSid}, ${text.from}, ${text.to}, ${text.body})`);
      return { sid: messageSid, status: 'delivered', errorCode: null };
    },
  };
}
