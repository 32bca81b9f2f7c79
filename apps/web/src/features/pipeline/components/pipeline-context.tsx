/**
 * What every part of the pipeline screen shares: the project, its stages, what the user may do,
 * and the move and label actions. The actions live at the section, not in a card: a moved card
 * leaves its column (and unmounts), and the toast with Undo must still come.
 */
import type { PipelineCandidate, PipelineSummary } from '@talentbase/shared';
import { createContext, use } from 'react';
import type { usePipelineMoves } from '../hooks/use-pipeline-moves';

export type Abilities = {
  move: boolean;
  copy: boolean;
  share: boolean;
  sequence: boolean;
  /** Sync to ATS, and the team has a connection Talentbase can export to. */
  syncToAts?: boolean;
};

export type PipelineContextValue = {
  projectId: string;
  summary: PipelineSummary;
  abilities: Abilities;
  moves: ReturnType<typeof usePipelineMoves>;
  /** Opens the side panel on a candidate. */
  openCandidate: (candidate: PipelineCandidate) => void;
  onCopy: (ids: number[]) => void;
};

export const PipelineContext = createContext<PipelineContextValue | null>(null);

export function usePipeline(): PipelineContextValue {
  const value = use(PipelineContext);
  if (!value) throw new Error('usePipeline outside PipelineSection');
  return value;
}
