/**
 * The user's sending mailbox: where their sequences go out from. SMTP (server, port, security, user,
 * password) or, while this machine runs the local test-mail catcher, "Local test mail". The password
 * is write-only: once saved the field stays empty and says so, and a blank field keeps it.
 * "Test connection" tries the settings as typed (the saved password when the field is blank).
 * "Read replies" adds the IMAP server replies and bounces are read from (issue 16), with its last
 * reading's state.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import {
  IMAP_SECURITY_LABEL,
  MAILBOX_DEFAULTS,
  type Mailbox,
  type MailboxResponse,
  type MailboxTestResponse,
  type SaveMailboxRequest,
  SMTP_SECURITIES,
  SMTP_SECURITY_LABEL,
  type SmtpSecurityMode,
  saveMailboxRequestSchema,
} from '@talentbase/shared/contracts/engage-mailboxes';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-client';
import { splitServerError, zodFieldErrors } from '../../../lib/form-errors';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useDeleteMailbox, useMailbox, useSaveMailbox, useTestMailbox } from '../api/engage-settings-calls';
import { ImapTestButton } from './imap-test-button';

type Values = {
  provider: 'smtp' | 'local';
  fromName: string;
  fromAddress: string;
  host: string;
  port: number | string;
  security: SmtpSecurityMode;
  user: string;
  password: string;
  dailyCap: number | string;
  minSpacingSeconds: number | string;
  readReplies: boolean;
  imap: { host: string; port: number | string; security: SmtpSecurityMode; user: string; password: string };
};

const FIELDS = [
  'provider',
  'fromName',
  'fromAddress',
  'host',
  'port',
  'security',
  'user',
  'password',
  'dailyCap',
  'minSpacingSeconds',
  'imap.host',
  'imap.port',
  'imap.security',
  'imap.user',
  'imap.password',
] as const;

const STANDARD_PORT: Record<SmtpSecurityMode, number> = { starttls: 587, tls: 465, none: 25 };
const STANDARD_IMAP_PORT: Record<SmtpSecurityMode, number> = { tls: 993, starttls: 143, none: 143 };

function valuesOf(data: MailboxResponse, me: { name: string; email: string }): Values {
  const m = data.mailbox;
  const provider = m?.provider === 'local' ? 'local' : 'smtp';
  return {
    provider,
    fromName: m?.fromName ?? me.name,
    fromAddress: m?.fromAddress ?? me.email,
    host: m?.host ?? '',
    port: m?.port ?? MAILBOX_DEFAULTS.port,
    security: m?.security ?? MAILBOX_DEFAULTS.security,
    user: m?.user ?? '',
    password: '',
    dailyCap: m?.dailyCap ?? data.defaults.dailyCap,
    minSpacingSeconds: m?.minSpacingSeconds ?? data.defaults.minSpacingSeconds,
    readReplies: m?.imap !== null && m?.imap !== undefined,
    imap: {
      host: m?.imap?.host ?? '',
      port: m?.imap?.port ?? 993,
      security: m?.imap?.security ?? 'tls',
      user: m?.imap?.user ?? '',
      password: '',
    },
  };
}

const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v));

function toRequest(v: Values): SaveMailboxRequest {
  const base = {
    provider: v.provider,
    fromName: v.fromName,
    fromAddress: v.fromAddress,
    dailyCap: num(v.dailyCap),
    minSpacingSeconds: num(v.minSpacingSeconds),
  };
  if (v.provider === 'local') return base;
  return {
    ...base,
    host: v.host.trim(),
    port: num(v.port),
    security: v.security,
    user: v.user.trim() || null,
    ...(v.password ? { password: v.password } : {}),
    imap: v.readReplies
      ? {
          host: v.imap.host.trim(),
          port: num(v.imap.port),
          security: v.imap.security,
          user: v.imap.user.trim() || null,
          ...(v.imap.password ? { password: v.imap.password } : {}),
        }
      : null,
  };
}

const IMAP_STATE: Record<string, { label: string; color: string }> = {
  ok: { label: 'Reading replies', color: 'green' },
  failed: { label: 'Could not read replies', color: 'red' },
  untested: { label: 'Not read yet', color: 'gray' },
};

/** The last reading of the mailbox: when, and what went wrong. */
function ImapState({ mailbox }: { mailbox: Mailbox }) {
  const imap = mailbox.imap;
  if (!imap) return null;
  const state = IMAP_STATE[imap.status] ?? IMAP_STATE.untested;
  return (
    <Stack gap={4} data-testid="imap-state">
      <Group gap="xs" wrap="wrap">
        <Badge color={state?.color}>{state?.label}</Badge>
        {imap.polledAt ? (
          <Text fz="xs" c="dimmed">
            last read {new Date(imap.polledAt).toLocaleString()}
          </Text>
        ) : (
          <Text fz="xs" c="dimmed">
            read every two minutes
          </Text>
        )}
      </Group>
      {imap.status === 'failed' && imap.lastError ? (
        <Text fz="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {imap.lastError}
        </Text>
      ) : null}
    </Stack>
  );
}

