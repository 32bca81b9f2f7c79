import { Badge, DataList, Group, Text } from '@mantine/core';
import type { TalentProfileDoc } from '@talentbase/shared';
import { CLEARANCE_TYPE_OPTIONS } from '@talentbase/shared/domain/company-filters';
import { DIVERSITY_OPTIONS, EDUCATION_LEVEL_OPTIONS } from '@talentbase/shared/domain/sourcing-filters';
import { TermHelp } from '../../../../components/term-help';
import type { GlossaryKey } from '../../../../lib/glossary';
import { activityLabel, formatDate, formatMoney, seniorityLabel, yearsLabel } from '../../lib/format';
import { ProfileSection } from './profile-section';

function availabilityLabel(value: number): string {
  const level = value >= 0.66 ? 'High' : value >= 0.33 ? 'Medium' : 'Low';
  return `${level} (${Math.round(value * 100)}%)`;
}

/** Rows whose name is a product term get its plain-words explanation beside it. */
const EXPLAINED: Record<string, GlossaryKey> = { Focus: 'focus', 'Title family': 'titleFamily' };

function labelOf(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((o) => o.value === value.toLowerCase())?.label ?? value;
}

/**
 * What the data says about the candidate. Diversity appears only as the inferred labels (never
 * the raw gender or race fields), marked as inferred.
 */
export function AnalyticsSection({ profile }: { profile: TalentProfileDoc }) {
  const a = profile.analytics;
  const comp = a.compensation_base;
  const diversity = (a.diversity ?? []).map((d) => labelOf(DIVERSITY_OPTIONS, d));
  const workAuth = [
    a.us_work_authorized === true
      ? 'Authorized to work in the U.S.'
      : a.us_work_authorized === false
        ? 'Not authorized in the U.S.'
        : null,
    a.visa_sponsorship ? 'Needs visa sponsorship' : null,
    a.veteran ? 'Veteran' : null,
  ].filter(Boolean);
  const rows: [string, string | null][] = [
    ['Availability', a.availability !== null ? availabilityLabel(a.availability) : null],
    ['Why', a.availability_reason],
    [
      'Compensation',
      comp
        ? `${formatMoney(comp.min, comp.currency)} – ${formatMoney(comp.max, comp.currency)} (avg ${formatMoney(comp.ave, comp.currency)})`
        : null,
    ],
    ['Experience', `${yearsLabel(a.fulltime_years)}${a.experience_range ? ` (${a.experience_range})` : ''}`],
    ['In current role', a.tenure_years !== undefined ? yearsLabel(a.tenure_years) : null],
    ['Industry', a.industry],
    [
      'Focus',
      a.focus ? `${a.focus}${a.focus_score !== null ? ` (${Math.round(a.focus_score * 100)}%)` : ''}` : null,
    ],
    ['Education level', a.education_level ? labelOf(EDUCATION_LEVEL_OPTIONS, a.education_level) : null],
    ['Title level', seniorityLabel(a.title_level)],
    ['Title family', a.title_family ?? null],
    ['Work authorization', workAuth.length ? workAuth.join(' · ') : null],
    ['Clearance', a.clearance ? labelOf(CLEARANCE_TYPE_OPTIONS, a.clearance) : null],
    ['Activity', activityLabel(a.activity_level)],
    ['Last active', formatDate(a.last_active)],
  ];
  const shown = rows.filter((r): r is [string, string] => Boolean(r[1]));

  return (
    <ProfileSection title="Analytics">
      <DataList size="sm" labelWidth={140}>
        {shown.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>
              {EXPLAINED[label] ? (
                <Group gap={2} wrap="nowrap" component="span">
                  {label}
                  <TermHelp term={EXPLAINED[label]} />
                </Group>
              ) : (
                label
              )}
            </DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
      {diversity.length > 0 ? (
        <Group gap={6}>
          <Text fz="sm" c="dimmed">
            Inferred:
          </Text>
          {diversity.map((d) => (
            <Badge key={d} size="sm" variant="light" color="gray" tt="none">
              {d}
            </Badge>
          ))}
        </Group>
      ) : null}
    </ProfileSection>
  );
}
