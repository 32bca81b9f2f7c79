import { Anchor, Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconFolderPlus, IconMapPin } from '@tabler/icons-react';
import type { ProfileResponse } from '@talentbase/shared';
import { initials } from '../../../../lib/labels';
import { safeExternalUrl } from '../../lib/format';
import { SourceBadges } from '../hit-badges';

const SOCIAL_LABEL: Record<string, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  twitter: 'X (Twitter)',
  stackoverflow: 'Stack Overflow',
  dribbble: 'Dribbble',
  behance: 'Behance',
  scholar: 'Google Scholar',
  website: 'Website',
  resume: 'Résumé',
};

export function ProfileHeader({
  data,
  onAddToProject,
}: {
  data: ProfileResponse;
  onAddToProject: () => void;
}) {
  const { basic } = data.profile;
  const links = Object.entries(basic.social_links)
    .map(([key, raw]) => ({ key, label: SOCIAL_LABEL[key] ?? key, href: safeExternalUrl(raw) }))
    .filter((l): l is { key: string; label: string; href: string } => l.href !== null);
  const role = [basic.current_title, basic.current_company].filter(Boolean).join(' at ');

  return (
    <Stack gap="sm">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Avatar src={basic.image_url ?? null} alt="" radius="xl" size={72} color="brand">
          {initials(basic.fullname)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={2} fz="xl" lineClamp={2} title={basic.fullname}>
            {basic.fullname}
          </Title>
          {basic.headline ? (
            <Text fz="sm" lineClamp={2}>
              {basic.headline}
            </Text>
          ) : null}
          {role ? (
            <Text fz="sm" c="dimmed" truncate title={role}>
              {role}
            </Text>
          ) : null}
          {basic.location ? (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden="true" />
              <Text fz="sm" c="dimmed" truncate>
                {basic.location}
              </Text>
            </Group>
          ) : null}
          <SourceBadges source={data.source} isTeamCandidate={data.isTeamCandidate} />
        </Stack>
        <Button
          leftSection={<IconFolderPlus size={16} />}
          variant="light"
          onClick={onAddToProject}
          style={{ flexShrink: 0 }}
        >
          Add to project
        </Button>
      </Group>
      {links.length > 0 ? (
        <Group gap="md" aria-label="Profiles and links">
          {links.map((l) => (
            <Anchor key={l.key} href={l.href} target="_blank" rel="noopener noreferrer" fz="sm">
              <Group gap={4} wrap="nowrap" component="span">
                {l.label}
                <IconExternalLink size={12} aria-hidden="true" />
              </Group>
            </Anchor>
          ))}
        </Group>
      ) : null}
      {basic.opt_out ? (
        <Text fz="sm" c="red">
          This candidate opted out of contact.
        </Text>
      ) : null}
    </Stack>
  );
}
