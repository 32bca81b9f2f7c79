import { Alert, Button, Divider, Stack, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/notify';
import { safeNext } from '../../../lib/safe-next';
import { useSsoDiscover } from '../api/sso-discover';

/** Why an SSO sign-in came back to the login page (the server's ssoError codes). */
export const SSO_ERROR_TEXT: Record<string, string> = {
  invalid_response:
    'Your identity provider\u2019s answer could not be verified. Try again or ask your admin.',
  replayed: 'This sign-in was already used. Start the sign-in again.',
  wrong_domain: 'Your identity provider vouched for an email outside your organisation\u2019s domains.',
  no_account: 'You do not have a Talentbase account yet. Ask your team admin to invite you.',
  seat_cancelled: 'Your seat in this team was cancelled. Ask your team admin to reactivate it.',
  not_configured: 'Single sign-on is not set up for this organisation.',
  expired: 'The sign-in took too long. Start it again.',
  invitation_email_mismatch:
    'Your identity provider signed you in with another email address than the one invited. Sign in at the provider with the invited address, or ask your admin to invite the address you use.',
  invitation_browser: 'Finish accepting the invitation in the browser where you opened the invitation link.',
  invitation_unusable: 'This invitation can no longer be used. Ask your admin to send a new one.',
};

/**
 * "Sign in with SSO": the work email's domain finds the organisation, then the browser goes to
 * its identity provider. `go` is replaceable in tests (a real navigation leaves the page).
 */
export function SsoSignIn({
  next,
  ssoError,
  go = (url: string) => window.location.assign(url),
}: {
  next: string | null;
  ssoError: string | null;
  go?: (url: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const discover = useSsoDiscover();
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) emailRef.current?.focus();
  }, [open]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setProblem('Enter your work email');
      return;
    }
    try {
      const returnTo = safeNext(next, '/');
      const answer = await discover.mutateAsync({
        email: email.trim(),
        ...(returnTo !== '/' ? { returnTo } : {}),
      });
      go(answer.redirectUrl);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Stack gap="sm" mt="lg">
      {ssoError ? (
        <Alert color="red" variant="light" title="Single sign-on did not complete" role="alert">
          {SSO_ERROR_TEXT[ssoError] ?? 'Single sign-on did not complete. Try again.'}
        </Alert>
      ) : null}
      <Divider label="or" labelPosition="center" />
      {open ? (
        <form onSubmit={submit} noValidate aria-label="Sign in with SSO">
          <Stack gap="sm">
            <TextInput
              ref={emailRef}
              label="Work email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={problem}
            />
            <Button
              type="submit"
              variant="light"
              fullWidth
              loading={discover.isPending}
              leftSection={<IconKey size={16} />}
            >
              Continue with SSO
            </Button>
          </Stack>
        </form>
      ) : (
        <Button variant="default" fullWidth leftSection={<IconKey size={16} />} onClick={() => setOpen(true)}>
          Sign in with SSO
        </Button>
      )}
    </Stack>
  );
}
