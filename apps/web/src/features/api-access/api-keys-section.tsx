/** API keys: the team's keys (never their secrets), a new key shown once, revoking after asking. */
import {
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { API_SCOPES, type ApiKey, type ApiScope } from '@talentbase/shared';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api';
import { SCOPE_LABELS, when } from './labels';
import { ConfirmModal, ModalActions, SectionHeader, SectionList, ShownOnce } from './parts';

function CreateKeyModal({ onClose }: { onClose: () => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['projects:read', 'candidates:read']);
  const [limit, setLimit] = useState<number | string>(120);
  const [touched, setTouched] = useState(false);
  const nameError = touched && !name.trim() ? 'Enter a name' : null;
  const scopeError = touched && scopes.length === 0 ? 'Choose at least one scope' : null;
  const fieldErrors = isApiError(create.error) ? create.error.fields : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!name.trim() || scopes.length === 0) return;
    create.mutate({
      name: name.trim(),
      scopes: scopes as ApiScope[],
      rateLimitPerMinute: typeof limit === 'number' ? limit : 120,
    });
  };
  return (
    <Modal opened onClose={onClose} title={create.data ? 'API key created' : 'Create an API key'} centered>
      {create.data ? (
        <Stack gap="sm">
          <ShownOnce label="API key" value={create.data.secret} />
          <Text fz="sm">
            Send it as <Code>Authorization: Bearer …</Code> with each call to <Code>/api/public/v1</Code>.
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Name"
              description="Which system uses it, e.g. “Careers site” or “Zapier”"
              required
              data-autofocus
              maxLength={80}
              value={name}
              error={nameError ?? fieldErrors?.name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Checkbox.Group label="Scopes" required value={scopes} onChange={setScopes} error={scopeError}>
              <Stack gap={6} mt={6}>
                {API_SCOPES.map((s) => (
                  <Checkbox key={s} value={s} label={`${s} — ${SCOPE_LABELS[s]}`} />
                ))}
              </Stack>
            </Checkbox.Group>
            <NumberInput
              label="Requests per minute"
              description="Calls beyond it answer 429 with Retry-After"
              min={1}
              max={6000}
              value={limit}
              onChange={setLimit}
            />
            <ModalActions
              error={create.error}
              onCancel={onClose}
              confirm="Create key"
              pending={create.isPending}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function KeyCard({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  const revoked = apiKey.revokedAt !== null;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`api-key-${apiKey.id}`}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text fw={600}>{apiKey.name}</Text>
            {revoked ? (
              <Badge color="gray" variant="light">
                Revoked
              </Badge>
            ) : (
              <Badge color="green" variant="light">
                Active
              </Badge>
            )}
          </Group>
          <Text fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {apiKey.prefix}_…
          </Text>
          <Group gap={4}>
            {apiKey.scopes.map((s) => (
              <Badge key={s} variant="outline" tt="none" size="sm">
                {s}
              </Badge>
            ))}
          </Group>
          <Text fz="xs" c="dimmed">
            Created {when(apiKey.createdAt)}
            {apiKey.createdBy ? ` by ${apiKey.createdBy}` : ''} · last used{' '}
            {when(apiKey.lastUsedAt).toLowerCase()} · {apiKey.rateLimitPerMinute} requests a minute
            {revoked ? ` · revoked ${when(apiKey.revokedAt)}` : ''}
          </Text>
        </Stack>
        {revoked ? null : (
          <Button size="xs" variant="light" color="red" onClick={() => onRevoke(apiKey)}>
            Revoke
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function ApiKeysSection() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <Stack gap="sm">
      <SectionHeader
        icon={<IconKey size={20} aria-hidden="true" />}
        title="API keys"
        action="Create API key"
        onAction={() => setCreating(true)}
      />
      <SectionList
        query={keys}
        items={(data) => data.keys}
        what="The API keys"
        empty="No API keys yet. Create one for each system that calls Talentbase."
        skeleton={[72, 72]}
        testId="api-keys-loading"
        render={(k) => <KeyCard key={k.id} apiKey={k} onRevoke={setRevoking} />}
      />
      {creating ? <CreateKeyModal onClose={() => setCreating(false)} /> : null}
      {revoking ? (
        <ConfirmModal
          title="Revoke this API key?"
          confirm="Revoke key"
          mutation={revoke}
          id={revoking.id}
          done={`“${revoking.name}” was revoked`}
          onClose={() => setRevoking(null)}
        >
          Calls with “{revoking.name}” are refused from now on (401). This cannot be undone.
        </ConfirmModal>
      ) : null}
    </Stack>
  );
}
