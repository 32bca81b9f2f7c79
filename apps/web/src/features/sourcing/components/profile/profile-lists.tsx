import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import type { TalentProfileDoc } from '@talentbase/shared';
import { LANGUAGE_PROFICIENCY_OPTIONS } from '@talentbase/shared/domain/sourcing-filters';
import { formatCount, safeExternalUrl } from '../../lib/format';
import { ProfileSection } from './profile-section';

function proficiencyLabel(level: number): string {
  return LANGUAGE_PROFICIENCY_OPTIONS.find((o) => o.value === level)?.label ?? `Level ${level}`;
}

function MaybeLink({ url, children }: { url: string | null | undefined; children: string }) {
  const href = safeExternalUrl(url);
  return href ? (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm">
      {children}
    </Anchor>
  ) : (
    <Text span fz="sm">
      {children}
    </Text>
  );
}

const detail = (...parts: (string | number | null | undefined)[]) => parts.filter(Boolean).join(' · ');

export function SkillsSection({ profile }: { profile: TalentProfileDoc }) {
  const skills = [...profile.handson].sort(
    (a, b) => b.handson_linkedin_endorsements - a.handson_linkedin_endorsements,
  );
  return (
    <ProfileSection title="Skills" empty={skills.length === 0}>
      <Group gap={6}>
        {skills.map((s) => (
          <Badge
            key={s.handson_skill}
            variant="default"
            radius="sm"
            tt="none"
            rightSection={
              s.handson_linkedin_endorsements > 0 ? (
                <Text span fz={10} c="dimmed" aria-label={`${s.handson_linkedin_endorsements} endorsements`}>
                  {formatCount(s.handson_linkedin_endorsements)}
                </Text>
              ) : undefined
            }
          >
            {s.handson_skill}
          </Badge>
        ))}
      </Group>
    </ProfileSection>
  );
}

export function LanguagesSection({ profile }: { profile: TalentProfileDoc }) {
  return (
    <ProfileSection title="Languages" empty={profile.language.length === 0}>
      <Group gap="md">
        {profile.language.map((l) => (
          <Text key={l.name} fz="sm">
            {l.name}{' '}
            <Text span fz="xs" c="dimmed">
              ({proficiencyLabel(l.proficiency)})
            </Text>
          </Text>
        ))}
      </Group>
    </ProfileSection>
  );
}

/** Certifications, patents, projects and publications: short lists with a line of detail each. */
export function AchievementsSections({ profile }: { profile: TalentProfileDoc }) {
  return (
    <>
      <ProfileSection title="Certifications" empty={profile.certification.length === 0}>
        <List size="sm" spacing={4}>
          {profile.certification.map((c) => (
            <List.Item key={`${c.name}-${c.year ?? ''}`}>
              {c.name}
              <Text span fz="xs" c="dimmed">
                {' '}
                {detail(c.issuer, c.year)}
              </Text>
            </List.Item>
          ))}
        </List>
      </ProfileSection>
      <ProfileSection title="Patents" empty={profile.patent.length === 0}>
        <List size="sm" spacing={4}>
          {profile.patent.map((p) => (
            <List.Item key={`${p.title}-${p.number ?? ''}`}>
              {p.title}
              <Text span fz="xs" c="dimmed">
                {' '}
                {detail(p.number, p.year)}
              </Text>
            </List.Item>
          ))}
        </List>
      </ProfileSection>
      <ProfileSection title="Projects" empty={profile.project.length === 0}>
        <List size="sm" spacing={4}>
          {profile.project.map((p) => (
            <List.Item key={p.name}>
              <MaybeLink url={p.url}>{p.name}</MaybeLink>
              {p.description ? (
                <Text fz="xs" c="dimmed" lineClamp={2}>
                  {p.description}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      </ProfileSection>
      <ProfileSection title="Publications" empty={profile.publication.length === 0}>
        <List size="sm" spacing={4}>
          {profile.publication.map((p) => (
            <List.Item key={`${p.title}-${p.year ?? ''}`}>
              <MaybeLink url={p.url}>{p.title}</MaybeLink>
              <Text span fz="xs" c="dimmed">
                {' '}
                {detail(p.publisher, p.year)}
              </Text>
            </List.Item>
          ))}
        </List>
      </ProfileSection>
    </>
  );
}
