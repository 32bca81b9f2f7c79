/**
 * The project lifecycle over HTTP. Paths the spec gives (section 7) are used verbatim under /api;
 * the others follow their style (docs/decisions.md, Projects).
 */
import {
  createProjectRequestSchema,
  hiringMemberRequestSchema,
  hiringTeamResponseSchema,
  projectIdRequestSchema,
  projectInformationResponseSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectRelationRequestSchema,
  projectRelationResponseSchema,
  removeHiringMemberRequestSchema,
  shareWithGroupRequestSchema,
  successResponseSchema,
  updateBasicInfoRequestSchema,
  updateProjectOwnerRequestSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireVisibleProjects } from './project-access';
import {
  changeProjectState,
  createProject,
  listProjects,
  projectInformation,
  projectRelations,
  quitHiringTeam,
  removeHiringMember,
  saveLastViewed,
  setHiringMember,
  shareWithGroup,
  updateBasicInfo,
  updateProjectOwner,
} from './project-lifecycle.service';
import { callerOf, projectErrors } from './projects.routes';
import { parseProjectOrDemoId } from './projects.service';

const ok = successResponseSchema;

export async function projectLifecycleRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/v1/projects/list', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['projects'],
      summary: 'Projects you are on, or that your team may see, with search, state, role and sort',
      querystring: projectListQuerySchema,
      response: { 200: projectListResponseSchema, ...projectErrors },
    },
    handler: async (req) => listProjects(db, callerOf(req), req.query),
  });

  r.post('/api/v1/projects/create', {
    config: { access: { gate: 'projectCreate' } },
    schema: {
      tags: ['projects'],
      summary: 'Create a project from the ten default fields; you become its owner',
      body: createProjectRequestSchema,
      response: { 200: projectInformationResponseSchema, ...projectErrors },
    },
    handler: async (req) => {
      const { customFields, ...fields } = req.body;
      return { data: await createProject(db, callerOf(req), fields, customFields) };
    },
  });

  r.get('/api/v1/projects/projectInformation/:projectId', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['projects'],
      summary: 'A project with its job, hiring team and what your role may do',
      params: z.strictObject({ projectId: z.string().max(20) }),
      response: { 200: projectInformationResponseSchema, ...projectErrors },
    },
    handler: async (req) => ({
      data: await projectInformation(db, callerOf(req), parseProjectOrDemoId(req.params.projectId)),
    }),
  });

  r.post('/api/v1/projects/updateBasicInfo', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['projects'],
      summary: 'Edit the project basic info (owner)',
      body: updateBasicInfoRequestSchema,
      response: { 200: projectInformationResponseSchema, ...projectErrors },
    },
    handler: async (req) => {
      const { projectId, customFields, ...fields } = req.body;
      return {
        data: await updateBasicInfo(db, callerOf(req), parseProjectOrDemoId(projectId), fields, customFields),
      };
    },
  });

  for (const change of ['archive', 'unarchive', 'delete'] as const) {
    r.post(`/api/v1/projects/${change}`, {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['projects'],
        summary: `${change[0]?.toUpperCase()}${change.slice(1)} a project (owner)`,
        body: projectIdRequestSchema,
        response: { 200: ok, ...projectErrors },
      },
      handler: async (req) => {
        await changeProjectState(db, callerOf(req), parseProjectOrDemoId(req.body.projectId), change);
        return { success: true as const };
      },
    });
  }

  r.post('/api/v1/projects/save-last-viewed', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['projects'],
      summary: 'Remember that you opened a project',
      body: projectIdRequestSchema,
      response: { 200: ok, ...projectErrors },
    },
    handler: async (req) => {
      await saveLastViewed(db, callerOf(req), parseProjectOrDemoId(req.body.projectId));
      return { success: true as const };
    },
  });

  r.post('/api/v1/projects/getProjectRelation', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['projects'],
      summary: 'Links of projects to other systems (ATS jobs)',
      body: projectRelationRequestSchema,
      response: { 200: projectRelationResponseSchema, ...projectErrors },
    },
    handler: async (req) => {
      const caller = callerOf(req);
      const ids = req.body.projectIds.map(parseProjectOrDemoId);
      await requireVisibleProjects(db, caller, ids);
      return { data: await projectRelations(db, caller, ids) };
    },
  });

  r.post('/api/v1/projects/hiringTeam/setMember', {
    config: { access: { gate: 'hiringTeamEdit' } },
    schema: {
      tags: ['projects'],
      summary: 'Add a team member to the hiring team, or change their role (owner or recruiter)',
      body: hiringMemberRequestSchema,
      response: { 200: hiringTeamResponseSchema, ...projectErrors },
    },
    handler: async (req) => ({
      data: await setHiringMember(
        db,
        callerOf(req),
        parseProjectOrDemoId(req.body.projectId),
        req.body.userId,
        req.body.role,
      ),
    }),
  });

  r.post('/api/v1/projects/hiringTeam/addGroup', {
    config: { access: { gate: 'hiringTeamEdit' } },
    schema: {
      tags: ['projects'],
      summary: 'Share the project with a group: its members join the hiring team (others keep their role)',
      body: shareWithGroupRequestSchema,
      response: { 200: hiringTeamResponseSchema, ...projectErrors },
    },
    handler: async (req) => ({
      data: await shareWithGroup(
        db,
        callerOf(req),
        parseProjectOrDemoId(req.body.projectId),
        req.body.groupId,
        req.body.role,
      ),
    }),
  });

  r.post('/api/v1/projects/hiringTeam/removeMember', {
    config: { access: { gate: 'hiringTeamEdit' } },
    schema: {
      tags: ['projects'],
      summary: 'Remove someone from the hiring team (owner or recruiter; never the owner)',
      body: removeHiringMemberRequestSchema,
      response: { 200: hiringTeamResponseSchema, ...projectErrors },
    },
    handler: async (req) => ({
      data: await removeHiringMember(
        db,
        callerOf(req),
        parseProjectOrDemoId(req.body.projectId),
        req.body.userId,
      ),
    }),
  });

  r.post('/api/v1/projects/updateProjectOwner', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['projects'],
      summary: 'Hand the project to another team member (owner or sourcer); the old owner stays as recruiter',
      body: updateProjectOwnerRequestSchema,
      response: { 200: hiringTeamResponseSchema, ...projectErrors },
    },
    handler: async (req) => ({
      data: await updateProjectOwner(
        db,
        callerOf(req),
        parseProjectOrDemoId(req.body.projectId),
        req.body.userId,
      ),
    }),
  });

  r.post('/api/v1/projects/quitHiringTeam', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['projects'],
      summary: 'Leave the hiring team of a project (anyone but the owner)',
      body: projectIdRequestSchema,
      response: { 200: ok, ...projectErrors },
    },
    handler: async (req) => {
      await quitHiringTeam(db, callerOf(req), parseProjectOrDemoId(req.body.projectId));
      return { success: true as const };
    },
  });
}
