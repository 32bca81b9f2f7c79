/**
 * Talent sync calls (spec section 7): getProjectConfig and getConfigStatus answer the sample
 * projects (-1, -2) as the spec says (empty data, Not Setup) and the team's real projects from
 * their ATS link; link, unlink and create-from-ATS-job change it.
 */
import {
  errorBodySchema,
  projectInformationResponseSchema,
  successResponseSchema,
  talentsyncConfigQuerySchema,
  talentsyncConfigResponseSchema,
  talentsyncCreateProjectRequestSchema,
  talentsyncLinkRequestSchema,
  talentsyncStatusRequestSchema,
  talentsyncStatusResponseSchema,
  talentsyncUnlinkRequestSchema,
} from '@talentbase/shared';
import { PROJECT_CREATION_SOURCE } from '@talentbase/shared/domain/projects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { createProject } from '../projects/project-lifecycle.service';
import { callerOf } from '../projects/projects.routes';
import { parseProjectOrDemoId } from '../projects/projects.service';
import { configStatus, linkProject, projectConfig, unlinkProject, writeLink } from './talentsync.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

export async function talentsyncRoutes(
  app: FastifyInstance,
  opts: { db: Database; secretBox?: () => SecretBox },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/v1/talentsync/getProjectConfig', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['talentsync'],
      summary: "The project's link to a job of the team's ATS (empty data when not set up)",
      querystring: talentsyncConfigQuerySchema,
      response: { 200: talentsyncConfigResponseSchema, ...errors },
    },
    handler: async (req) => {
      const config = await projectConfig(db, callerOf(req), parseProjectOrDemoId(req.query.projectId));
      return { data: config ?? {}, message: 'success' as const };
    },
  });

  r.post('/api/v1/talentsync/getConfigStatus', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['talentsync'],
      summary: 'Whether talent sync is set up, per project: Not Setup or Configured',
      body: talentsyncStatusRequestSchema,
      response: { 200: talentsyncStatusResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await configStatus(db, callerOf(req), req.body.projectIdList.map(parseProjectOrDemoId)),
    }),
  });

  r.post('/api/v1/talentsync/linkProject', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['talentsync'],
      summary: 'Link a project to a job of an ATS (owner and recruiter: Sync to ATS)',
      body: talentsyncLinkRequestSchema,
      response: { 200: talentsyncConfigResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { projectId, ...link } = req.body;
      const config = await linkProject(
        db,
        callerOf(req),
        parseProjectOrDemoId(projectId),
        link,
        opts.secretBox?.(),
      );
      return { data: config ?? {}, message: 'success' as const };
    },
  });

  r.post('/api/v1/talentsync/unlinkProject', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['talentsync'],
      summary: 'Remove the link of a project to its ATS job (owner and recruiter: Sync to ATS)',
      body: talentsyncUnlinkRequestSchema,
      response: { 200: successResponseSchema, ...errors },
    },
    handler: async (req) => {
      await unlinkProject(db, callerOf(req), parseProjectOrDemoId(req.body.projectId));
      return { success: true as const };
    },
  });

  r.post('/api/v1/talentsync/createProject', {
    config: { access: { gate: 'projectCreate' } },
    schema: {
      tags: ['talentsync'],
      summary: 'Create a project for a job of the ATS (creation source MANUAL_CREATE_ATS), linked to it',
      body: talentsyncCreateProjectRequestSchema,
      response: { 200: projectInformationResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { customFields, atsName, atsJobId, atsJobName, ...fields } = req.body;
      const caller = callerOf(req);
      const data = await createProject(db, caller, fields, customFields, {
        creationSource: PROJECT_CREATION_SOURCE.MANUAL_CREATE_ATS,
        onCreated: (tx, id) => writeLink(tx, caller, id, { atsName, atsJobId, atsJobName }),
      });
      return { data };
    },
  });
}
