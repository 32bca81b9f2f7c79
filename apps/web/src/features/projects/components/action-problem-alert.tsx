import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ActionProblem } from '../hooks/use-project-actions';
import { ProjectLimitAlert } from './project-limit-alert';

/** What an archive, unarchive or delete could not do, above the content it concerns. */
export function ActionProblemAlert({
  problem,
  onClose,
}: {
  problem: ActionProblem | null;
  onClose: () => void;
}) {
  if (!problem) return null;
  if (problem.kind === 'limit') return <ProjectLimitAlert context="unarchive" onClose={onClose} />;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={problem.title}
      role="alert"
      data-testid="action-problem"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {problem.message}
    </Alert>
  );
}
