import { Alert, Card, EmptyState, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCoins } from '@tabler/icons-react';
import type { CurrentUser } from '@talentbase/shared';
import { TermHelp } from '../../../components/term-help';

const number = new Intl.NumberFormat();

export function CreditsCard({
  credits,
  warning,
}: {
  credits: CurrentUser['contractCredits'];
  warning: boolean;
}) {
  const { total, used, remaining } = credits;
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;

  return (
    <Card h="100%">
      <Group gap={4} mb="md" wrap="nowrap">
        <Title order={2} fz="lg">
          Contract credits
        </Title>
        <TermHelp term="contractCredits" />
      </Group>
      {total === 0 ? (
        <EmptyState
          size="sm"
          icon={<IconCoins size={22} stroke={1.6} />}
          withIndicatorBackground
          title="No contract credits yet"
          description="Credits your team's contract includes will show here, with how many are used."
        />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="baseline">
            <Text fz={28} fw={700} lh={1}>
              {number.format(remaining)}
              <Text component="span" fz="sm" c="dimmed" fw={500} ml={6}>
                remaining
              </Text>
            </Text>
            <Text fz="sm" c="dimmed">
              {number.format(used)} of {number.format(total)} used
            </Text>
          </Group>
          <Progress
            value={percent}
            size="lg"
            radius="xl"
            color={warning ? 'orange' : 'brand'}
            aria-label={`Contract credits used: ${percent}%`}
          />
          {warning ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title="Credits are running low"
              mt="xs"
            >
              Your team has used {percent}% of its contract credits. Plan a top-up before they run out.
            </Alert>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}
