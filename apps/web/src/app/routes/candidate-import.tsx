import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ImportStepper } from '../../features/candidate-import/components/import-stepper';

export const CANDIDATE_IMPORT_PATH = '/v5/talent-pool/import-candidates';

/**
 * Import candidates (`/v5/talent-pool/import-candidates`, gate candidateImport): a CSV becomes
 * the team's candidates, optionally straight into a project (`?projectId=` preselects it).
 */
export function CandidateImportPage() {
  const [params] = useSearchParams();
  const projectId = params.get('projectId');
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader
        title="Import candidates"
        description="Add candidates from a spreadsheet or another system. Duplicates of your candidates are found for you."
      />
      <ImportStepper initialProjectId={projectId && /^\d{1,15}$/.test(projectId) ? projectId : null} />
    </Stack>
  );
}