function StatusBadge({ mailbox }: { mailbox: Mailbox }) {
  if (mailbox.status === 'ok') return <Badge color="green">Connection works</Badge>;
  if (mailbox.status === 'failed') return <Badge color="red">Last test failed</Badge>;
  return <Badge color="gray">Not tested yet</Badge>;
}

function TestResult({ result }: { result: MailboxTestResponse }) {
  return (
    <Alert
      role="status"
      color={result.ok ? 'green' : 'red'}
      variant="light"
      icon={result.ok ? <IconCircleCheck size={18} /> : <IconCircleX size={18} />}
      title={result.ok ? 'The connection works' : 'The connection failed'}
    >
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {result.message}
      </Text>
    </Alert>
  );
}

export function MailboxSettings({ me }: { me: { name: string; email: string } }) {
  const current = useMailbox();
  if (!current.data) {
    if (current.isError)
      return (
        <LoadError
          title="Your mailbox could not be loaded"
          error={current.error}
          onRetry={() => current.refetch()}
        />
      );
    return <Skeleton height={420} data-testid="mailbox-loading" />;
  }
  return <MailboxForm data={current.data} me={me} />;
}

function MailboxForm({ data, me }: { data: MailboxResponse; me: { name: string; email: string } }) {
  const save = useSaveMailbox();
  const test = useTestMailbox();
  const remove = useDeleteMailbox();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const mailbox = data.mailbox;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(data, me),
    validate: (values) => zodFieldErrors(saveMailboxRequestSchema, toRequest(values)),
  });
  // A saved answer (or a test that changed the status) refreshes the form's starting point.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the saved mailbox changes
  useEffect(() => {
    const next = valuesOf(data, me);
    form.setValues(next);
    form.resetDirty(next);
  }, [data.mailbox?.updatedAt, data.mailbox?.id]);

  const showError = (error: unknown) => {
    // The SSRF guard's refusal (422 with a reason) is about the server field.
    if (isApiError(error) && !error.hasFieldErrors && typeof error.details?.reason === 'string') {
      form.setErrors({ host: error.message });
      setFormMessage(null);
      return;
    }
    const split = splitServerError(error, FIELDS);
    form.setErrors(split.fields);
    setFormMessage(split.formMessage);
  };

  const submit = form.onSubmit(async (values) => {
    setFormMessage(null);
    test.reset();
    try {
      await save.mutateAsync(toRequest(values));
      notifySuccess('Your mailbox settings are saved.', { title: 'Mailbox saved' });
    } catch (error) {
      showError(error);
    }
  });

  const runTest = async () => {
    setFormMessage(null);
    const check = form.validate();
    if (check.hasErrors) return;
    try {
      await test.mutateAsync(toRequest(form.getValues()));
    } catch (error) {
      test.reset();
      showError(error);
    }
  };

  const v = form.getValues();
  const smtp = v.provider === 'smtp';
  const offerLocal = data.localTestMail || mailbox?.provider === 'local';

  return (
    <Card withBorder padding="lg" maw={760}>
      <form onSubmit={submit} noValidate aria-label="Mailbox">
        <Stack gap="lg">
          {mailbox ? (
            <Group gap="xs" wrap="wrap">
              <Text fz="sm" fw={500}>
                Status:
              </Text>
              <StatusBadge mailbox={mailbox} />
              {mailbox.lastTestedAt ? (
                <Text fz="xs" c="dimmed">
                  tested {new Date(mailbox.lastTestedAt).toLocaleString()}
                </Text>
              ) : null}
            </Group>
          ) : (
            <Text fz="sm" c="dimmed">
              No mailbox is connected yet: your sequences cannot send until you connect one.
            </Text>
          )}

          {offerLocal ? (
            <Radio.Group label="Send through" {...form.getInputProps('provider')}>
              <Stack gap="xs" mt="xs">
                <Radio value="smtp" label="Your SMTP server" />
                <Radio
                  value="local"
                  label="Local test mail (this machine only)"
                  description="Nothing is delivered: messages are caught on this machine and listed under Engage › Local test mail."
                  disabled={!data.localTestMail}
                />
              </Stack>
            </Radio.Group>
          ) : null}

          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Your name" required autoComplete="name" {...form.getInputProps('fromName')} />
            <TextInput
              label="Send from address"
              required
              type="email"
              autoComplete="email"
              {...form.getInputProps('fromAddress')}
            />
          </SimpleGrid>

          {smtp ? (
            <Stack gap="md">
              <Title order={2} fz="md">
                SMTP server
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Server"
                  required
                  placeholder="smtp.gmail.com"
                  description="The host name only, without smtp:// or a port."
                  autoComplete="off"
                  spellCheck={false}
                  {...form.getInputProps('host')}
                />
                <NumberInput
                  label="Port"
                  required
                  min={1}
                  max={65535}
                  allowDecimal={false}
                  allowNegative={false}
                  {...form.getInputProps('port')}
                />
                <Select
                  label="Security"
                  required
                  allowDeselect={false}
                  data={SMTP_SECURITIES.map((s) => ({ value: s, label: SMTP_SECURITY_LABEL[s] }))}
                  {...form.getInputProps('security')}
                  onChange={(value) => {
                    if (!value) return;
                    const security = value as SmtpSecurityMode;
                    const port = num(form.getValues().port);
                    form.setFieldValue('security', security);
                    // A standard port follows the mode; a custom one stays.
                    if (Object.values(STANDARD_PORT).includes(port))
                      form.setFieldValue('port', STANDARD_PORT[security]);
                  }}
                />
                <TextInput
                  label="User name"
                  placeholder="Usually your email address"
                  description="Leave empty if the server takes mail without signing in."
                  autoComplete="username"
                  spellCheck={false}
                  {...form.getInputProps('user')}
                />
              </SimpleGrid>
              <PasswordInput
                label="Password"
                autoComplete="new-password"
                placeholder={mailbox?.hasPassword ? 'Saved (leave empty to keep it)' : undefined}
                description={
                  mailbox?.hasPassword
                    ? 'A password is saved. It is stored encrypted and never shown again; type a new one to replace it.'
                    : 'For Gmail and Google Workspace, use an app password.'
                }
                {...form.getInputProps('password')}
              />
              <Title order={2} fz="md">
                Replies and bounces
              </Title>
              <Checkbox
                label="Read replies from this mailbox (IMAP)"
                description="A reply stops the candidate's sequence and lands in your inbox; a bounce stops writing to the address. Nothing in your mailbox is changed."
                {...form.getInputProps('readReplies', { type: 'checkbox' })}
              />
              {v.readReplies ? (
                <Stack gap="md">
                  {mailbox?.imap ? <ImapState mailbox={mailbox} /> : null}
                  {mailbox?.imap ? (
                    <ImapTestButton unsaved={form.isDirty('imap') || form.isDirty('readReplies')} />
                  ) : null}
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label="IMAP server"
                      required
                      placeholder="imap.gmail.com"
                      autoComplete="off"
                      spellCheck={false}
                      {...form.getInputProps('imap.host')}
                    />
                    <NumberInput
                      label="IMAP port"
                      required
                      min={1}
                      max={65535}
                      allowDecimal={false}
                      allowNegative={false}
                      {...form.getInputProps('imap.port')}
                    />
                    <Select
                      label="IMAP security"
                      required
                      allowDeselect={false}
                      data={SMTP_SECURITIES.map((s) => ({ value: s, label: IMAP_SECURITY_LABEL[s] }))}
                      {...form.getInputProps('imap.security')}
                      onChange={(value) => {
                        if (!value) return;
                        const security = value as SmtpSecurityMode;
                        const port = num(form.getValues().imap.port);
                        form.setFieldValue('imap.security', security);
                        if (Object.values(STANDARD_IMAP_PORT).includes(port))
                          form.setFieldValue('imap.port', STANDARD_IMAP_PORT[security]);
                      }}
                    />
                    <TextInput
                      label="IMAP user name"
                      placeholder="Usually your email address"
                      autoComplete="off"
                      spellCheck={false}
                      {...form.getInputProps('imap.user')}
                    />
                  </SimpleGrid>
                  <PasswordInput
                    label="IMAP password"
                    autoComplete="new-password"
                    placeholder={mailbox?.imap?.hasPassword ? 'Saved (leave empty to keep it)' : undefined}
                    description={
                      mailbox?.imap?.hasPassword
                        ? 'An IMAP password is saved, encrypted; type a new one to replace it.'
                        : 'Leave empty to use the SMTP password (most providers use one for both).'
                    }
                    {...form.getInputProps('imap.password')}
                  />
                </Stack>
              ) : null}
            </Stack>
          ) : null}

          <Stack gap="md">
            <Title order={2} fz="md">
              Sending pace
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label="Emails a day at most"
                required
                min={1}
                max={100000}
                allowDecimal={false}
                allowNegative={false}
                description="400 is safe for a Google Workspace mailbox."
                {...form.getInputProps('dailyCap')}
              />
              <NumberInput
                label="Seconds between two emails"
                required
                min={0}
                max={86400}
                allowDecimal={false}
                allowNegative={false}
                description="45 s looks like a person sending, not a blast."
                {...form.getInputProps('minSpacingSeconds')}
              />
            </SimpleGrid>
          </Stack>

          {test.data ? <TestResult result={test.data} /> : null}
          {mailbox?.status === 'failed' && mailbox.lastTestError && !test.data ? (
            <Alert color="red" variant="light" title="The last connection test failed">
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {mailbox.lastTestError}
              </Text>
            </Alert>
          ) : null}
          {formMessage ? (
            <Alert color="red" variant="light" role="alert">
              {formMessage}
            </Alert>
          ) : null}
          {remove.error ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(remove.error)}
            </Alert>
          ) : null}

          <Group justify="space-between" wrap="wrap" gap="sm">
            {mailbox ? (
              <Button
                variant="subtle"
                color="red"
                type="button"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () =>
                      notifySuccess('Your mailbox is disconnected.', { title: 'Mailbox removed' }),
                  })
                }
              >
                Disconnect
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm" wrap="wrap">
              <Button variant="default" type="button" onClick={runTest} loading={test.isPending}>
                Test connection
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
