import { describe, expect, it } from 'vitest';
import { type GuidanceConfig, guidanceConfigSchema } from '../contracts/guidance';
import type { Plan } from '../permissions/subject';
import { GUIDANCE_EXPIRY_FLOOR, RECRUIT_MATE_ACTIVITY_TUTORIAL_EXPIRY } from './guidance';
import {
  type GuidanceHiddenReason,
  type GuidanceUserState,
  guidanceHiddenReason,
  isGuidanceShown,
  sortGuidanceQueue,
} from './guidance-rule';

const base: GuidanceConfig = {
  guidanceName: 'dashboard-tour',
  tutorialType: 'MemberDashboard',
  expiredUTCDate: '2027-06-01T00:00:00.000Z',
  appearsOnce: true,
  skipUpdateRedux: false,
  priority: 701,
  disabled: false,
  minPlan: 'growth',
  maxPlan: 'pro',
  route: '/v5/talent-pool/dashboard',
  steps: [
    { target: 'dashboard-stats', title: 'Stats', body: 'Your numbers', style: 'Popover', actions: ['Next'] },
  ],
};
const NOW = new Date('2026-11-27T12:00:00.000Z');
const SEEN: GuidanceUserState = { seenAt: '2026-11-01T00:00:00.000Z', completedAt: null };
const DONE: GuidanceUserState = {
  seenAt: '2026-11-01T00:00:00.000Z',
  completedAt: '2026-11-02T00:00:00.000Z',
};

type Case = {
  name: string;
  config?: Partial<GuidanceConfig>;
  plan?: Plan;
  state?: GuidanceUserState | null;
  path?: string;
  now?: Date;
  expect: GuidanceHiddenReason | null;
};

// Each row changes one clause of the baseline (which is shown) and names what it flips.
const CASES: Case[] = [
  { name: 'baseline: shown', expect: null },
  { name: 'a page below the route', path: '/v5/talent-pool/dashboard/anything', expect: null },
  { name: 'query string ignored', path: '/v5/talent-pool/dashboard?tab=1', expect: null },
  { name: 'another route', path: '/v5/sourcing-new', expect: 'otherRoute' },
  { name: 'a route sharing a prefix only', path: '/v5/talent-pool/dashboards', expect: 'otherRoute' },
  { name: 'customer console', path: '/customer-console/forking/dashboard', expect: 'customerConsole' },
  {
    name: 'customer console even when the config is for it',
    config: { route: '/customer-console' },
    path: '/customer-console/forking/x',
    expect: 'customerConsole',
  },
  { name: 'disabled', config: { disabled: true }, expect: 'disabled' },
  {
    name: 'expired (expiry passed)',
    config: { expiredUTCDate: '2026-11-27T11:59:59.000Z' },
    expect: 'expired',
  },
  { name: 'expired at the exact instant', config: { expiredUTCDate: NOW.toISOString() }, expect: 'expired' },
  {
    name: 'recruit mate activity tutorial after 2024-09-29',
    config: { expiredUTCDate: RECRUIT_MATE_ACTIVITY_TUTORIAL_EXPIRY },
    expect: 'expired',
  },
  {
    name: 'recruit mate activity tutorial before 2024-09-29',
    config: { expiredUTCDate: RECRUIT_MATE_ACTIVITY_TUTORIAL_EXPIRY },
    now: new Date('2024-09-28T23:59:59.000Z'),
    expect: null,
  },
  {
    name: 'never expires',
    config: { expiredUTCDate: null },
    now: new Date('2099-01-01T00:00:00Z'),
    expect: null,
  },
  { name: 'plan below the range', plan: 'basic', expect: 'plan' },
  { name: 'plan at the top of the range', plan: 'pro', expect: null },
  { name: 'plan above the range', config: { maxPlan: 'growth' }, plan: 'pro', expect: 'plan' },
  { name: 'single-plan range', config: { minPlan: 'basic', maxPlan: 'basic' }, plan: 'basic', expect: null },
  { name: 'completed', state: DONE, expect: 'completed' },
  { name: 'completed, appearsOnce false', config: { appearsOnce: false }, state: DONE, expect: 'completed' },
  { name: 'seen once', state: SEEN, expect: 'seen' },
  {
    name: 'seen, appearsOnce false keeps showing',
    config: { appearsOnce: false },
    state: SEEN,
    expect: null,
  },
  { name: 'no state yet', state: null, expect: null },
];

describe('guidance display rule', () => {
  it.each(CASES)('$name', (c) => {
    const input = {
      now: c.now ?? NOW,
      plan: c.plan ?? 'growth',
      state: c.state ?? null,
      path: c.path ?? base.route,
    };
    const config = { ...base, ...c.config };
    expect(guidanceHiddenReason(config, input)).toBe(c.expect);
    expect(isGuidanceShown(config, input)).toBe(c.expect === null);
  });
});

describe('guidance queue', () => {
  it('orders by priority (lower first), then by name', () => {
    const q = sortGuidanceQueue([
      { guidanceName: 'b', priority: 900 },
      { guidanceName: 'z', priority: 701 },
      { guidanceName: 'a', priority: 900 },
      { guidanceName: 'm', priority: 1000 },
    ]);
    expect(q.map((x) => x.guidanceName)).toEqual(['z', 'a', 'b', 'm']);
  });
});

describe('guidance config schema', () => {
  it('accepts a complete config and a never-expiring one', () => {
    expect(guidanceConfigSchema.safeParse(base).success).toBe(true);
    expect(guidanceConfigSchema.safeParse({ ...base, expiredUTCDate: null }).success).toBe(true);
  });
  it.each([GUIDANCE_EXPIRY_FLOOR, '2022-12-31T23:59:59.000Z'])('refuses the expiry %s with the rule', (d) => {
    const r = guidanceConfigSchema.safeParse({ ...base, expiredUTCDate: d });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/later than 2023-01-01/);
  });
  it('accepts the first instant after the floor', () => {
    expect(
      guidanceConfigSchema.safeParse({ ...base, expiredUTCDate: '2023-01-01T00:00:01.000Z' }).success,
    ).toBe(true);
  });
  it.each([700, 1001, 800.5])('refuses priority %s', (priority) => {
    expect(guidanceConfigSchema.safeParse({ ...base, priority }).success).toBe(false);
  });
  it('refuses an inverted plan range and an unknown style', () => {
    expect(guidanceConfigSchema.safeParse({ ...base, minPlan: 'pro', maxPlan: 'basic' }).success).toBe(false);
    const badStep = { ...base.steps[0], style: 'Blink' };
    expect(guidanceConfigSchema.safeParse({ ...base, steps: [badStep] }).success).toBe(false);
  });
});
