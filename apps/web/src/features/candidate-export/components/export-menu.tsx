import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { PDF_EXPORT_MAX_CANDIDATES, type ProjectRole } from '@talentbase/shared';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCan, useCanInProject } from '../../../lib/permissions';
import { useCsvTemplates, useExportCsv, useExportPdf } from '../api/export-calls';

export type ExportMenuProps = {
  /** The chosen candidates. Without them, a project's candidates (optionally one stage) are exported. */
  candidateIds?: readonly number[];
  /** The project the export is made from: its role decides, and the stage column comes from it. */
  projectId?: string;
  /** The caller's role on that project (`recruiterRole`); Owner and Recruiter may export. */
  projectRole?: ProjectRole | null;
  categoryId?: number;
  stageId?: number;
  /** Button size, to sit in a toolbar. */
  size?: 'xs' | 'sm' | 'md';
};

/**
 * Export as CSV (with the team's download templates) or as PDF (up to 50 candidates, with the team
 * watermark). Shown only to people with the export permission; inside a project, only to roles
 * the permission table lets export — the same rules the API applies.
 */
export function ExportMenu({
  candidateIds,
  projectId,
  projectRole,
  categoryId,
  stageId,
  size = 'sm',
}: ExportMenuProps) {
  const canExport = useCan('candidateExport');
  const roleCsv = useCanInProject(projectRole, 'candidate.exportCsv');
  const rolePdf = useCanInProject(projectRole, 'candidate.exportPdf');
  const [opened, setOpened] = useState(false);
  const templates = useCsvTemplates(canExport && opened);
  const csv = useExportCsv();
  const pdf = useExportPdf();
  if (!canExport) return null;
  if (projectId && !roleCsv && !rolePdf) return null;

  const ids = candidateIds && candidateIds.length > 0 ? [...candidateIds] : undefined;
  const nothing = !ids && !projectId;
  const tooManyForPdf = !ids || ids.length > PDF_EXPORT_MAX_CANDIDATES;
  const scope = projectId ? { projectId } : {};

  const runCsv = (templateId?: string) =>
    csv.mutate(
      {
        ...(ids ? { candidateIds: ids } : { categoryId, stageId }),
        ...scope,
        ...(templateId ? { templateId } : {}),
      },
      {
        onSuccess: () => notifySuccess('Your CSV file is downloading.'),
        onError: (e) => notifyError(e, 'Export failed'),
      },
    );
  const runPdf = () =>
    ids &&
    pdf.mutate(
      { candidateIds: ids, ...scope },
      {
        onSuccess: () => notifySuccess('Your PDF is downloading.'),
        onError: (e) => notifyError(e, 'Export failed'),
      },
    );

  const list = templates.data?.data ?? [];
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size={size}
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={csv.isPending || pdf.isPending}
          disabled={nothing}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {(!projectId || roleCsv) && (
          <>
            <Menu.Label>CSV</Menu.Label>
            <Menu.Item leftSection={<IconFileTypeCsv size={16} />} onClick={() => runCsv()}>
              {list.some((t) => t.isDefault)
                ? `CSV (${list.find((t) => t.isDefault)?.name})`
                : 'CSV (standard columns)'}
            </Menu.Item>
            {templates.isPending ? (
              <Menu.Item disabled>Loading templates…</Menu.Item>
            ) : (
              list
                .filter((t) => !t.isDefault)
                .map((t) => (
                  <Menu.Item
                    key={t.id}
                    leftSection={<IconFileTypeCsv size={16} />}
                    onClick={() => runCsv(t.id)}
                  >
                    CSV: {t.name}
                  </Menu.Item>
                ))
            )}
          </>
        )}
        {(!projectId || rolePdf) && (
          <>
            <Menu.Divider />
            <Menu.Label>PDF</Menu.Label>
            <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={runPdf} disabled={tooManyForPdf}>
              PDF profiles
            </Menu.Item>
            {tooManyForPdf ? (
              <Text fz="xs" c="dimmed" px="sm" pb={6} maw={240}>
                Select 1 to {PDF_EXPORT_MAX_CANDIDATES} candidates to export them as PDF.
              </Text>
            ) : null}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
