import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import type {
  EmailOutcome,
  SeatLicenseSummary,
  TeamBatchResponse,
} from '@talentbase/shared/contracts/team-admin';
import { TEAM_LICENSE_OPTIONS } from '@talentbase/shared/domain/accounts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';
import { useInvite } from '../api/team-admin';
import { OutcomeList } from './outcome-list';

type License = 'Recruiter' | 'Collaborator';

function resultsOf(error: unknown): EmailOutcome[] | null {
  if (!isApiError(error)) return null;
  const results = error.details?.results;
  return Array.isArray(results) ? (results as EmailOutcome[]) : null;
}

/**
 * "Invite people": addresses one a line (or a pasted CSV, whose email column the server reads),
 * a licence and the free seats it has left. The answer lists each address's outcome; a refusal
 * (not enough seats) says why, with the same list.
 */
export function InviteModal({
  opened,
  onClose,
  seats,
}: {
  opened: boolean;
  onClose: () => void;
  seats: readonly SeatLicenseSummary[] | undefined;
}) {
  const invite = useInvite();
  const [emails, setEmails] = useState('');
  const [license, setLicense] = useState<License>('Recruiter');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<TeamBatchResponse | null>(null);
  const [problem, setProblem] = useState<{ message: string; results: EmailOutcome[] | null } | null>(null);
  const free = seats?.find((s) => s.license === license)?.free;

  const close = () => {
    onClose();
    setEmails('');
    setResult(null);
    setProblem(null);
    setFieldError(null);
    invite.reset();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setFieldError(null);
    if (!emails.trim()) {
      setFieldError('Give at least one email address');
      return;
    }
    try {
      setResult(await invite.mutateAsync({ emails, license }));
    } catch (error) {
      if (isApiError(error) && error.fields.emails) setFieldError(error.fields.emails);
      else setProblem({ message: errorMessage(error), results: resultsOf(error) });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Invite people" size="lg">
      {result ? (
        <Stack gap="md">
          <Alert color={result.done > 0 ? 'teal' : 'yellow'} variant="light" role="status">
            {result.done === 1 ? '1 invitation sent' : `${result.done} invitations sent`}
            {result.skipped > 0 ? `, ${result.skipped} not sent` : ''}.
          </Alert>
          <OutcomeList results={result.results} okLabel="invited" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setResult(null)}>
              Invite more
            </Button>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Invite people">
          <Stack gap="md">
            {problem ? (
              <Alert color="red" variant="light" title="No invitation was sent" role="alert">
                <Stack gap="xs">
                  <Text fz="sm">{problem.message}</Text>
                  {problem.results ? (
                    <OutcomeList results={problem.results} okLabel="could be invited" />
                  ) : null}
                </Stack>
              </Alert>
            ) : null}
            <Textarea
              label="Email addresses"
              description="One per line, or paste a list or a CSV with an email column"
              placeholder={'ada@example.com\ngrace@example.com'}
              rows={6}
              required
              value={emails}
              error={fieldError}
              onChange={(e) => setEmails(e.currentTarget.value)}
              data-autofocus
            />
            <Select
              label="Licence"
              data={TEAM_LICENSE_OPTIONS.map((o) => ({ ...o }))}
              value={license}
              allowDeselect={false}
              onChange={(v) => setLicense((v as License | null) ?? 'Recruiter')}
              description={
                free === undefined ? undefined : `${free} free ${license} seat${free === 1 ? '' : 's'}`
              }
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={invite.isPending}>
                Send invitations
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
