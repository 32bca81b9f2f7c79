import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFolderPlus } from '@tabler/icons-react';
import type { ProfileResponse } from '@talentbase/shared';
import { safeExternalUrl } from '../../lib/format';
import { SourceBadges } from '../hit-badges';
import { PersonIdentity } from './person-identity';

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

  return (
    <Stack gap="sm">
      {/* As in page headers: on a phone the button goes under the name rather than squeeze it. */}
      <Group align="flex-start" wrap="wrap" gap="md">
        <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <PersonIdentity basic={basic} headingOrder={2}>
            <SourceBadges source={data.source} isTeamCandidate={data.isTeamCandidate} />
          </PersonIdentity>
        </div>
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
