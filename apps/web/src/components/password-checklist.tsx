import { Group, SimpleGrid, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { passwordRuleResults } from '../lib/password-policy';

/** Live feedback under a new-password field: each rule of the strict policy, met or not yet. */
export function PasswordChecklist({ password }: { password: string }) {
  const results = passwordRuleResults(password);
  const met = results.filter((r) => r.met).length;
  return (
    <div>
      <Text fz="xs" c="dimmed" mb={6} aria-live="polite">
        Password requirements ({met} of {results.length} met)
      </Text>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={6} m={0} p={0}>
        {results.map((rule) => (
          <Group
            component="li"
            key={rule.id}
            gap={8}
            wrap="nowrap"
            data-met={rule.met}
            style={{ listStyle: 'none' }}
          >
            <ThemeIcon
              size={18}
              radius="xl"
              variant={rule.met ? 'filled' : 'light'}
              color={rule.met ? 'teal' : 'gray'}
            >
              {rule.met ? <IconCheck size={12} stroke={3} /> : <IconCircleDashed size={12} />}
            </ThemeIcon>
            <Text component="span" fz="xs" c={rule.met ? undefined : 'dimmed'}>
              {rule.label}
              <VisuallyHidden>{rule.met ? ' (met)' : ' (not met)'}</VisuallyHidden>
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </div>
  );
}
