/**
 * What the recruiter does with candidates on the Sourcing page: reveal contacts, mark not a fit
 * (with Undo), tick candidates and add them to a project. Kept apart from the page so the page
 * reads as layout.
 */
import type { SearchHit } from '@talentbase/shared';
import { useCallback, useMemo, useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useNotAFit } from '../api/not-a-fit';
import { revealToastMessage, useViewContacts } from '../api/view-contacts';
import type { AddTarget } from '../components/add-to-project-modal';
import type { ResultCardActions } from '../components/result-card';

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
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
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
      setSelected((current) => {
        const next = new Map(current);
        next.delete(hit.profileId);
        return next;
      });
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
                    { onError: () => setHiddenOne(hit.profileId, true) },
                  );
                },
              },
            }),
          onError: () => setHiddenOne(hit.profileId, false),
        },
      );
    },
    [historyId, notAFit, setHiddenOne],
  );

  const cardActions: ResultCardActions = useMemo(
    () => ({
      onView: (hit) => onView(hit.profileId),
      onReveal: (hit) => revealContacts(hit.profileId, 'card'),
      onAddToProject: (hit) => setAddTarget({ candidateIds: [hit.profileId], label: hit.fullName }),
      onNotAFit: historyId ? markNotAFit : undefined,
      onSelect: (hit, on) =>
        setSelected((current) => {
          const next = new Map(current);
          if (on) next.set(hit.profileId, hit.fullName);
          else next.delete(hit.profileId);
          return next;
        }),
    }),
    [onView, revealContacts, historyId, markNotAFit],
  );

  const selectPage = useCallback((hits: readonly SearchHit[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const hit of hits) {
        if (on) next.set(hit.profileId, hit.fullName);
        else next.delete(hit.profileId);
      }
      return next;
    });
  }, []);

  /** A new search starts with nothing ticked or hidden. */
  const resetForNewSearch = useCallback(() => {
    setSelected(new Map());
    setHidden(new Set());
  }, []);

  const addSelected = useCallback(() => {
    const ids = [...selected.keys()];
    if (ids.length === 0) return;
    const [firstName] = selected.values();
    setAddTarget({
      candidateIds: ids,
      label: ids.length === 1 && firstName ? firstName : `${ids.length} candidates`,
    });
  }, [selected]);

  return {
    cardActions,
    hidden,
    selected,
    selectPage,
    clearSelection: () => setSelected(new Map()),
    resetForNewSearch,
    addTarget,
    setAddTarget,
    addSelected,
    revealContacts,
    revealingId: reveal.isPending ? (reveal.variables ?? null) : null,
    drawerRevealError: revealFrom === 'drawer' ? reveal.error : null,
    revealedFor: reveal.variables ?? null,
  };
}
