/**
 * The detail thread (detail-thread.ts): builds the scoring job's details off the main thread,
 * so neither the work nor the garbage of 50,000 details holds the event loop that answers
 * recruiters. The server build bundles this file as dist/detail-worker.js beside main.js.
 *
 * Each request names its persona as JSON text; the persona's features are computed once and
 * kept for the next batches of the same job (a few, so two jobs scored at once share it).
 */
import { parentPort } from 'node:worker_threads';
import type { Persona } from '@talentbase/shared/contracts/applicant-match';
import { type PersonaFeatures, personaFeatures } from '../matching/persona-features';
import {
  type BuiltDetail,
  detailFromResume,
  detailFromStored,
  detailRowsJson,
  jsonbBinary,
} from './detail-build';
import type { DetailReply, DetailRequest } from './detail-thread';

const PERSONAS_KEPT = 4;
const personas = new Map<string, PersonaFeatures>();

function personaFor(json: string): PersonaFeatures {
  let features = personas.get(json);
  if (!features) {
    features = personaFeatures(JSON.parse(json) as Persona);
    personas.set(json, features);
    const oldest = personas.keys().next().value;
    if (personas.size > PERSONAS_KEPT && oldest !== undefined) personas.delete(oldest);
  }
  return features;
}

function answer(request: DetailRequest): DetailReply {
  const persona = personaFor(request.persona);
  const built: BuiltDetail[] = [];
  const missing: string[] = [];
  if ('rows' in request) {
    for (const row of request.rows) {
      const detail = detailFromStored(persona, row);
      if (detail) built.push(detail);
      else missing.push(row.id);
    }
  } else {
    for (const source of request.resumes) built.push(detailFromResume(persona, source));
  }
  return { id: request.id, ok: true, rows: jsonbBinary(detailRowsJson(built)), count: built.length, missing };
}

const port = parentPort;
if (port) {
  port.on('message', (request: DetailRequest) => {
    try {
      const reply = answer(request);
      // The bytes move to the main thread without a copy.
      port.postMessage(reply, reply.ok ? [reply.rows.buffer as ArrayBuffer] : []);
    } catch (error) {
      port.postMessage({ id: request.id, ok: false, message: String(error) } satisfies DetailReply);
    }
  });
  port.postMessage('ready');
}
