/**
 * Beta features per team: the team's admins (the team-settings gate) switch the shared list's
 * features on or off. They live in `teams.features` beside the team's other features, which a
 * change keeps; the account is read on every request, so the switch takes effect on the next one.
 * Each change is audited with the features before and after.
 */
import {
  errorBodySchema,
  type TeamBetaFeatures,
  teamBetaFeaturesRequestSchema,
  teamBetaFeaturesResponseSchema,
} from '@talentbase/shared';
import { BETA_FEATURES, isBetaFeature } from '@talentbase/shared/domain/beta-features';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, Executor } from '../../db/client';
import { teams } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { requireAccount } from '../../lib/http/access-guard';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const access = { access: { gate: 'teamSettings' } } as const;

function describe(features: readonly string[]): TeamBetaFeatures {
  return {
    features: BETA_FEATURES.map((f) => ({
      key: f.key,
      label: f.label,
      description: f.description,
      enabled: features.includes(f.key),
    })),
  };
}

async function teamFeatures(db: Executor, teamId: string, lock = false): Promise<string[]> {
  const q = db.select({ features: teams.features }).from(teams).where(eq(teams.id, teamId));
  const [row] = lock ? await q.for('update') : await q;
  return row?.features ?? [];
}

export async function teamBetaFeaturesRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/team/beta-features', {
    config: access,
    schema: {
      tags: ['team'],
      summary: "Your team's beta features, each with whether it is switched on",
      response: { 200: teamBetaFeaturesResponseSchema, ...errors },
    },
    handler: async (req) => describe(await teamFeatures(opts.db, requireAccount(req).scope.teamId)),
  });

  r.put('/api/v1/team/beta-features', {
    config: access,
    schema: {
      tags: ['team'],
      summary: 'Switch beta features on for your team (the ones not listed are switched off)',
      body: teamBetaFeaturesRequestSchema,
      response: { 200: teamBetaFeaturesResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { scope } = requireAccount(req);
      const enabled = [...new Set(req.body.enabled)];
      const after = await opts.db.transaction(async (tx) => {
        const before = await teamFeatures(tx, scope.teamId, true);
        const next = [...before.filter((f) => !isBetaFeature(f)), ...enabled];
        const beforeBeta = before.filter(isBetaFeature).sort();
        const afterBeta = [...enabled].sort();
        if (beforeBeta.join() !== afterBeta.join()) {
          await tx
            .update(teams)
            .set({ features: next, updatedAt: new Date() })
            .where(eq(teams.id, scope.teamId));
          await audit(tx, {
            action: 'team.beta_features.updated',
            teamId: scope.teamId,
            orgId: scope.orgId,
            actorUserId: scope.userId,
            targetType: 'team',
            targetId: scope.teamId,
            metadata: { before: beforeBeta, after: afterBeta },
            ip: req.ip,
          });
        }
        return next;
      });
      return describe(after);
    },
  });
}
