/**
 * What the recruiter does with candidates on the Sourcing page: reveal contacts, mark not a fit
 * (with Undo), tick candidates (or all results, see use-selection.ts) and act on them. Kept
 * apart from the page so the page reads as layout.
 */
import type { SearchHit } from '@talentbase/shared';
import { useCallback, useMemo, useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useNotAFit } from '../api/not-a-fit';
import { revealToastMessage, useViewContacts } from '../api/view-contacts';
import type { AddTarget } from '../components/add-to-project-modal';
import type { ResultCardActions } from '../components/result-card';
import { useSelection } from './use-selection';

export function useResultActions({
  historyId,
  onView,
}: {
  /** The recorded search's history entry; without one, not-a-fit is not offered. */
  historyId: string | null;
  onView: (profileId: number) => void;
}) {
  const reveal = useViewContacts();
  const notAFit = useNotAFit();
  const [revealFrom, setRevealFrom] = useState<'card' | 'drawer'>('card');
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const selection = useSelection();
  const { unselect } = selection;
  const [addTarget, setAddTarget] = useState<AddTarget | null>(null);

  const revealContacts = useCallback(
    (profileId: number, from: 'card' | 'drawer') => {
      setRevealFrom(from);
      reveal.mutate(profileId, {
        onSuccess: (result) => notifySuccess(revealToastMessage(result)),
        // The drawer shows the error in place (the 422 message when credits ran out).
        onError: (error) => {
          if (from === 'card') notifyError(error, 'Contacts not revealed');
        },
      });
    },
    [reveal],
  );

  const setHiddenOne = useCallback((profileId: number, hide: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      if (hide) next.add(profileId);
      else next.delete(profileId);
      return next;
    });
  }, []);

  const markNotAFit = useCallback(
    (hit: SearchHit) => {
      if (!historyId) return;
      const input = { historyId, profileId: hit.profileId };
      setHiddenOne(hit.profileId, true);
      unselect(hit.profileId);
      notAFit.mutate(
        { ...input, notAFit: true },
        {
          onSuccess: () =>
            notifySuccess(`${hit.fullName} marked not a fit: hidden from this search`, {
              // Long enough to reach the Undo button.
              autoCloseMs: 10_000,
              action: {
                label: 'Undo',
                onClick: () => {
                  setHiddenOne(hit.profileId, false);
                  notAFit.mutate(
                    { ...input, notAFit: false },
                    {
                      onSuccess: () => notifySuccess(`${hit.fullName} is back in the results.`),
                      onError: () => setHiddenOne(hit.profileId, true),
                    },
                  );
                },
              },
            }),
          onError: () => setHiddenOne(hit.profileId, false),
        },
      );
    },
    [historyId, notAFit, setHiddenOne, unselect],
  );

  const cardActions: ResultCardActions = useMemo(
    () => ({
      onView: (hit) => onView(hit.profileId),
      onReveal: (hit) => revealContacts(hit.profileId, 'card'),
      onAddToProject: (hit) =>
        setAddTarget({
          label: hit.fullName,
          count: 1,
          body: { candidateIds: [hit.profileId] },
          pageIds: [hit.profileId],
        }),
      onNotAFit: historyId ? markNotAFit : undefined,
      onSelect: (hit, on) => selection.toggle(hit, on),
    }),
    [onView, revealContacts, historyId, markNotAFit, selection.toggle],
  );

  const { clear } = selection;
  /** A new search starts with nothing ticked or hidden. */
  const resetForNewSearch = useCallback(() => {
    clear();
    setHidden(new Set());
  }, [clear]);

  return {
    cardActions,
    hidden,
    selection,
    resetForNewSearch,
    addTarget,
    setAddTarget,
    revealContacts,
    revealingId: reveal.isPending ? (reveal.variables ?? null) : null,
    drawerRevealError: revealFrom === 'drawer' ? reveal.error : null,
    revealedFor: reveal.variables ?? null,
  };
}
