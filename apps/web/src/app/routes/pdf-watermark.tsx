import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { PdfWatermarkSettings } from '../../features/candidate-export/components/pdf-watermark-settings';

export const PDF_WATERMARK_PATH = '/admin/team-settings/pdf-watermark';

/** Team settings › PDF watermark: the text drawn across every page of exported candidate PDFs. */
export function PdfWatermarkPage() {
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="PDF watermark"
        description="Mark every candidate PDF your team exports, for example as confidential."
      />
      <PdfWatermarkSettings />
    </Stack>
  );
}
