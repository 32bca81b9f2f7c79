/**
 * Text messages over HTTP.
 * - Signed in (gate `engage`), under the campaign base: `GET {campaigns}/text/area-codes`,
 *   `GET {campaigns}/text/phone-number` (the caller's number) and
 *   `POST {campaigns}/text/assign-phone-numbers {areaCode}`.
 * - Signed in, for the two-command setup: `GET /api/tb-v2/v1/engage/text/local-texts` and
 *   `POST .../local-texts/{id}/answer` (local-texts.service.ts).
 * - Public, for the provider (no session, no CSRF token): `POST /api/tb-v2/v1/engage/text/webhooks/status`
 *   (status callbacks) and `.../webhooks/inbound` (texts to our numbers). Both check
 *   X-Twilio-Signature over PUBLIC_URL + the path and query, and the form parameters; a missing
 *   or wrong signature is a 403, logged with the reason, and changes nothing.
 */
import {
  areaCodesResponseSchema,
  assignPhoneNumberBodySchema,
  localTextAnswerBodySchema,
  localTextAnswerResponseSchema,
  localTextParamsSchema,
  localTextsQuerySchema,
  localTextsResponseSchema,
  myTextPhoneNumberSchema,
  textPhoneNumberSchema,
} from '@talentbase/shared/contracts/engage-text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { requireAccount } from '../../../lib/http/access-guard';
import { engageErrors } from '../templates/templates.routes';
import { answerLocalText, listLocalTexts } from './local-texts.service';
import { assignPhoneNumber, listAreaCodes, myPhoneNumber } from './phone-numbers.service';
import { TEXT_WEBHOOK_PATH, type TextConfig } from './text-config';
import { intakeText } from './text-inbound';
import { recordTextStatus } from './text-status';
import { type FormParams, formValue, parseForm, validTwilioSignature } from './twilio-signature';

const BASE = '/api/tb-v2/v1/campaigns/text';
const ENGAGE = { access: { gate: 'engage' as const } };
const WEBHOOK = { access: { public: true as const }, csrfExempt: true };
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export async function textRoutes(app: FastifyInstance, opts: { db: Database; config: () => TextConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  // Only in this plugin: the provider posts form bodies, read as text and checked before use.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, typeof body === 'string' ? body : body.toString('utf8')),
  );

  r.get(`${BASE}/area-codes`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'The area codes a phone number for texts can be picked in',
      response: { 200: areaCodesResponseSchema, ...engageErrors },
    },
    handler: async () => listAreaCodes(),
  });

  r.get(`${BASE}/phone-number`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'The phone number you send texts from (null before you picked one)',
      response: { 200: myTextPhoneNumberSchema, ...engageErrors },
    },
    handler: async (req) => myPhoneNumber(db, requireAccount(req).scope, opts.config()),
  });

  r.post(`${BASE}/assign-phone-numbers`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Get a phone number for texts in an area code; it is assigned to you in your team',
      body: assignPhoneNumberBodySchema,
      response: { 200: textPhoneNumberSchema, ...engageErrors },
    },
    handler: async (req) =>
      assignPhoneNumber(db, requireAccount(req).scope, opts.config(), req.body.areaCode, req.ip ?? null),
  });

  const LOCAL = '/api/tb-v2/v1/engage/text/local-texts';
  r.get(LOCAL, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Texts your team sent that the built-in local provider caught (no text provider configured)',
      querystring: localTextsQuerySchema,
      response: { 200: localTextsResponseSchema, ...engageErrors },
    },
    handler: async (req) => listLocalTexts(db, requireAccount(req).scope, req.query.page, req.query.pageSize),
  });

  r.post(`${LOCAL}/:id/answer`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary:
        'Answer a caught text as the candidate: STOP, START or a reply, taken in like a real inbound text',
      params: localTextParamsSchema,
      body: localTextAnswerBodySchema,
      response: { 200: localTextAnswerResponseSchema, ...engageErrors },
    },
    handler: async (req) =>
      answerLocalText(db, requireAccount(req).scope, opts.config(), req.params.id, req.body.body),
  });

  /** The form when the signature holds, else null after answering 403 with the reason logged. */
  function signedForm(req: FastifyRequest, reply: FastifyReply): FormParams | null {
    const config = opts.config();
    const refuse = (reason: string) => {
      req.log.warn({ reason, url: req.url }, 'text webhook refused');
      void reply.code(403).send({ code: 'FORBIDDEN', message: reason, details: null });
      return null;
    };
    if (!config.authToken)
      return refuse('No text provider is configured: this server takes no text webhooks.');
    if (typeof req.body !== 'string')
      return refuse('The webhook must be form-encoded, as the provider posts it.');
    const signature = req.headers['x-twilio-signature'];
    if (typeof signature !== 'string' || signature === '')
      return refuse('The X-Twilio-Signature header is missing.');
    const form = parseForm(req.body);
    if (!validTwilioSignature(config.authToken, `${config.publicUrl}${req.url}`, form, signature))
      return refuse('The X-Twilio-Signature does not match this request.');
    return form;
  }

  r.post(`${TEXT_WEBHOOK_PATH}/status`, {
    config: WEBHOOK,
    schema: {
      tags: ['engage'],
      summary: 'Text status callback from the provider (signed: X-Twilio-Signature)',
    },
    handler: async (req, reply) => {
      const form = signedForm(req, reply);
      if (!form) return reply;
      const rowId = Number(new URL(req.url, 'http://x').searchParams.get('m'));
      const sid = formValue(form, 'MessageSid');
      const status = formValue(form, 'MessageStatus').toLowerCase();
      if (!Number.isSafeInteger(rowId) || rowId <= 0 || !sid || !status) {
        req.log.warn({ rowId, sid, status }, 'text status callback without a message, sid or status');
        return reply.code(400).send({
          code: 'VALIDATION_FAILED',
          message: 'MessageSid and MessageStatus are required',
          details: null,
        });
      }
      const errorCode = formValue(form, 'ErrorCode') || null;
      const known = await db.transaction((tx) =>
        recordTextStatus(tx, { messageRowId: rowId, sid, status, errorCode }),
      );
      if (!known)
        req.log.warn({ rowId, sid, status }, 'text status callback for a text we have no record of');
      return reply.code(204).send();
    },
  });

  r.post(`${TEXT_WEBHOOK_PATH}/inbound`, {
    config: WEBHOOK,
    schema: { tags: ['engage'], summary: 'A text sent to one of our numbers (signed: X-Twilio-Signature)' },
    handler: async (req, reply) => {
      const form = signedForm(req, reply);
      if (!form) return reply;
      const text = {
        sid: formValue(form, 'MessageSid'),
        from: formValue(form, 'From'),
        to: formValue(form, 'To'),
        body: formValue(form, 'Body'),
      };
      if (!text.sid || !text.from || !text.to) {
        req.log.warn({ sid: text.sid }, 'inbound text without a sid, sender or number');
        return reply.code(400).send({
          code: 'VALIDATION_FAILED',
          message: 'MessageSid, From and To are required',
          details: null,
        });
      }
      const result = await intakeText(db, text);
      if (result.kind === 'unknown_number' || result.kind === 'unmatched' || result.kind === 'help')
        req.log.info({ sid: text.sid, kind: result.kind }, 'inbound text matched no sequence: not kept');
      return reply.type('text/xml').send(EMPTY_TWIML);
    },
  });
}
