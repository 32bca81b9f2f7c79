import { Stack, Tabs } from '@mantine/core';
import { IconClockHour4, IconFileZip, IconListSearch, IconUserX } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { AccessExportPanel } from '../../features/data-protection/components/access-export-panel';
import { AuditPanel } from '../../features/data-protection/components/audit-panel';
import { ErasurePanel } from '../../features/data-protection/components/erasure-panel';
import { RetentionPanel } from '../../features/data-protection/components/retention-panel';
import {
  DATA_PROTECTION_PATH,
  type DataProtectionSection,
  isSection,
  sectionPath,
} from '../../features/data-protection/lib/paths';

export { DATA_PROTECTION_PATH };

const SECTIONS: {
  value: DataProtectionSection;
  label: string;
  icon: ComponentType<{ size?: number }>;
  Panel: ComponentType;
}[] = [
  { value: 'erasure', label: 'Erasure', icon: IconUserX, Panel: ErasurePanel },
  { value: 'access-export', label: 'Access export', icon: IconFileZip, Panel: AccessExportPanel },
  { value: 'retention', label: 'Retention', icon: IconClockHour4, Panel: RetentionPanel },
  { value: 'audit', label: 'Audit log', icon: IconListSearch, Panel: AuditPanel },
];

/**
 * Admin › Data protection: erasure on request, access export, retention rules and the audit log,
 * one tab each. The tab is part of the address (/admin/data-protection/audit ...).
 */
export function DataProtectionPage() {
  const { section } = useParams();
  const navigate = useNavigate();
  const current: DataProtectionSection =
    section === undefined ? 'erasure' : isSection(section) ? section : 'erasure';
  const active = SECTIONS.find((s) => s.value === current) ?? SECTIONS[0];
  // An unknown or redundant tab name in the address goes to the page itself.
  if (section !== undefined && (!isSection(section) || section === 'erasure'))
    return <Navigate to={DATA_PROTECTION_PATH} replace />;

  return (
    <Stack gap={0} maw={1200}>
      <PageHeader
        documentTitle={`${active?.label ?? 'Erasure'} · Data protection`}
        title="Data protection"
        description="Answer people’s requests to be forgotten or to see their data, keep candidates only as long as you need them, and see who revealed, exported or shared candidate data."
      />
      <Tabs
        value={current}
        onChange={(value) => {
          if (isSection(value ?? undefined)) navigate(sectionPath(value as DataProtectionSection));
        }}
        keepMounted={false}
      >
        <Tabs.List mb="lg" aria-label="Data protection tasks">
          {SECTIONS.map(({ value, label, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SECTIONS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
