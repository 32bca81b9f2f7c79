import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ErasureProgress } from '../../features/data-protection/components/erasure-progress';
import { DATA_PROTECTION_PATH } from '../../features/data-protection/lib/paths';

/** One erasure: its progress while it runs, then what it removed (reached from Data protection). */
export function ErasureDetailPage() {
  const { erasureId = '' } = useParams();
  return (
    <Stack gap={0} maw={900}>
      <Group mb="xs">
        <Anchor component={Link} to={DATA_PROTECTION_PATH} fz="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={14} />
            Data protection
          </Group>
        </Anchor>
      </Group>
      <PageHeader
        title="Erasure"
        documentTitle="Erasure · Data protection"
        description="Everything held about the person, removed table by table."
      />
      <ErasureProgress erasureId={erasureId} />
    </Stack>
  );
}
