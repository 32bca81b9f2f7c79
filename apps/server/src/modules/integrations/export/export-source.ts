/**
 * The source an exported candidate carries in the ATS ("where did this person come from").
 * Fixed for now; team settings for it come with a later change.
 */
export type ExportSource = { name: string; medium: string };

export async function exportSource(_teamId: string, _providerId: string): Promise<ExportSource> {
  return { name: 'Talentbase', medium: 'Sourcing' };
}
