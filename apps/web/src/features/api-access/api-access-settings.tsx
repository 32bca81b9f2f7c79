/**
 * API keys and webhooks of the team. A new key and a new endpoint's signing secret are shown
 * once, with a copy button; the lists never hold them again. Each endpoint opens its delivery
 * log (status, answer code, duration, attempts, error) with a replay per delivery.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconKey, IconPlus, IconWebhook } from '@tabler/icons-react';
import {
  API_SCOPES,
  type ApiKey,
  type ApiScope,
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@talentbase/shared';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../../components/load-error';
import { isApiError } from '../../lib/api-client';
import { errorMessage, notifySuccess } from '../../lib/notify';
import { relativeTime } from '../../lib/relative-time';
import {
  useApiKeys,
  useCreateApiKey,
  useCreateWebhook,
  useDeleteWebhook,
  useDeliveries,
  useReplayDelivery,
  useRevokeApiKey,
  useUpdateWebhook,
  useWebhooks,
} from './api';

const SCOPE_LABELS: Record<ApiScope, string> = {
  'projects:read': 'Read projects and their candidates',
  'projects:write': 'Create projects, add and move candidates',
  'candidates:read': 'Read candidates, find them by email',
  'candidates:write': 'Create candidates',
  'webhooks:manage': 'Subscribe webhooks (Zapier, Make)',
};
const EVENT_LABELS: Record<WebhookEvent, string> = {
  'candidate.created': 'A candidate is created',
  'candidate.added_to_project': 'A candidate is added to a project',
  'pipeline.stage_changed': 'A candidate moves to another stage',
};
const STATUS_COLOURS: Record<WebhookDelivery['status'], string> = {
  pending: 'gray',
  retrying: 'yellow',
  delivered: 'green',
  failed: 'red',
};

const when = (iso: string | null) => (iso ? relativeTime(iso) : 'Never');

/** A secret in view once: the text, a copy button, and why it will not be shown again. */
function ShownOnce({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="xs">
      <Alert color="yellow" variant="light" title="Copy it now">
        This is the only time the {label.toLowerCase()} is shown. Store it somewhere safe; if it is lost, make
        a new one.
      </Alert>
      <Group wrap="nowrap" gap="xs" align="flex-start">
        <TextInput
          label={label}
          value={value}
          readOnly
          style={{ flex: 1, minWidth: 0 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              mt={25}
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              color={copied ? 'teal' : undefined}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

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
            {create.error ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(create.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create key
              </Button>
            </Group>
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

function ApiKeysSection() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          <Group gap="xs" component="span">
            <IconKey size={20} aria-hidden="true" />
            API keys
          </Group>
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Create API key
        </Button>
      </Group>
      {keys.isPending ? (
        <Stack gap="xs" data-testid="api-keys-loading">
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : keys.isError ? (
        <LoadError
          title="The API keys could not be loaded"
          error={keys.error}
          onRetry={() => keys.refetch()}
        />
      ) : keys.data.keys.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No API keys yet. Create one for each system that calls Talentbase.
        </Text>
      ) : (
        <Stack gap="xs">
          {keys.data.keys.map((k) => (
            <KeyCard key={k.id} apiKey={k} onRevoke={setRevoking} />
          ))}
        </Stack>
      )}
      {creating ? <CreateKeyModal onClose={() => setCreating(false)} /> : null}
      {revoking ? (
        <Modal opened onClose={() => setRevoking(null)} title="Revoke this API key?" centered>
          <Stack gap="sm">
            <Text fz="sm">
              Calls with “{revoking.name}” are refused from now on (401). This cannot be undone.
            </Text>
            {revoke.error ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(revoke.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRevoking(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={revoke.isPending}
                onClick={() =>
                  revoke.mutate(revoking.id, {
                    onSuccess: () => {
                      notifySuccess(`“${revoking.name}” was revoked`);
                      setRevoking(null);
                    },
                  })
                }
              >
                Revoke key
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}

function CreateWebhookModal({ onClose }: { onClose: () => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENTS]);
  const [touched, setTouched] = useState(false);
  const urlError = touched && !/^https?:\/\/\S+$/i.test(url.trim()) ? 'Enter an http or https address' : null;
  const eventError = touched && events.length === 0 ? 'Choose at least one event' : null;
  const fieldErrors = isApiError(create.error) ? create.error.fields : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!/^https?:\/\/\S+$/i.test(url.trim()) || events.length === 0) return;
    create.mutate({
      url: url.trim(),
      events: events as WebhookEvent[],
      ...(description.trim() ? { description: description.trim() } : {}),
    });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={create.data ? 'Endpoint added' : 'Add a webhook endpoint'}
      centered
    >
      {create.data ? (
        <Stack gap="sm">
          <ShownOnce label="Signing secret" value={create.data.secret} />
          <Text fz="sm">
            Each delivery carries <Code>Talentbase-Signature: t=…,v1=…</Code>: the HMAC-SHA256 of{' '}
            <Code>t.body</Code> with this secret.
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Address"
              description="Where Talentbase posts the events (https recommended)"
              placeholder="https://hooks.example.com/talentbase"
              required
              data-autofocus
              type="url"
              maxLength={2000}
              value={url}
              error={urlError ?? fieldErrors?.url}
              onChange={(e) => setUrl(e.currentTarget.value)}
            />
            <TextInput
              label="Description"
              maxLength={200}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
            <Checkbox.Group label="Events" required value={events} onChange={setEvents} error={eventError}>
              <Stack gap={6} mt={6}>
                {WEBHOOK_EVENTS.map((ev) => (
                  <Checkbox key={ev} value={ev} label={`${ev} — ${EVENT_LABELS[ev]}`} />
                ))}
              </Stack>
            </Checkbox.Group>
            {create.error ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(create.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Add endpoint
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useDeliveries(endpointId);
  const replay = useReplayDelivery();
  if (deliveries.isPending)
    return (
      <Stack gap="xs" data-testid="deliveries-loading">
        <Skeleton h={48} />
      </Stack>
    );
  if (deliveries.isError)
    return (
      <LoadError
        title="The delivery log could not be loaded"
        error={deliveries.error}
        onRetry={() => deliveries.refetch()}
      />
    );
  if (deliveries.data.deliveries.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        No deliveries yet. Events appear here within a minute of happening.
      </Text>
    );
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Deliveries">
      {deliveries.data.deliveries.map((d) => (
        <li key={d.id}>
          <Paper withBorder p="xs" radius="sm">
            <Group justify="space-between" gap="xs" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Group gap="xs">
                  <Badge color={STATUS_COLOURS[d.status]} variant="light">
                    {d.status}
                  </Badge>
                  <Text fz="sm" ff="monospace">
                    {d.eventType}
                  </Text>
                </Group>
                <Text fz="xs" c="dimmed">
                  {when(d.updatedAt)} · attempt {d.attempts}
                  {d.responseStatus !== null ? ` · answered ${d.responseStatus}` : ''}
                  {d.durationMs !== null ? ` · ${d.durationMs} ms` : ''}
                  {d.status === 'retrying' && d.nextAttemptAt ? ` · next try ${when(d.nextAttemptAt)}` : ''}
                </Text>
                {d.error ? (
                  <Text fz="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                    {d.error}
                  </Text>
                ) : null}
              </Stack>
              <Button
                size="xs"
                variant="default"
                loading={replay.isPending && replay.variables === d.id}
                onClick={() =>
                  replay.mutate(d.id, {
                    onSuccess: () => notifySuccess('The event will be sent again shortly'),
                  })
                }
              >
                Replay
              </Button>
            </Group>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}

function EditEventsModal({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const update = useUpdateWebhook();
  const [events, setEvents] = useState<string[]>(endpoint.events);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (events.length === 0) return;
    update.mutate(
      { id: endpoint.id, events: events as WebhookEvent[] },
      {
        onSuccess: () => {
          notifySuccess('The events were saved');
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title="Events sent to this endpoint" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {endpoint.url}
          </Text>
          <Checkbox.Group
            label="Events"
            required
            value={events}
            onChange={setEvents}
            error={events.length === 0 ? 'Choose at least one event' : null}
          >
            <Stack gap={6} mt={6}>
              {WEBHOOK_EVENTS.map((ev) => (
                <Checkbox key={ev} value={ev} label={`${ev} — ${EVENT_LABELS[ev]}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          {update.error ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(update.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={events.length === 0}>
              Save events
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function EndpointCard({
  endpoint,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  onDelete: (e: WebhookEndpoint) => void;
}) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const update = useUpdateWebhook();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`endpoint-${endpoint.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Text>
            {endpoint.description ? <Text fz="sm">{endpoint.description}</Text> : null}
            <Group gap={4}>
              {endpoint.events.map((ev) => (
                <Badge key={ev} variant="outline" tt="none" size="sm">
                  {ev}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Switch
            label={endpoint.enabled ? 'On' : 'Off'}
            checked={endpoint.enabled}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: endpoint.id, enabled: e.currentTarget.checked })}
          />
        </Group>
        {endpoint.disabledReason ? (
          <Alert color="red" variant="light" title="This endpoint was switched off">
            {endpoint.disabledReason}. Fix the receiver, then switch it on again.
          </Alert>
        ) : null}
        {update.error ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(update.error)}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing(true)}>
            Edit events
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(endpoint)}>
            Delete
          </Button>
        </Group>
        {open ? <DeliveryLog endpointId={endpoint.id} /> : null}
        {editing ? <EditEventsModal endpoint={endpoint} onClose={() => setEditing(false)} /> : null}
      </Stack>
    </Paper>
  );
}

function WebhooksSection() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          <Group gap="xs" component="span">
            <IconWebhook size={20} aria-hidden="true" />
            Webhooks
          </Group>
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Add endpoint
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        Talentbase posts signed events to these addresses and retries failed deliveries six times over about
        eleven hours. A Zapier or Make “catch hook” subscribes itself with{' '}
        <Code>POST /api/public/v1/webhooks</Code> and a key holding webhooks:manage.
      </Text>
      {webhooks.isPending ? (
        <Stack gap="xs" data-testid="webhooks-loading">
          <Skeleton h={90} />
        </Stack>
      ) : webhooks.isError ? (
        <LoadError
          title="The webhooks could not be loaded"
          error={webhooks.error}
          onRetry={() => webhooks.refetch()}
        />
      ) : webhooks.data.endpoints.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No webhook endpoints yet.
        </Text>
      ) : (
        <Stack gap="xs">
          {webhooks.data.endpoints.map((e) => (
            <EndpointCard key={e.id} endpoint={e} onDelete={setDeleting} />
          ))}
        </Stack>
      )}
      {creating ? <CreateWebhookModal onClose={() => setCreating(false)} /> : null}
      {deleting ? (
        <Modal opened onClose={() => setDeleting(null)} title="Delete this endpoint?" centered>
          <Stack gap="sm">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {deleting.url} stops receiving events; deliveries still waiting are dropped.
            </Text>
            {remove.error ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(remove.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: () => {
                      notifySuccess('The endpoint was deleted');
                      setDeleting(null);
                    },
                  })
                }
              >
                Delete endpoint
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}

export function ApiAccessSettings() {
  return (
    <Stack gap="xl">
      <Text fz="sm">
        Outside systems drive Talentbase through the public REST API with a key of your team, and hear about
        changes through webhooks. The API is described in the{' '}
        <Anchor href="/api/docs" underline="always" target="_blank" rel="noopener">
          API reference
        </Anchor>{' '}
        (tag public-api).
      </Text>
      <ApiKeysSection />
      <WebhooksSection />
    </Stack>
  );
}
