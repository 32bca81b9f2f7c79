/**
 * Candidate records over HTTP. The spec's paths (section 7) are used verbatim under /api; the
 * others follow their style. Each route is signed-in only at the guard: the candidate rule
 * (candidate-access.ts) needs the candidate and the project first, so the services apply it.
 */
import {
  activitiesQuerySchema,
  activitiesResponseSchema,
  addNoteRequestSchema,
  addTagsRequestSchema,
  addTagsResponseSchema,
  candidateParamsSchema,
  candidateRecordResponseSchema,
  candidateSharesResponseSchema,
  editNoteRequestSchema,
  errorBodySchema,
  gdprReviewRequestSchema,
  gdprReviewResponseSchema,
  mentionableMembersResponseSchema,
  noteIdRequestSchema,
  noteResponseSchema,
  recordQuerySchema,
  removeTagRequestSchema,
  removeTagResponseSchema,
  revokeShareRequestSchema,
  revokeShareResponseSchema,
  shareProfilesRequestSchema,
  shareProfilesResponseSchema,
  successResponseSchema,
  teamTagsQuerySchema,
  teamTagsResponseSchema,
  updateCandidateInfoRequestSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requireAccount } from '../../lib/http/access-guard';
import { requireVisibleProjects } from '../projects/project-access';
import { callerOf } from '../projects/projects.routes';
import { parseProjectId } from '../projects/projects.service';
import { SearchContext } from '../search/search-context';
import { listActivities } from './activities.service';
import { updateCandidateInfo } from './candidate-info.service';
import { setGdprReview } from './gdpr.service';
import { addNote, deleteNote, editNote, mentionableMembers } from './notes.service';
import { getCandidateRecord } from './record.service';
import { createShare, listShares, revokeShare } from './shares.service';
import { addTags, removeTag, teamTags } from './tags.service';

/** The error answers of candidate-record calls. */
export const recordErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
};

export function parseCandidateId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw notFound('Candidate');
  return Number(raw);
}

const ok = successResponseSchema;
const signedIn = { access: { signedIn: true } } as const;

export async function candidateRecordsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  // Editing a team's own profile rebuilds its search row with the dictionary search uses.
  const search = new SearchContext(db);
  const dictionary = () => search.dictionary();

  r.get('/api/v1/candidates/:candidateId/record', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary: "A candidate's record: profile with your team's edits, contacts, tags, notes, files, projects",
      params: candidateParamsSchema,
      querystring: recordQuerySchema,
      response: { 200: candidateRecordResponseSchema, ...recordErrors },
    },
    handler: async (req) => ({
      data: await getCandidateRecord(
        db,
        callerOf(req),
        parseCandidateId(req.params.candidateId),
        req.query.projectId,
      ),
    }),
  });

  r.post('/api/v1/candidatesV2/updateCandidateInfo', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary:
        'Edit one part of a candidate: basic info, emails, phones, social links, experience or education',
      body: updateCandidateInfoRequestSchema,
      response: { 200: candidateRecordResponseSchema, ...recordErrors },
    },
    handler: async (req) => ({ data: await updateCandidateInfo(db, callerOf(req), dictionary, req.body) }),
  });

  r.post('/api/v1/pipelines/addTags', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary: 'Tag up to 1,000 candidates with up to 20 tags',
      body: addTagsRequestSchema,
      response: { 200: addTagsResponseSchema, ...recordErrors },
    },
    handler: async (req) => addTags(db, callerOf(req), req.body),
  });

  r.post('/api/v1/pipelines/removeTag', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary: 'Take a tag off a candidate',
      body: removeTagRequestSchema,
      response: { 200: removeTagResponseSchema, ...recordErrors },
    },
    handler: async (req) => removeTag(db, callerOf(req), req.body),
  });

  r.get('/api/v1/candidates/tags', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary: "Your team's tags with how many candidates carry each (autocomplete)",
      querystring: teamTagsQuerySchema,
      response: { 200: teamTagsResponseSchema, ...recordErrors },
    },
    handler: async (req) => ({ data: await teamTags(db, requireAccount(req).scope, req.query.q) }),
  });

  r.post('/api/v1/pipelines/addNotes', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary: 'Write a note on a candidate, visible to you, the hiring team or the whole team',
      body: addNoteRequestSchema,
      response: { 200: noteResponseSchema, ...recordErrors },
    },
    handler: async (req) => ({ data: await addNote(db, callerOf(req), req.body) }),
  });

  r.post('/api/v1/pipelines/editNote', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary: 'Change your note',
      body: editNoteRequestSchema,
      response: { 200: noteResponseSchema, ...recordErrors },
    },
    handler: async (req) => ({ data: await editNote(db, callerOf(req), req.body) }),
  });

  r.post('/api/v1/pipelines/deleteNote', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary: 'Delete your note',
      body: noteIdRequestSchema,
      response: { 200: ok, ...recordErrors },
    },
    handler: async (req) => {
      await deleteNote(db, callerOf(req), req.body.noteId);
      return { success: true as const };
    },
  });

  r.get('/api/v1/candidates/mentionable-members', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary: "Your team's members a note may mention, marked when on the project's hiring team",
      querystring: recordQuerySchema,
      response: { 200: mentionableMembersResponseSchema, ...recordErrors },
    },
    handler: async (req) => {
      const account = requireAccount(req);
      const projectId = req.query.projectId ? parseProjectId(req.query.projectId) : null;
      await requireVisibleProjects(db, account, [projectId]);
      return { data: await mentionableMembers(db, account.scope, projectId) };
    },
  });

  r.get('/api/v1/candidates/:candidateId/activities', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary: "A candidate's activity log, newest first, 30 at a time",
      params: candidateParamsSchema,
      querystring: activitiesQuerySchema,
      response: { 200: activitiesResponseSchema, ...recordErrors },
    },
    handler: async (req) =>
      listActivities(db, callerOf(req), parseCandidateId(req.params.candidateId), req.query),
  });

  r.put('/api/v1/candidates/gdpr-candidate-review', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary: 'Flag candidates for GDPR review, or clear the flag (audited)',
      body: gdprReviewRequestSchema,
      response: { 200: gdprReviewResponseSchema, ...recordErrors },
    },
    handler: async (req) => setGdprReview(db, callerOf(req), req.body),
  });

  r.post('/api/v1/candidatesV2/send-sharing-profile', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary:
        'Share up to 100 profiles as a read-only link (1 to 90 days, 30 by default), without contact details; compensation, visa, work authorisation and clearance only when ticked',
      body: shareProfilesRequestSchema,
      response: { 200: shareProfilesResponseSchema, ...recordErrors },
    },
    handler: async (req) => createShare(db, callerOf(req), req.body),
  });

  r.get('/api/v1/candidates/:candidateId/shares', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary: "A candidate's share links that still open (neither expired nor revoked), newest first",
      params: candidateParamsSchema,
      querystring: recordQuerySchema,
      response: { 200: candidateSharesResponseSchema, ...recordErrors },
    },
    handler: async (req) => ({
      data: await listShares(db, callerOf(req), parseCandidateId(req.params.candidateId), req.query),
    }),
  });

  r.post('/api/v1/candidatesV2/revoke-sharing-profile', {
    config: signedIn,
    schema: {
      tags: ['candidates'],
      summary: 'Revoke a share link of a candidate: it stops opening at once, for every profile it shows',
      body: revokeShareRequestSchema,
      response: { 200: revokeShareResponseSchema, ...recordErrors },
    },
    handler: async (req) => revokeShare(db, callerOf(req), req.body),
  });
}
