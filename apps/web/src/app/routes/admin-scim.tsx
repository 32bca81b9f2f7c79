import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import type { ScimToken } from '@talentbase/shared';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from '../../features/sso/api/scim-tokens';
import { CopyField } from '../../features/sso/components/copy-field';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';

export const ADMIN_SCIM_PATH = '/admin/team-settings/scim';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

function NewTokenForm() {
  const create = useCreateScimToken();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!name.trim()) {
      setProblem('Name the token (e.g. "Okta")');
      return;
    }
    try {
      const answer = await create.mutateAsync(name.trim());
      setMade(answer.token);
      setName('');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          New token
        </Title>
        {made ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="Copy this token now"
            role="status"
          >
            <Stack gap="xs">
              <Text fz="sm">
                It is shown only once. Paste it into your identity provider&apos;s SCIM settings.
              </Text>
              <CopyField label="Bearer token" value={made} />
              <Group>
                <Button size="xs" variant="light" onClick={() => setMade(null)}>
                  I have copied it
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <form onSubmit={submit} noValidate aria-label="New SCIM token">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Token name"
              placeholder="Okta"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={problem}
              maxLength={80}
              style={{ flex: '1 1 220px' }}
            />
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending}>
              Create token
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}

function TokenCard({ token, onRevoke }: { token: ScimToken; onRevoke: (t: ScimToken) => void }) {
  return (
    <Card withBorder padding="md" data-testid="scim-token">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {token.name}
            </Text>
            {token.revokedAt ? <Badge color="gray">Revoked</Badge> : <Badge color="green">Active</Badge>}
          </Group>
          <Text fz="sm" c="dimmed" ff="monospace">
            {token.prefix}…
          </Text>
          <Text fz="sm" c="dimmed">
            Created {when(token.createdAt)}
            {token.createdBy ? ` by ${token.createdBy}` : ''} · Last used {when(token.lastUsedAt)}
            {token.revokedAt ? ` · Revoked ${when(token.revokedAt)}` : ''}
          </Text>
        </Stack>
        {token.revokedAt ? null : (
          <Button variant="light" color="red" size="xs" onClick={() => onRevoke(token)}>
            Revoke
          </Button>
        )}
      </Group>
    </Card>
  );
}

/**
 * Team settings › SCIM (`/admin/team-settings/scim`): the address and bearer tokens an identity
 * provider uses to create, update, deactivate and remove this team's members automatically.
 */
export function AdminScimPage() {
  const tokens = useScimTokens();
  const revoke = useRevokeScimToken();
  const [revoking, setRevoking] = useState<ScimToken | null>(null);
  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notifySuccess(`Token ${revoking.name} revoked`);
      setRevoking(null);
    } catch (error) {
      notifyError(error, 'Token not revoked');
    }
  };
  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title="SCIM provisioning"
        description="Your identity provider adds, updates, deactivates and removes team members for you."
      />
      {tokens.isPending ? (
        <Stack gap="sm" data-testid="scim-loading" aria-busy="true">
          <Skeleton height={80} />
          <Skeleton height={80} />
        </Stack>
      ) : tokens.isError ? (
        <LoadError
          title="SCIM tokens could not be loaded"
          error={tokens.error}
          onRetry={() => tokens.refetch()}
        />
      ) : (
        <>
          <Card withBorder padding="lg">
            <Stack gap="xs">
              <Title order={2} fz="lg">
                Connection
              </Title>
              <CopyField label="SCIM base URL" value={tokens.data.baseUrl} />
              <Text fz="sm" c="dimmed">
                Authentication: HTTP header bearer token. New members get a Recruiter seat; deactivating a
                user cancels their seat and signs them out.
              </Text>
            </Stack>
          </Card>
          <NewTokenForm />
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Tokens
            </Title>
            {tokens.data.data.length === 0 ? (
              <Text fz="sm" c="dimmed" data-testid="scim-empty">
                No tokens yet. Create one for your identity provider.
              </Text>
            ) : (
              tokens.data.data.map((t) => <TokenCard key={t.id} token={t} onRevoke={setRevoking} />)
            )}
          </Stack>
        </>
      )}
      <Modal opened={!!revoking} onClose={() => setRevoking(null)} title="Revoke this token?" centered>
        <Stack gap="md">
          <Text fz="sm">
            {revoking?.name}: your identity provider stops provisioning at once. Members stay as they are.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={confirmRevoke} loading={revoke.isPending}>
              Revoke token
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
