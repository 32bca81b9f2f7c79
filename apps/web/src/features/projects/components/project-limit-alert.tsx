import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { PROJECT_LIMIT_MESSAGE } from '@talentbase/shared/domain/messages';
import { STARTER_PROJECT_LIMIT } from '@talentbase/shared/domain/projects';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROJECT_LIST_PATH } from '../lib/paths';

/**
 * The starter plan's project limit, in the spec's words, where the refused action was. On the
 * create form the project list opens in a new tab, so what was typed stays here to submit again
 * once a project is archived.
 */
export function ProjectLimitAlert({
  context,
  onClose,
}: {
  context: 'create' | 'unarchive';
  onClose?: () => void;
}) {
  let hint: ReactNode;
  if (context === 'create') {
    hint = (
      <>
        <Anchor
          component={Link}
          to={PROJECT_LIST_PATH}
          target="_blank"
          rel="noopener"
          fz="sm"
          inline
          style={{ whiteSpace: 'nowrap' }}
        >
          Open your projects in a new tab <IconExternalLink size={13} style={{ verticalAlign: -1 }} />
        </Anchor>{' '}
        to archive one, then create this project again: what you typed stays here. Or{' '}
        <Anchor component={Link} to="/settings/subscription" target="_blank" rel="noopener" fz="sm" inline>
          see the plans and upgrade
        </Anchor>
        .
      </>
    );
  } else {
    hint = `A starter team keeps up to ${STARTER_PROJECT_LIMIT} active projects. Archive one from the Active tab first.`;
  }
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Project limit reached"
      role="alert"
      data-testid="project-limit"
      withCloseButton={Boolean(onClose)}
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      <Text fz="sm">{PROJECT_LIMIT_MESSAGE}</Text>
      <Text fz="sm" mt={6}>
        {hint}
      </Text>
    </Alert>
  );
}
