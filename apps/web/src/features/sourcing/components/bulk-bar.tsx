import { Box, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFolderPlus, IconShare, IconTag, IconX } from '@tabler/icons-react';
import { SHARE_MAX_CANDIDATES } from '@talentbase/shared';
import { useCan } from '../../../lib/permissions';
import { ExportMenu } from '../../candidate-export';
import { formatCount } from '../lib/format';

/**
 * Shown while candidates are ticked, pinned to the bottom of the window so its actions stay in
 * reach on a phone: add to a project, tag, share a read-only link, export. Tags, shares and
 * exports apply to the team's candidates among the selection (open-web profiles become the
 * team's when added to a project); the buttons say so when some are left out.
 */
export function BulkBar({
  count,
  teamIds,
  allResults,
  onAdd,
  onTag,
  onShare,
  onClear,
}: {
  count: number;
  teamIds: readonly number[];
  allResults: boolean;
  onAdd: () => void;
  onTag: () => void;
  onShare: () => void;
  onClear: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const canEdit = useCan('candidateEdit');
  const canShare = useCan('candidateShare');
  if (count === 0) return null;
  const outside = count - teamIds.length;
  const note =
    outside > 0
      ? `Applies to your team’s candidates: ${formatCount(teamIds.length)} of ${formatCount(count)} selected. People found on the open web become your team’s candidates when you add them to a project.`
      : null;
  const tooManyToShare = teamIds.length > SHARE_MAX_CANDIDATES;
  const shareNote = tooManyToShare ? `Share at most ${SHARE_MAX_CANDIDATES} candidates at a time` : note;

  const countText = (
    <Text fz="sm" fw={600} aria-live="polite" data-testid="bulk-count">
      {formatCount(count)} selected{allResults ? ' (all results)' : ''}
    </Text>
  );
  const clear = (
    <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={onClear}>
      Clear
    </Button>
  );
  const actionButtons = (
    <Group gap="xs" wrap="wrap">
      <Button size="xs" leftSection={<IconFolderPlus size={14} />} onClick={onAdd}>
        Add to project
      </Button>
      {canEdit ? (
        <Tooltip label={note} disabled={!note} multiline w={260} withArrow>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconTag size={14} />}
            onClick={onTag}
            disabled={teamIds.length === 0}
          >
            Tag
          </Button>
        </Tooltip>
      ) : null}
      {canShare ? (
        <Tooltip label={shareNote} disabled={!shareNote} multiline w={260} withArrow>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconShare size={14} />}
            onClick={onShare}
            disabled={teamIds.length === 0 || tooManyToShare}
          >
            Share
          </Button>
        </Tooltip>
      ) : null}
      {teamIds.length > 0 ? (
        <Tooltip label={note} disabled={!note} multiline w={260} withArrow>
          <Box>
            <ExportMenu candidateIds={teamIds} size="xs" />
          </Box>
        </Tooltip>
      ) : null}
    </Group>
  );

  return (
    <Paper
      role="region"
      aria-label="Selected candidates"
      data-testid="bulk-bar"
      shadow="lg"
      withBorder
      p="sm"
      radius={phone ? 0 : 'md'}
      style={{
        position: 'fixed',
        zIndex: 150,
        bottom: phone ? 0 : 24,
        right: phone ? 0 : 24,
        left: phone ? 0 : undefined,
        maxWidth: phone ? undefined : 'calc(100vw - 48px)',
      }}
    >
      {phone ? (
        // A phone: the count and Clear on one line, the actions on the next (wrapping if need be).
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            {countText}
            {clear}
          </Group>
          {actionButtons}
        </Stack>
      ) : (
        <Group gap="xs" wrap="wrap">
          {countText}
          {actionButtons}
          {clear}
        </Group>
      )}
    </Paper>
  );
}
