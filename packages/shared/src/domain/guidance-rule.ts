/**
 * Guidance display (spec section 4): a tutorial shows only if not disabled, inside its expiry,
 * allowed by the member's plan range and not completed; once seen it does not show again unless
 * appearsOnce is false; nothing shows inside the customer console. Tutorials queue in priority
 * order (lower number first), then by name.
 */
import type { GuidanceConfig } from '../contracts/guidance';
import { PLANS, type Plan } from '../permissions/subject';

export type GuidanceUserState = { seenAt: string | null; completedAt: string | null };
export type GuidanceRuleInput = {
  now: Date;
  plan: Plan;
  state: GuidanceUserState | null;
  path: string;
};
export type GuidanceHiddenReason =
  | 'customerConsole'
  | 'otherRoute'
  | 'disabled'
  | 'expired'
  | 'plan'
  | 'completed'
  | 'seen';

export const CUSTOMER_CONSOLE_PREFIX = '/customer-console';

type RuleConfig = Pick<
  GuidanceConfig,
  'disabled' | 'expiredUTCDate' | 'minPlan' | 'maxPlan' | 'appearsOnce' | 'route'
>;

const underPath = (path: string, root: string) => {
  const p = path.split(/[?#]/)[0] ?? '';
  const r = root.length > 1 ? root.replace(/\/+$/, '') : root;
  return r === '/' || p === r || p.startsWith(`${r}/`);
};

export function isCustomerConsolePath(path: string): boolean {
  return underPath(path, CUSTOMER_CONSOLE_PREFIX);
}

export function planInRange(plan: Plan, minPlan: Plan, maxPlan: Plan): boolean {
  const i = PLANS.indexOf(plan);
  return i >= PLANS.indexOf(minPlan) && i <= PLANS.indexOf(maxPlan);
}

export function isExpired(expiredUTCDate: string | null, now: Date): boolean {
  return expiredUTCDate !== null && now.getTime() >= Date.parse(expiredUTCDate);
}

/** Why a config is not shown, or null when it is. */
export function guidanceHiddenReason(
  config: RuleConfig,
  input: GuidanceRuleInput,
): GuidanceHiddenReason | null {
  if (isCustomerConsolePath(input.path)) return 'customerConsole';
  if (!underPath(input.path, config.route)) return 'otherRoute';
  if (config.disabled) return 'disabled';
  if (isExpired(config.expiredUTCDate, input.now)) return 'expired';
  if (!planInRange(input.plan, config.minPlan, config.maxPlan)) return 'plan';
  if (input.state?.completedAt) return 'completed';
  if (config.appearsOnce && input.state?.seenAt) return 'seen';
  return null;
}

export function isGuidanceShown(config: RuleConfig, input: GuidanceRuleInput): boolean {
  return guidanceHiddenReason(config, input) === null;
}

/** The queue: lower priority number first, then by name; a new array. */
export function sortGuidanceQueue<T extends Pick<GuidanceConfig, 'priority' | 'guidanceName'>>(
  configs: readonly T[],
): T[] {
  return [...configs].sort(
    (a, b) =>
      a.priority - b.priority ||
      (a.guidanceName < b.guidanceName ? -1 : a.guidanceName > b.guidanceName ? 1 : 0),
  );
}
