import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { CsvTemplatesSettings } from '../../features/candidate-export/components/csv-templates-settings';

export const CSV_DOWNLOAD_TEMPLATES_PATH = '/admin/team-settings/csv-download-templates';

/** Team settings › CSV download templates: which columns a CSV export writes, in which order. */
export function CsvDownloadTemplatesPage() {
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="CSV download templates"
        description="Choose the columns your team's CSV exports contain and their order. The default template is used when nobody picks one."
      />
      <CsvTemplatesSettings />
    </Stack>
  );
}
