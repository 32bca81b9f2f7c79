import { Spoiler, Stack, Text, Timeline } from '@mantine/core';
import { IconBriefcase, IconSchool } from '@tabler/icons-react';
import type { TalentProfileDoc } from '@talentbase/shared';
import { formatPeriod } from '../../lib/format';
import { ProfileSection } from './profile-section';

type Position = TalentProfileDoc['position'][number];

/** Current first, then newest start first: profiles store positions in no fixed order. */
function ordered(positions: readonly Position[]): Position[] {
  return [...positions].sort((a, b) => {
    if (a.iscurrent !== b.iscurrent) return a.iscurrent ? -1 : 1;
    return (b.start_date ?? '').localeCompare(a.start_date ?? '');
  });
}

export function SummarySection({ profile }: { profile: TalentProfileDoc }) {
  const summary = profile.basic.summary?.trim();
  return (
    <ProfileSection title="Summary" empty={!summary}>
      <Spoiler maxHeight={120} showLabel="Show more" hideLabel="Show less">
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
          {summary}
        </Text>
      </Spoiler>
    </ProfileSection>
  );
}

export function ExperienceSection({ profile }: { profile: TalentProfileDoc }) {
  const positions = ordered(profile.position);
  return (
    <ProfileSection title="Experience" empty={positions.length === 0}>
      <Timeline bulletSize={22} lineWidth={2} active={positions.filter((p) => p.iscurrent).length - 1}>
        {positions.map((p, i) => (
          <Timeline.Item
            key={`${p.title}-${p.company.name}-${p.start_date ?? i}`}
            bullet={<IconBriefcase size={12} aria-hidden="true" />}
            title={
              <Text fz="sm" fw={600}>
                {p.title}
              </Text>
            }
          >
            <Text fz="sm">{p.company.name}</Text>
            <Text fz="xs" c="dimmed">
              {[formatPeriod(p.start_date, p.end_date, p.iscurrent), p.location].filter(Boolean).join(' · ')}
            </Text>
            {p.summary ? (
              <Text fz="xs" mt={4} lineClamp={3} title={p.summary}>
                {p.summary}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </ProfileSection>
  );
}

export function EducationSection({ profile }: { profile: TalentProfileDoc }) {
  const schools = [...profile.education].sort((a, b) => (b.endyear ?? 0) - (a.endyear ?? 0));
  return (
    <ProfileSection title="Education" empty={schools.length === 0}>
      <Timeline bulletSize={22} lineWidth={2}>
        {schools.map((e) => (
          <Timeline.Item
            key={e.id}
            bullet={<IconSchool size={12} aria-hidden="true" />}
            title={
              <Text fz="sm" fw={600}>
                {e.school}
              </Text>
            }
          >
            <Stack gap={0}>
              {e.degree || e.major ? (
                <Text fz="sm">{[e.degree, e.major].filter(Boolean).join(', ')}</Text>
              ) : null}
              {e.startyear || e.endyear ? (
                <Text fz="xs" c="dimmed">
                  {[e.startyear, e.endyear].filter(Boolean).join(' – ')}
                </Text>
              ) : null}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </ProfileSection>
  );
}
