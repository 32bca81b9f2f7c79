/**
 * The team's tag list over HTTP (gate teamSettings):
 *   GET  /api/v1/team-settings/tags            list with usage, search, sort, paging
 *   POST /api/v1/team-settings/tags            prepare a tag before any candidate carries it
 *   POST /api/v1/team-settings/tags/update     rename (into an existing tag: merge, with merge=true), colour, description
 *   POST /api/v1/team-settings/tags/merge      several tags into one
 *   POST /api/v1/team-settings/tags/delete     take a tag off every candidate
 * Tags are named by their text in the body, not the path: they may hold any character.
 */
import {
  createTeamTagRequestSchema,
  deleteTeamTagRequestSchema,
  errorBodySchema,
  mergeTeamTagsRequestSchema,
  teamTagChangeResponseSchema,
  teamTagListQuerySchema,
  teamTagListSchema,
  updateTeamTagRequestSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import {
  createTeamTag,
  deleteTeamTag,
  listTeamTags,
  mergeTeamTags,
  updateTeamTag,
} from './team-tags.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const base = '/api/v1/team-settings/tags';
const access = { access: { gate: 'teamSettings' as const } };

export async function teamTagsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(base, {
    config: access,
    schema: {
      tags: ['team-settings'],
      summary: "The team's tags with how many candidates carry each",
      querystring: teamTagListQuerySchema,
      response: { 200: teamTagListSchema, ...errors },
    },
    handler: async (req) => listTeamTags(db, requireAccount(req).scope, req.query),
  });

  r.post(base, {
    config: access,
    schema: {
      tags: ['team-settings'],
      summary: 'Create a tag (with an optional colour and description)',
      body: createTeamTagRequestSchema,
      response: { 200: teamTagChangeResponseSchema, ...errors },
    },
    handler: async (req) => createTeamTag(db, requireAccount(req).scope, req.body, req.ip),
  });

  r.post(`${base}/update`, {
    config: access,
    schema: {
      tags: ['team-settings'],
      summary: 'Rename a tag on every candidate, or set its colour and description',
      body: updateTeamTagRequestSchema,
      response: { 200: teamTagChangeResponseSchema, ...errors },
    },
    handler: async (req) => updateTeamTag(db, requireAccount(req).scope, req.body, req.ip),
  });

  r.post(`${base}/merge`, {
    config: access,
    schema: {
      tags: ['team-settings'],
      summary: 'Merge several tags into one (an existing tag or a new name)',
      body: mergeTeamTagsRequestSchema,
      response: { 200: teamTagChangeResponseSchema, ...errors },
    },
    handler: async (req) => mergeTeamTags(db, requireAccount(req).scope, req.body, req.ip),
  });

  r.post(`${base}/delete`, {
    config: access,
    schema: {
      tags: ['team-settings'],
      summary: 'Delete a tag from every candidate of the team',
      body: deleteTeamTagRequestSchema,
      response: { 200: teamTagChangeResponseSchema, ...errors },
    },
    handler: async (req) => deleteTeamTag(db, requireAccount(req).scope, req.body.tag, req.ip),
  });
}
