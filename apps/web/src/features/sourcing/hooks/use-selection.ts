/**
 * The ticked candidates of the Sourcing page: either some picked one by one (with what the bulk
 * actions need to know of each), or "all results" — the search resolved on the server to the ids
 * of its first 10,000 matches — less the ones unticked since.
 */
import type { SearchHit, SearchSelection, SearchSelectResponse } from '@talentbase/shared';
import { useCallback, useMemo, useState } from 'react';

type Picked = { name: string; inTeam: boolean };
type AllResults = {
  /** The search as it was selected (a later change of sort does not change who is in it). */
  query: SearchSelection;
  ids: readonly number[];
  idSet: ReadonlySet<number>;
  teamIds: ReadonlySet<number>;
  capped: boolean;
  excluded: ReadonlySet<number>;
};

export type Selection = ReturnType<typeof useSelection>;

export function useSelection() {
  const [picked, setPicked] = useState<ReadonlyMap<number, Picked>>(new Map());
  const [all, setAll] = useState<AllResults | null>(null);

  const toggle = useCallback(
    (hit: Pick<SearchHit, 'profileId' | 'fullName' | 'inTeam'>, on: boolean) => {
      if (all) {
        setAll((current) => {
          if (!current) return current;
          const excluded = new Set(current.excluded);
          if (on) excluded.delete(hit.profileId);
          else excluded.add(hit.profileId);
          return { ...current, excluded };
        });
        return;
      }
      setPicked((current) => {
        const next = new Map(current);
        if (on) next.set(hit.profileId, { name: hit.fullName, inTeam: hit.inTeam });
        else next.delete(hit.profileId);
        return next;
      });
    },
    [all],
  );

  const selectPage = useCallback(
    (hits: readonly SearchHit[], on: boolean) => {
      for (const hit of hits) toggle(hit, on);
    },
    [toggle],
  );

  const selectAll = useCallback((answer: SearchSelectResponse, query: SearchSelection) => {
    setPicked(new Map());
    setAll({
      query,
      ids: answer.candidateIds,
      idSet: new Set(answer.candidateIds),
      teamIds: new Set(answer.teamCandidateIds),
      capped: answer.capped,
      excluded: new Set(),
    });
  }, []);

  const clear = useCallback(() => {
    setPicked(new Map());
    setAll(null);
  }, []);

  /** Takes one candidate out (marked not a fit). */
  const unselect = useCallback((profileId: number) => {
    setPicked((current) => {
      if (!current.has(profileId)) return current;
      const next = new Map(current);
      next.delete(profileId);
      return next;
    });
    setAll((current) =>
      current?.idSet.has(profileId)
        ? { ...current, excluded: new Set(current.excluded).add(profileId) }
        : current,
    );
  }, []);

  const derived = useMemo(() => {
    const ids = all ? all.ids.filter((id) => !all.excluded.has(id)) : [...picked.keys()];
    const teamIds = all
      ? ids.filter((id) => all.teamIds.has(id))
      : [...picked].filter(([, p]) => p.inTeam).map(([id]) => id);
    const [first] = picked.values();
    return {
      ids,
      teamIds,
      count: ids.length,
      /** The one picked candidate's name, for "Adding Grace Hopper". */
      singleName: !all && picked.size === 1 && first ? first.name : null,
    };
  }, [all, picked]);

  const isSelected = useCallback(
    (profileId: number) =>
      all ? all.idSet.has(profileId) && !all.excluded.has(profileId) : picked.has(profileId),
    [all, picked],
  );

  return {
    ...derived,
    allResults: all !== null,
    /** The search "all results" stands for, with the ids unticked since. */
    allQuery: all
      ? { ...all.query, excludeIds: [...new Set([...(all.query.excludeIds ?? []), ...all.excluded])] }
      : null,
    capped: all?.capped ?? false,
    isSelected,
    toggle,
    selectPage,
    selectAll,
    clear,
    unselect,
  };
}
