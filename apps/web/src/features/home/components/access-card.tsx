import { Card, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { can, FEATURE_GATE_NAMES, type FeatureGate, type Subject } from '@talentbase/shared';
import { GATE_LABEL } from '../../../lib/labels';

type Area = { gate: Exclude<FeatureGate, 'signedIn'>; label: string };

/** Every feature gate but `signedIn` (which everyone has), split by what this subject passes. */
export function accessAreas(subject: Subject): { open: Area[]; closed: Area[] } {
  const areas = FEATURE_GATE_NAMES.filter((g): g is Area['gate'] => g !== 'signedIn').map((gate) => ({
    gate,
    label: GATE_LABEL[gate],
  }));
  return {
    open: areas.filter((a) => can(subject, a.gate)),
    closed: areas.filter((a) => !can(subject, a.gate)),
  };
}

function AreaList({ areas, open }: { areas: Area[]; open: boolean }) {
  if (areas.length === 0) {
    return (
      <Text fz="sm" c="dimmed" fs="italic">
        {open ? 'Nothing beyond the basics yet.' : 'None: you can access everything.'}
      </Text>
    );
  }
  return (
    <List spacing={6} size="sm" center>
      {areas.map((area) => (
        <List.Item
          key={area.gate}
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color={open ? 'teal' : 'gray'}>
              {open ? <IconCheck size={12} stroke={3} /> : <IconX size={12} stroke={3} />}
            </ThemeIcon>
          }
        >
          <Text component="span" fz="sm" c={open ? undefined : 'dimmed'}>
            {area.label}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

export function AccessCard({ subject }: { subject: Subject }) {
  const { open, closed } = accessAreas(subject);
  return (
    <Card>
      <Title order={2} fz="lg" mb={4}>
        What you can access
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        Decided by your plan, account roles and your team's product solutions.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <section aria-label="Available to you">
          <Text fw={600} fz="sm" mb="xs">
            Available to you ({open.length})
          </Text>
          <AreaList areas={open} open />
        </section>
        <section aria-label="Not included">
          <Text fw={600} fz="sm" mb="xs">
            Not included ({closed.length})
          </Text>
          <AreaList areas={closed} open={false} />
        </section>
      </SimpleGrid>
    </Card>
  );
}
