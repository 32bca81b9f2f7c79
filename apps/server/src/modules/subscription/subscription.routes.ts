/**
 * The team's plan and subscription: everyone in the team reads it; the team's admins
 * (gate subscriptionManage) start a trial, upgrade, downgrade, cancel and reactivate. No route
 * takes a team id: the team is the caller's own, so another team's subscription cannot be named.
 */
import {
  changePlanRequestSchema,
  errorBodySchema,
  subscriptionActionResponseSchema,
  subscriptionResponseSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import type { Pricing } from '../billing/price-table';
import * as subscriptions from './subscription.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
const manage = { access: { gate: 'subscriptionManage' as const } };
const BASE = '/api/v1/subscription';

export async function subscriptionRoutes(
  app: FastifyInstance,
  opts: { db: Database; pricing: Pricing },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['subscription'],
      summary: "The team's plan, renewal date, seats and credits, and the plans on offer",
      response: { 200: subscriptionResponseSchema, ...errors },
    },
    handler: async (req) => ({
      subscription: await subscriptions.getSubscription(opts.db, requireAccount(req), opts.pricing),
      plans: subscriptions.planViews(),
    }),
  });

  const withPlan = [
    ['trial', 'Start a trial of a plan (once per team, from Starter)', subscriptions.startTrial],
    [
      'upgrade',
      'Move to a larger plan: its features open at once; billed on the next invoice',
      subscriptions.upgrade,
    ],
    [
      'downgrade',
      'Move to a smaller plan (refused while more seats are in use than it includes)',
      subscriptions.downgrade,
    ],
  ] as const;
  for (const [path, summary, run] of withPlan) {
    r.post(`${BASE}/${path}`, {
      config: manage,
      schema: {
        tags: ['subscription'],
        summary,
        body: changePlanRequestSchema,
        response: { 200: subscriptionActionResponseSchema, ...errors },
      },
      handler: async (req) =>
        run(opts.db, { account: requireAccount(req), ip: req.ip, pricing: opts.pricing }, req.body.planId),
    });
  }

  const plain = [
    ['cancel', 'Cancel at the end of the current period (or trial)', subscriptions.cancel],
    ['reactivate', 'Undo a cancellation, or renew a subscription that ended', subscriptions.reactivate],
  ] as const;
  for (const [path, summary, run] of plain) {
    r.post(`${BASE}/${path}`, {
      config: manage,
      schema: {
        tags: ['subscription'],
        summary,
        response: { 200: subscriptionActionResponseSchema, ...errors },
      },
      handler: async (req) =>
        run(opts.db, { account: requireAccount(req), ip: req.ip, pricing: opts.pricing }),
    });
  }
}
