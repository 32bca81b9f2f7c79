import { Box, Center, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from '../../components/brand';
import { MAIN_CONTENT, SkipLink } from '../../components/skip-link';

/** Centered card for log in and sign up, on a soft brand-tinted background; the page's main landmark. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    // The skip link comes first; the centred card is the page's main landmark (axe: region).
    <Box
      mih="100vh"
      style={{
        background:
          'radial-gradient(1200px 600px at 10% -10%, var(--mantine-color-brand-1), transparent 60%), var(--mantine-color-gray-0)',
      }}
    >
      <SkipLink />
      <Center component="main" mih="100vh" p="md" {...MAIN_CONTENT}>
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <Brand size="xl" />
          </Center>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap={4} mb="lg">
              <Text component="h1" fz={22} fw={700} m={0}>
                {title}
              </Text>
              <Text c="dimmed" fz="sm">
                {subtitle}
              </Text>
            </Stack>
            {children}
          </Paper>
          <Text ta="center" fz="xs" c="dimmed">
            Talentbase · open-source recruiting platform
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
