/** What the applicant's profile says: where they work and live, their experience, education and skills. */
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Applicant } from '@talentbase/shared/contracts/applicant-match-demo';
import type { ReactNode } from 'react';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} fz="sm" c="dimmed" tt="uppercase">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const range = (start: string | null, end: string | null, current: boolean) =>
  [start ?? '?', current ? 'present' : (end ?? '?')].join(' – ');

export function ApplicantProfile({ profile }: { profile: Applicant['profile'] }) {
  const { basic } = profile;
  const location = basic.location ?? [basic.city, basic.state, basic.country].filter(Boolean).join(', ');
  const skills = profile.handson.map((h) => h.handson_skill);
  return (
    <Stack gap="md" data-testid="applicant-profile">
      <Stack gap={2}>
        {basic.current_title || basic.current_company ? (
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {[basic.current_title, basic.current_company].filter(Boolean).join(' at ')}
          </Text>
        ) : null}
        {location ? (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {location}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" verticalSpacing="md">
        {profile.position.length > 0 ? (
          <Section title="Experience">
            {profile.position.map((p) => (
              <Stack key={`${p.title}|${p.company.name}|${p.start_date}`} gap={0}>
                <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {p.title}, {p.company.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {range(p.start_date, p.end_date, p.iscurrent)}
                </Text>
              </Stack>
            ))}
          </Section>
        ) : null}
        {profile.education.length > 0 ? (
          <Section title="Education">
            {profile.education.map((e) => (
              <Stack key={e.id} gap={0}>
                <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {[e.degree, e.major].filter(Boolean).join(' in ') || e.school}
                </Text>
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {e.school}
                  {e.startyear || e.endyear ? ` · ${e.startyear ?? '?'}–${e.endyear ?? '?'}` : ''}
                </Text>
              </Stack>
            ))}
          </Section>
        ) : null}
        {skills.length > 0 || profile.language.length > 0 || profile.certification.length > 0 ? (
          <Section title="Skills">
            <Group gap={4} wrap="wrap">
              {skills.map((s) => (
                <Badge key={s} variant="default" radius="sm" tt="none" style={{ maxWidth: '100%' }}>
                  {s}
                </Badge>
              ))}
            </Group>
          </Section>
        ) : null}
        {profile.language.length > 0 || profile.certification.length > 0 ? (
          <Section title="Languages and certifications">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {[...profile.language.map((l) => l.name), ...profile.certification.map((c) => c.name)].join(
                ' · ',
              )}
            </Text>
          </Section>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
