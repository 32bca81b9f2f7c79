/**
 * Webhook endpoints: add one (its signing secret shown once), choose its events, switch it off or
 * on, open its delivery log, delete it after asking. An endpoint the delivery code switched off
 * after repeated failures says why, with Re-enable.
 */
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Modal,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { WEBHOOK_EVENTS, type WebhookEndpoint, type WebhookEvent } from '@talentbase/shared';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { errorMessage, notifySuccess } from '../../lib/notify';
import { useCreateWebhook, useDeleteWebhook, useUpdateWebhook, useWebhooks } from './api';
import { DeliveryLog } from './delivery-log';
import { ConfirmModal, EventCheckboxes, ModalActions, SectionHeader, SectionList, ShownOnce } from './parts';

const isWebAddress = (url: string) => /^https?:\/\/\S+$/i.test(url.trim());

function CreateWebhookModal({ onClose }: { onClose: () => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>([...WEBHOOK_EVENTS]);
  const [touched, setTouched] = useState(false);
  const urlError = touched && !isWebAddress(url) ? 'Enter an http or https address' : null;
  const eventError = touched && events.length === 0 ? 'Choose at least one event' : null;
  const fieldErrors = isApiError(create.error) ? create.error.fields : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!isWebAddress(url) || events.length === 0) return;
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
            <EventCheckboxes value={events} onChange={setEvents} error={eventError} />
            <ModalActions
              error={create.error}
              onCancel={onClose}
              confirm="Add endpoint"
              pending={create.isPending}
            />
          </Stack>
        </form>
      )}
    </Modal>
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
          <EventCheckboxes
            value={events}
            onChange={setEvents}
            error={events.length === 0 ? 'Choose at least one event' : null}
          />
          <ModalActions
            error={update.error}
            onCancel={onClose}
            confirm="Save events"
            pending={update.isPending}
            disabled={events.length === 0}
          />
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
  const switchTo = (enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, enabled },
      enabled && endpoint.disabledReason
        ? { onSuccess: () => notifySuccess('The endpoint is on again; new events go to it') }
        : undefined,
    );
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
            onChange={(e) => switchTo(e.currentTarget.checked)}
          />
        </Group>
        {endpoint.disabledReason && !endpoint.enabled ? (
          <Alert color="red" variant="light" title="This endpoint was switched off">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">
                {endpoint.disabledReason}. No events are sent to it until it is on again. Fix the receiver,
                then re-enable it; the deliveries that failed can be replayed from its log.
              </Text>
              <Button size="xs" color="red" loading={update.isPending} onClick={() => switchTo(true)}>
                Re-enable
              </Button>
            </Stack>
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

export function WebhooksSection() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  return (
    <Stack gap="sm">
      <SectionHeader
        icon={<IconWebhook size={20} aria-hidden="true" />}
        title="Webhooks"
        action="Add endpoint"
        onAction={() => setCreating(true)}
      />
      <Text fz="sm" c="dimmed">
        Talentbase posts signed events to these addresses and retries failed deliveries six times over about
        eleven hours. A Zapier or Make “catch hook” subscribes itself with{' '}
        <Code>POST /api/public/v1/webhooks</Code> and a key holding webhooks:manage.
      </Text>
      <SectionList
        query={webhooks}
        items={(data) => data.endpoints}
        what="The webhooks"
        empty="No webhook endpoints yet."
        skeleton={[90]}
        testId="webhooks-loading"
        render={(e) => <EndpointCard key={e.id} endpoint={e} onDelete={setDeleting} />}
      />
      {creating ? <CreateWebhookModal onClose={() => setCreating(false)} /> : null}
      {deleting ? (
        <ConfirmModal
          title="Delete this endpoint?"
          confirm="Delete endpoint"
          mutation={remove}
          id={deleting.id}
          done="The endpoint was deleted"
          onClose={() => setDeleting(null)}
        >
          {deleting.url} stops receiving events; deliveries still waiting are dropped.
        </ConfirmModal>
      ) : null}
    </Stack>
  );
}
