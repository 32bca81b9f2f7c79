/** The filter panel's team-dependent parts: diversity options the team may use, sources, credits. */
import { can, type FilterPanelConfig, PROFILE_SOURCES, type Subject, sourceLabel } from '@talentbase/shared';
import { diversityOptionsFor } from '@talentbase/shared/domain/sourcing-filters';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teams } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { creditWarning } from '../auth/account-context';

export async function filterPanelConfig(
  db: Database,
  scope: TeamScope,
  subject: Subject,
): Promise<FilterPanelConfig> {
  const [team] = await db
    .select({ total: teams.contractCredits, used: teams.creditsUsed })
    .from(teams)
    .where(eq(teams.id, scope.teamId));
  if (!team) throw notFound('Team');
  return {
    diversityOptions: diversityOptionsFor(can(subject, 'diversityExtended')).map((o) => ({
      value: o.value,
      label: o.label,
    })),
    sources: PROFILE_SOURCES.map((s) => ({ value: s, label: sourceLabel(s) })),
    credits: {
      total: team.total,
      used: team.used,
      remaining: Math.max(0, team.total - team.used),
      warning: creditWarning(team.total, team.used),
    },
    defaults: { titleScope: 'current', companyScope: 'current', sort: 'relevance' },
  };
}
