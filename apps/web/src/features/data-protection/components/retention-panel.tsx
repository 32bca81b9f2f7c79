import { Button, Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconPlus } from '@tabler/icons-react';
import { RETENTION_MAX_RULES, type RetentionRule } from '@talentbase/shared';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { useRetentionRules } from '../api/retention';
import { RetentionRuleCard } from './retention-rule-card';
import { RetentionRuleForm } from './retention-rule-form';

/** The team's retention rules: each runs nightly once on, after a dry run of its criteria. */
export function RetentionPanel() {
  const query = useRetentionRules();
  const [editing, setEditing] = useState<RetentionRule | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const rules = query.data?.rules;
  const full = (rules?.length ?? 0) >= RETENTION_MAX_RULES;
  const openNew = () => {
    setEditing(null);
    setFormOpen(true);
  };

  return (
    <Stack gap="md">
      <Card>
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Title order={2} fz="xl">
              Retention rules
            </Title>
            <Text fz="sm" c="dimmed">
              Delete candidates nobody has engaged with for a while, for example in the EU and the UK after 24
              months. Rules run every night; a dry run first tells you how many would go.
            </Text>
          </Stack>
          {rules && rules.length > 0 ? (
            <Stack gap={4} align="flex-end">
              <Button leftSection={<IconPlus size={16} />} onClick={openNew} disabled={full}>
                New rule
              </Button>
              {full ? (
                <Text fz="xs" c="dimmed">
                  At most {RETENTION_MAX_RULES} rules per team.
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </Group>
      </Card>
      {!rules ? (
        query.isError ? (
          <LoadError
            title="Retention rules could not be loaded"
            error={query.error}
            onRetry={() => query.refetch()}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="rules-loading" aria-busy="true">
            <Skeleton height={180} />
            <Skeleton height={180} />
          </SimpleGrid>
        )
      ) : rules.length === 0 ? (
        <Card>
          <EmptyState
            variant="light"
            color="gray"
            py="xl"
            icon={<IconClockHour4 size={28} stroke={1.6} />}
            title="No retention rules yet"
            description="Without a rule, candidates stay until someone deletes or erases them."
          >
            <EmptyState.Actions>
              <Button leftSection={<IconPlus size={16} />} onClick={openNew}>
                New rule
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {rules.map((rule) => (
            <RetentionRuleCard
              key={rule.id}
              rule={rule}
              onEdit={() => {
                setEditing(rule);
                setFormOpen(true);
              }}
            />
          ))}
        </SimpleGrid>
      )}
      <RetentionRuleForm opened={formOpen} rule={editing} onClose={() => setFormOpen(false)} />
    </Stack>
  );
}
