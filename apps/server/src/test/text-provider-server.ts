/**
 * A text provider for tests that follows Twilio's published REST API (2010-04-01), the one party
 * of the text channel we cannot run: HTTP Basic auth with the account sid and auth token (401,
 * error 20003, otherwise), form-encoded requests, JSON answers with Twilio's field names, and
 * errors as `{code, message, more_info, status}`.
 * - GET  /2010-04-01/Accounts/{Sid}/AvailablePhoneNumbers/{Country}/Local.json?AreaCode=
 * - POST /2010-04-01/Accounts/{Sid}/IncomingPhoneNumbers.json  PhoneNumber, SmsUrl
 * - POST /2010-04-01/Accounts/{Sid}/Messages.json  To, From, Body, StatusCallback (From must be a
 *   number of the account: 21606; To must be E.164: 21211)
 * It plays the carrier and the candidate too: `sendStatus` posts a status callback and
 * `sendInbound` a text to a number's SmsUrl, both signed with X-Twilio-Signature exactly as
 * Twilio signs them. `deliver` carries those posts (tests hand them to the app in-process).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../modules/engage/text/twilio-signature';

export type SentMessage = {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
  status: string;
};

export type WebhookPost = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

const fetchPost: WebhookPost = async (url, body, headers) => {
  const res = await fetch(url, { method: 'POST', body, headers });
  return { status: res.status, body: await res.text() };
};

export class TextProviderServer {
  readonly accountSid = `AC${crypto.randomBytes(16).toString('hex')}`;
  readonly authToken = crypto.randomBytes(16).toString('hex');
  readonly messages: SentMessage[] = [];
  /** Numbers the account owns: E.164 -> where inbound texts to it are posted. */
  readonly owned = new Map<string, { sid: string; smsUrl: string | null }>();
  /** Numbers on offer per area code; an area code not listed offers five made-up ones. */
  readonly offers = new Map<string, string[]>();
  /** Answer the next `n` message requests with a 500 (a provider outage). */
  failNext = 0;
  private server: http.Server | null = null;
  url = '';

  constructor(private readonly deliver: WebhookPost = fetchPost) {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => this.handle(req, raw, res));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private json(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private error(res: http.ServerResponse, status: number, code: number, message: string) {
    this.json(res, status, {
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    });
  }

  private handle(req: http.IncomingMessage, raw: string, res: http.ServerResponse) {
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return this.error(res, 401, 20003, 'Authenticate');
    const url = new URL(req.url ?? '/', this.url);
    const prefix = `/2010-04-01/Accounts/${this.accountSid}`;
    if (!url.pathname.startsWith(`${prefix}/`))
      return this.error(res, 404, 20404, 'The requested resource was not found');
    const path = url.pathname.slice(prefix.length);
    const form = new URLSearchParams(raw);

    const available = /^\/AvailablePhoneNumbers\/([A-Z]{2})\/Local\.json$/.exec(path);
    if (available && req.method === 'GET') {
      const areaCode = url.searchParams.get('AreaCode') ?? '';
      const offered =
        this.offers.get(areaCode) ??
        Array.from({ length: 5 }, (_, i) => `+1${areaCode}${String(2000000 + i * 137).padStart(7, '0')}`);
      const free = offered.filter((n) => !this.owned.has(n));
      return this.json(res, 200, {
        uri: `${prefix}${path}${url.search}`,
        available_phone_numbers: free.map((n) => ({
          phone_number: n,
          friendly_name: `(${n.slice(2, 5)}) ${n.slice(5, 8)}-${n.slice(8)}`,
          iso_country: available[1],
          capabilities: { voice: true, SMS: true, MMS: true },
        })),
      });
    }
    if (path === '/IncomingPhoneNumbers.json' && req.method === 'POST') {
      const number = form.get('PhoneNumber') ?? '';
      if (!/^\+1\d{10}$/.test(number) || this.owned.has(number))
        return this.error(res, 400, 21422, 'PhoneNumber requested is not available');
      const sid = `PN${crypto.randomBytes(16).toString('hex')}`;
      this.owned.set(number, { sid, smsUrl: form.get('SmsUrl') });
      return this.json(res, 201, {
        sid,
        account_sid: this.accountSid,
        phone_number: number,
        sms_url: form.get('SmsUrl'),
      });
    }
    if (path === '/Messages.json' && req.method === 'POST') {
      if (this.failNext > 0) {
        this.failNext -= 1;
        return this.error(res, 500, 20500, 'Internal Server Error');
      }
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const body = form.get('Body') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to))
        return this.error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (!this.owned.has(from))
        return this.error(
          res,
          400,
          21606,
          `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`,
        );
      if (body.length === 0 || body.length > 1600)
        return this.error(res, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
      const message: SentMessage = {
        sid: `SM${crypto.randomBytes(16).toString('hex')}`,
        to,
        from,
        body,
        statusCallback: form.get('StatusCallback'),
        status: 'queued',
      };
      this.messages.push(message);
      return this.json(res, 201, {
        sid: message.sid,
        account_sid: this.accountSid,
        to,
        from,
        body,
        status: 'queued',
        num_segments: String(Math.ceil(body.length / 153)),
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        date_created: new Date().toUTCString(),
      });
    }
    return this.error(res, 404, 20404, 'The requested resource was not found');
  }

  /** Posts a signed form to `url` as Twilio does (`signWith` lets a test forge a wrong signature). */
  async post(url: string, params: Record<string, string>, signWith: string | null = this.authToken) {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (signWith !== null) headers['x-twilio-signature'] = twilioSignature(signWith, url, params);
    return this.deliver(url, new URLSearchParams(params).toString(), headers);
  }

  /** The carrier reports on a sent message: posts MessageStatus (and ErrorCode) to its StatusCallback. */
  async sendStatus(sid: string, status: string, errorCode?: string) {
    const message = this.messages.find((m) => m.sid === sid);
    if (!message?.statusCallback) throw new Error(`no message ${sid} with a status callback`);
    message.status = status;
    return this.post(message.statusCallback, {
      AccountSid: this.accountSid,
      MessageSid: sid,
      SmsSid: sid,
      MessageStatus: status,
      SmsStatus: status,
      From: message.from,
      To: message.to,
      ApiVersion: '2010-04-01',
      ...(errorCode ? { ErrorCode: errorCode } : {}),
    });
  }

  /** A person texts one of the account's numbers: posts From/To/Body/MessageSid to its SmsUrl. */
  async sendInbound(input: { from: string; to: string; body: string; signWith?: string | null }) {
    const smsUrl = this.owned.get(input.to)?.smsUrl;
    if (!smsUrl) throw new Error(`${input.to} is not a number of this account with an SmsUrl`);
    const sid = `SM${crypto.randomBytes(16).toString('hex')}`;
    const res = await this.post(
      smsUrl,
      {
        AccountSid: this.accountSid,
        MessageSid: sid,
        SmsMessageSid: sid,
        From: input.from,
        To: input.to,
        Body: input.body,
        NumMedia: '0',
        ApiVersion: '2010-04-01',
      },
      input.signWith === undefined ? this.authToken : input.signWith,
    );
    return { ...res, sid };
  }
}
