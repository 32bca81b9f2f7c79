import { Anchor, Card, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useOrganization } from '../../features/organization/api';
import { useCan } from '../../lib/permissions';
import { ORG_SETTINGS_PATH } from './admin-org-settings';

/**
 * Team settings › Organisation (`/admin/team-settings/organization`): what a team admin may know
 * of the organisation, read only; org admins get a link to change it.
 */
export function AdminTeamSettingsOrganizationPage() {
  const org = useOrganization();
  const orgAdmin = useCan('orgAdminOnly');
  return (
    <Stack gap="md" maw={760}>
      <PageHeader title="Organisation" description="The organisation your team belongs to." />
      {org.isPending ? (
        <Skeleton height={160} aria-busy="true" data-testid="org-loading" />
      ) : org.isError ? (
        <LoadError
          title="The organisation could not be loaded"
          error={org.error}
          onRetry={() => org.refetch()}
        />
      ) : (
        <Card withBorder padding="md">
          <Table variant="vertical" layout="fixed" withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w="40%">Name</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{org.data.name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Slug</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{org.data.slug ?? 'None'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Your team</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{org.data.currentTeam.name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Active teams</Table.Th>
                <Table.Td>{org.data.activeTeams}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Members</Table.Th>
                <Table.Td>{org.data.members}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Allowed email domains</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {org.data.allowedDomains.length ? org.data.allowedDomains.join(', ') : 'Any'}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Card>
      )}
      <Text fz="sm" c="dimmed">
        {orgAdmin ? (
          <>
            Change these in{' '}
            <Anchor component={Link} to={ORG_SETTINGS_PATH} underline="always">
              organisation settings
            </Anchor>
            .
          </>
        ) : (
          'Only an organisation admin can change these.'
        )}
      </Text>
    </Stack>
  );
}
