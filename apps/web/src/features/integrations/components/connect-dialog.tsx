/**
 * The connect / configure dialog (spec 2): titled "{name} Access Information", with the help line
 * "Need help connect to {name}? Learn more", the entry's modal fields (tooltips as descriptions),
 * custom-URL fields read-only once connected, the stored secrets never shown (leave blank to keep),
 * and the result of the connection test run on save.
 */
import { Alert, Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type {
  CatalogueState,
  ConnectCatalogueEntry,
  ModalField,
} from '@talentbase/shared/contracts/integrations';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useConfigure, useConnect, useDisconnect, useRetest } from '../api/integrations';
import { isOauthEntry, useOauthStart } from '../api/oauth';
import { ApiAddressOption, apiAddressFields, storedApiAddress } from './api-address-option';

export function ownConnection(entry: ConnectCatalogueEntry, state: CatalogueState | undefined) {
  if (!state) return null;
  const personal =
    entry.authType === 'entry+userBased' ||
    entry.authType === 'entry+rpa' ||
    entry.authType === 'teamBased+oauth';
  // Team-based OAuth: the member's own sign-in, or for the admin the company authorisation they made.
  const c = personal
    ? (state.userConnection ??
      (entry.authType === 'teamBased+oauth' && state.installed ? state.teamConnection : null))
    : state.teamConnection;
  return c && c.status !== 'disconnected' ? c : null;
}

function Field({
  def,
  value,
  onChange,
  error,
  connected,
  stored,
}: {
  def: ModalField;
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
  connected: boolean;
  stored: boolean;
}) {
  const label = def.optional ? `${def.label} (optional)` : def.label;
  const common = {
    label,
    description: def.tooltip,
    value,
    error,
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
    required: !def.optional && !connected,
    'data-field': def.field,
  };
  if (def.url && connected)
    return (
      <TextInput {...common} readOnly description={def.tooltip ?? 'Cannot be changed after connecting.'} />
    );
  if (def.secret || def.field.toLowerCase().includes('password'))
    return (
      <PasswordInput
        {...common}
        placeholder={stored ? 'Stored: leave blank to keep' : def.hint}
        autoComplete="new-password"
      />
    );
  return (
    <TextInput
      {...common}
      type={def.type === 'email' ? 'email' : 'text'}
      placeholder={stored ? 'Stored: leave blank to keep' : def.hint}
      autoComplete="off"
    />
  );
}

export function ConnectDialog({
  entry,
  state,
  opened,
  onClose,
}: {
  entry: ConnectCatalogueEntry;
  state: CatalogueState | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const connection = ownConnection(entry, state);
  const connected = connection !== null;
  // OAuth entries: the form (if any) is filled again for each sign-in, which replaces the tokens.
  const oauth = isOauthEntry(entry);
  const start = useOauthStart();
  const defs = entry.modal?.content ?? [];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(defs.map((d) => [d.field, (d.url && connection?.settings[d.field]) || ''])),
  );
  const [apiAddress, setApiAddress] = useState(() => storedApiAddress(connection?.settings) ?? '');
  const connect = useConnect();
  const configure = useConfigure();
  const retest = useRetest();
  const disconnect = useDisconnect();
  const busy =
    connect.isPending || configure.isPending || retest.isPending || disconnect.isPending || start.isPending;
  const failure = connect.error ?? configure.error ?? retest.error ?? disconnect.error ?? start.error;
  const fieldErrors = isApiError(failure) ? failure.fields : {};
  const test = connection?.lastTest ?? null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
    if (oauth) {
      await start.mutateAsync({ providerId: entry.id, fields: typed });
      return;
    }
    const fields = { ...typed, ...apiAddressFields(apiAddress, storedApiAddress(connection?.settings)) };
    if (connection) {
      await configure.mutateAsync({ id: connection.id, body: { fields } });
      notifySuccess(`${entry.company} updated`);
    } else {
      await connect.mutateAsync({ providerId: entry.id, fields });
      notifySuccess(`${entry.company} connected`);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={entry.modal?.title ?? `${entry.company} Access Information`}
      size="lg"
    >
      <form onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate>
        <Stack gap="sm">
          <Text fz="sm">
            Need help connect to {entry.company}?{' '}
            <Anchor
              href={entry.installation_instructions}
              target="_blank"
              rel="noreferrer"
              underline="always"
            >
              Learn more
            </Anchor>
          </Text>
          {entry.modal?.connectionHint && (
            <Text fz="sm" c="dimmed">
              {entry.modal.connectionHint}
            </Text>
          )}
          {defs.map((def) => (
            <Field
              key={def.field}
              def={def}
              value={values[def.field] ?? ''}
              onChange={(v) => setValues((s) => ({ ...s, [def.field]: v }))}
              error={fieldErrors[def.field]}
              connected={connected && !oauth}
              stored={connected && !oauth && (connection?.storedFields.includes(def.field) ?? false)}
            />
          ))}
          {oauth && (
            <Text fz="sm">
              You sign in with {entry.company} and allow Talentbase access; you then come back here.
            </Text>
          )}
          <ApiAddressOption
            providerId={entry.id}
            company={entry.company}
            value={apiAddress}
            onChange={setApiAddress}
            error={fieldErrors.apiBaseUrl}
          />
          {defs.length === 0 && !oauth && (
            <Text fz="sm">{entry.company} needs no credentials: connecting installs it for your team.</Text>
          )}
          {failure && Object.keys(fieldErrors).length === 0 && (
            <Alert color="red" variant="light" role="alert" title="Not saved">
              {errorMessage(failure)}
            </Alert>
          )}
          {test && (
            <Alert
              color={test.ok ? 'green' : 'red'}
              variant="light"
              title={test.ok ? 'Connection test passed' : 'Connection test failed'}
              data-testid="connection-test"
            >
              {test.message}
            </Alert>
          )}
          {connection?.scope === 'team' && entry.authType === 'teamBased+oauth' && (
            <Text fz="sm" c="dimmed">
              Disconnecting the company authorisation also ends each member’s own {entry.company} connection.
            </Text>
          )}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              {connection && (
                <>
                  <Button
                    variant="default"
                    onClick={() => retest.mutate(connection.id)}
                    loading={retest.isPending}
                    disabled={busy}
                  >
                    Test again
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => disconnect.mutate(connection.id, { onSuccess: onClose })}
                    loading={disconnect.isPending}
                    disabled={busy}
                  >
                    Disconnect
                  </Button>
                </>
              )}
            </Group>
            <Button
              type="submit"
              loading={connect.isPending || configure.isPending || start.isPending}
              disabled={busy || (connected && entry.disable_config && !oauth)}
            >
              {oauth
                ? `Sign in with ${entry.company}${connected ? ' again' : ''}`
                : connected
                  ? 'Save'
                  : entry.button.default}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
