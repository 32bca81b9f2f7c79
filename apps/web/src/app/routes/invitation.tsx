import { Alert, Anchor, Button, Center, Divider, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import type { InvitationInfo } from '@talentbase/shared/contracts/team-admin';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PasswordChecklist } from '../../components/password-checklist';
import { PasswordField } from '../../components/password-field';
import { SSO_ERROR_TEXT } from '../../features/sso/components/sso-sign-in';
import { useAcceptInvitation, useInvitation } from '../../features/team-admin/api/team-admin';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/notify';
import { passwordPolicyError } from '../../lib/password-policy';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthLayout } from '../layouts/auth-layout';

export const DASHBOARD_PATH = '/v5/talent-pool/dashboard';

function AcceptForm({ token, info }: { token: string; info: InvitationInfo }) {
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ fullName?: string; password?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const newAccount = !info.existingAccount;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found: typeof errors = {};
    if (newAccount && !fullName.trim()) found.fullName = 'Enter your name';
    if (!password) found.password = 'Enter your password';
    else if (newAccount) {
      const policy = passwordPolicyError(password);
      if (policy) found.password = policy;
    }
    setErrors(found);
    if (found.fullName || found.password) return;
    try {
      await accept.mutateAsync(newAccount ? { fullName: fullName.trim(), password } : { password });
      navigate(DASHBOARD_PATH, { replace: true });
    } catch (error) {
      if (isApiError(error) && (error.fields.password || error.fields.fullName))
        setErrors({ password: error.fields.password, fullName: error.fields.fullName });
      else setProblem(errorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Accept the invitation">
      <Stack gap="md">
        {problem ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="Not accepted"
            role="alert"
          >
            {problem}
          </Alert>
        ) : null}
        <TextInput label="Email" value={info.email} readOnly autoComplete="username" />
        {newAccount ? (
          <TextInput
            label="Full name"
            autoComplete="name"
            required
            value={fullName}
            error={errors.fullName}
            onChange={(e) => setFullName(e.currentTarget.value)}
          />
        ) : null}
        <PasswordField
          label={newAccount ? 'Choose a password' : 'Password'}
          autoComplete={newAccount ? 'new-password' : 'current-password'}
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        {newAccount ? <PasswordChecklist password={password} /> : null}
        <Button type="submit" fullWidth loading={accept.isPending}>
          {newAccount ? 'Create account and join' : 'Sign in to accept'}
        </Button>
      </Stack>
    </form>
  );
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** An invitation link (`/invitation/:token`): who invited you where, and accepting it. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const [params] = useSearchParams();
  const ssoError = params.get('ssoError');
  useDocumentTitle('Join your team');
  const info = invitation.data;

  if (invitation.isPending) {
    return (
      <Center h="100vh">
        <Loader role="status" aria-label="Loading the invitation" />
      </Center>
    );
  }
  if (!info) {
    const gone = isApiError(invitation.error) && [400, 404, 410].includes(invitation.error.status);
    return (
      <AuthLayout
        title={gone ? 'This invitation cannot be used' : 'The invitation could not be loaded'}
        subtitle=""
      >
        <Stack gap="md" data-testid="invitation-error">
          <Alert
            color={gone ? 'yellow' : 'red'}
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
          >
            {errorMessage(invitation.error)}
          </Alert>
          {gone ? null : (
            <Button variant="light" onClick={() => void invitation.refetch()}>
              Try again
            </Button>
          )}
          <Text fz="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/login" inherit fw={600} underline="always">
              Log in
            </Anchor>
          </Text>
        </Stack>
      </AuthLayout>
    );
  }

  const inviter = info.invitedBy ?? 'Your admin';
  return (
    <AuthLayout
      title={`Join ${info.teamName}`}
      subtitle={
        <span data-testid="invitation-summary">
          {inviter} invited you to join {info.teamName} ({info.organizationName}) with {article(info.license)}{' '}
          {info.license} seat.
          {info.existingAccount && !info.sso.required
            ? ' You already have a Talentbase account: sign in to accept.'
            : ''}
        </span>
      }
    >
      <Stack gap="md">
        {ssoError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="Single sign-on did not complete"
            role="alert"
            data-testid="invitation-sso-error"
          >
            {SSO_ERROR_TEXT[ssoError] ?? 'Single sign-on did not complete. Try again.'}
          </Alert>
        ) : null}
        {info.sso.available ? (
          <Stack gap="xs">
            <Button
              component="a"
              href={`/api/auth/sso/invitations/${encodeURIComponent(token)}/start`}
              leftSection={<IconKey size={18} aria-hidden />}
              fullWidth
              variant={info.sso.required ? 'filled' : 'default'}
            >
              Continue with single sign-on
            </Button>
            <Text fz="sm" c="dimmed">
              {info.sso.required
                ? `${info.organizationName} signs in through single sign-on: sign in at your identity provider as ${info.email}.`
                : `Sign in at your identity provider as ${info.email}, or set a password below.`}
            </Text>
          </Stack>
        ) : null}
        {info.sso.required && !info.sso.available ? (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            Your email domain signs in through single sign-on only, which cannot accept this invitation. Ask
            your admin to invite the address you sign in with.
          </Alert>
        ) : null}
        {info.sso.required ? null : (
          <>
            {info.sso.available ? <Divider label="or" labelPosition="center" /> : null}
            <AcceptForm token={token} info={info} />
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
