import { Anchor, Badge, Button, Group, Stack, Switch, Tooltip } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { type CandidateRecord, SOCIAL_LINK_LABEL, type SocialLinkKey, sourceLabel } from '@talentbase/shared';
import { HeaderActions, HeaderRow, type PageAction } from '../../../components/page-header';
import { TermHelp } from '../../../components/term-help';
import { notifySuccess } from '../../../lib/notify';
import { PersonIdentity } from '../../sourcing/components/profile/person-identity';
import { safeExternalUrl } from '../../sourcing/lib/format';
import { useSetGdprReview } from '../api/gdpr-and-share';
import type { RecordRef } from '../api/query-keys';

export function RecordHeader({
  record,
  refTo,
  onEditBasic,
  onEditLinks,
  onShare,
}: {
  record: CandidateRecord;
  refTo: RecordRef;
  onEditBasic: () => void;
  onEditLinks: () => void;
  onShare: () => void;
}) {
  const { basic } = record.profile;
  const gdpr = useSetGdprReview(refTo);
  const links = Object.entries(basic.social_links)
    .map(([key, raw]) => ({
      key,
      label: SOCIAL_LINK_LABEL[key as SocialLinkKey] ?? key,
      href: safeExternalUrl(raw),
    }))
    .filter((l): l is { key: string; label: string; href: string } => l.href !== null);
  const { permissions } = record;
  const gdprSwitch = permissions.flagGdpr ? (
    <Group gap={4} wrap="nowrap">
      <Tooltip
        label={
          record.gdpr.reviewedBy && record.gdpr.reviewedAt
            ? `Last changed by ${record.gdpr.reviewedBy.name} on ${new Date(record.gdpr.reviewedAt).toLocaleDateString()}`
            : 'Flag this candidate for a GDPR review'
        }
      >
        <Switch
          label="GDPR review"
          checked={record.gdpr.review}
          disabled={gdpr.isPending}
          onChange={(e) =>
            gdpr.mutate(e.currentTarget.checked, {
              onSuccess: (_, flagged) =>
                notifySuccess(flagged ? 'Flagged for GDPR review.' : 'GDPR review flag cleared.'),
            })
          }
        />
      </Tooltip>
      <TermHelp term="gdprReview" />
    </Group>
  ) : null;
  // The page header's rule: on a phone the actions go under the name (which keeps its width),
  // the edits into "More actions"; Share, what a recruiter comes here for, stays in view.
  const edits: PageAction[] = [
    ...(permissions.editInfo ? [{ label: 'Edit basic info', onClick: onEditBasic }] : []),
    ...(permissions.editSocialLinks ? [{ label: 'Edit links', onClick: onEditLinks }] : []),
  ];
  return (
    <HeaderRow
      heading={
        <PersonIdentity basic={basic} headingOrder={1}>
          <Group gap={6}>
            <Group gap={2} wrap="nowrap">
              <Badge variant="light" color="gray">
                {record.isTeamProfile ? 'Your team’s candidate' : sourceLabel(record.source)}
              </Badge>
              {!record.isTeamProfile && record.source === 'hiretual' ? <TermHelp term="openWeb" /> : null}
            </Group>
            {record.editedParts.length ? (
              <Tooltip label="Your team edited this open-web profile; other teams still see the original.">
                <Badge variant="light" color="violet">
                  Edited by your team
                </Badge>
              </Tooltip>
            ) : null}
            {record.gdpr.review && !permissions.flagGdpr ? (
              <Group gap={2} wrap="nowrap">
                <Badge color="orange" variant="light">
                  GDPR review
                </Badge>
                <TermHelp term="gdprReview" />
              </Group>
            ) : null}
          </Group>
          {links.length ? (
            <Group gap="md" aria-label="Profiles and links">
              {links.map((l) => (
                <Anchor key={l.key} href={l.href} target="_blank" rel="noopener noreferrer" fz="sm">
                  {l.label}
                </Anchor>
              ))}
            </Group>
          ) : null}
        </PersonIdentity>
      }
      actions={
        <Stack gap="xs" align="flex-end">
          <HeaderActions
            actions={
              permissions.share ? (
                <Button leftSection={<IconShare size={16} />} onClick={onShare}>
                  Share
                </Button>
              ) : null
            }
            moreActions={edits}
          />
          {gdprSwitch}
        </Stack>
      }
    />
  );
}
