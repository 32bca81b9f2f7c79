/**
 * Archive, unarchive and delete, as the list rows and the detail page offer them: a toast when it
 * worked (archiving can be undone from it), a confirmation before deleting, and what went wrong
 * kept for the page to show in place (the starter plan's limit is not an error toast).
 */
import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { type ProjectStateChange, useChangeProjectState } from '../api/change-project-state';
import type { DeleteTarget } from '../components/delete-project-modal';

export type ActionProblem =
  | { kind: 'limit' }
  | { kind: 'message'; title: string; message: string; projectName: string };

type Target = DeleteTarget;

const FAILED_TITLE: Record<ProjectStateChange, string> = {
  archive: 'The project could not be archived',
  unarchive: 'The project could not be unarchived',
  delete: 'The project could not be deleted',
};

function problemOf(error: unknown, change: ProjectStateChange, projectName: string): ActionProblem {
  if (isApiError(error) && error.code === 'PROJECT_LIMIT_REACHED') return { kind: 'limit' };
  if (isApiError(error) && error.status === 404)
    return {
      kind: 'message',
      title: 'This project no longer exists',
      message: 'Someone may have deleted it. The list has been refreshed.',
      projectName,
    };
  if (isApiError(error) && error.status === 403)
    return {
      kind: 'message',
      title: FAILED_TITLE[change],
      message: "Only the project's owner can archive, unarchive or delete it.",
      projectName,
    };
  return { kind: 'message', title: FAILED_TITLE[change], message: errorMessage(error), projectName };
}

export function useProjectActions({ onDeleted }: { onDeleted?: (target: Target) => void } = {}) {
  const mutation = useChangeProjectState();
  const [deleteTarget, setDeleteTarget] = useState<Target | null>(null);
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const { mutate } = mutation;

  const run = useCallback(
    (target: Target, change: ProjectStateChange) => {
      setProblem(null);
      mutate(
        { projectId: target.projectId, change },
        {
          onSuccess: () => {
            if (change === 'delete') {
              setDeleteTarget(null);
              notifySuccess(`“${target.projectName}” is gone, with its pipeline.`, {
                title: 'Project deleted',
              });
              onDeleted?.(target);
            } else if (change === 'archive') {
              // The project's name goes in the title: the message line shares its room with Undo.
              notifySuccess('Moved to the Archived tab.', {
                title: `Project archived: ${target.projectName}`,
                action: { label: 'Undo', onClick: () => run(target, 'unarchive') },
              });
            } else {
              notifySuccess(`“${target.projectName}” is back on the Active tab.`, {
                title: 'Project unarchived',
              });
            }
          },
          onError: (error) => {
            if (change === 'delete') setDeleteTarget(null);
            setProblem(problemOf(error, change, target.projectName));
          },
        },
      );
    },
    [mutate, onDeleted],
  );

  return {
    archive: useCallback((target: Target) => run(target, 'archive'), [run]),
    unarchive: useCallback((target: Target) => run(target, 'unarchive'), [run]),
    /** Asks for confirmation; the modal's confirm runs the delete. */
    requestDelete: setDeleteTarget,
    deleteModal: {
      target: deleteTarget,
      pending: mutation.isPending && mutation.variables?.change === 'delete',
      onCancel: () => setDeleteTarget(null),
      onConfirm: (target: Target) => run(target, 'delete'),
    },
    /** The project a change is running on, to show it busy. */
    pendingId: mutation.isPending ? (mutation.variables?.projectId ?? null) : null,
    problem,
    clearProblem: () => setProblem(null),
  };
}
