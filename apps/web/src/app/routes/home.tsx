import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { useMe } from '../../features/auth/api/get-me';
import { AccessCard } from '../../features/home/components/access-card';
import { AccountCard } from '../../features/home/components/account-card';
import { CreditsCard } from '../../features/home/components/credits-card';
import { firstName } from '../../lib/labels';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function HomePage() {
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <Stack maw={1100} gap={0}>
      <PageHeader
        documentTitle="Home"
        title={`${greeting(new Date().getHours())}, ${firstName(user.fullName)}`}
        description={`${user.jobTitle ? `${user.jobTitle} · ` : ''}${user.team.name}, ${user.organization.name}`}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AccountCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CreditsCard credits={user.contractCredits} warning={user.creditWarning} />
        </Grid.Col>
        <Grid.Col span={12}>
          <AccessCard subject={user.subject} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
