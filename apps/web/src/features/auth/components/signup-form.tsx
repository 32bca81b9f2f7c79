import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { signupRequestSchema } from '@talentbase/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PasswordChecklist } from '../../../components/password-checklist';
import { PasswordField } from '../../../components/password-field';
import { splitServerError, zodFieldErrors } from '../../../lib/form-errors';
import { passwordPolicyError } from '../../../lib/password-policy';
import { useSignup } from '../api/signup';
import { authErrorTitle } from './auth-error-title';
import { FormAlert, type FormAlertState } from './form-alert';

const FIELDS = ['fullName', 'email', 'organizationName', 'password'] as const;

export function SignupForm({ loginHref }: { loginHref: string }) {
  const signup = useSignup();
  const [alert, setAlert] = useState<FormAlertState>(null);
  const [checkInbox, setCheckInbox] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { fullName: '', email: '', organizationName: '', password: '' },
    validate: (values) => {
      const errors = zodFieldErrors(signupRequestSchema, values);
      const policy = passwordPolicyError(values.password);
      if (policy && !errors.password) errors.password = policy;
      return errors;
    },
  });

  useEffect(() => nameRef.current?.focus(), []);

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    setCheckInbox(null);
    try {
      const result = await signup.mutateAsync(signupRequestSchema.parse(values));
      // Signed in: the guest-only route moves on. Otherwise the email already had an account.
      if (!result.user) setCheckInbox(result.message);
    } catch (error) {
      const { fields, formMessage } = splitServerError(error, FIELDS);
      form.setErrors(fields);
      if (formMessage) setAlert({ title: authErrorTitle(error), message: formMessage });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <FormAlert state={alert} />
      {checkInbox ? (
        <Alert color="blue" variant="light" title="Check your inbox" icon={<IconMail size={18} />} mb="md">
          {checkInbox}{' '}
          <Anchor component={Link} to={loginHref} fz="sm" fw={600}>
            Log in instead
          </Anchor>
        </Alert>
      ) : null}
      <Stack gap="md">
        <TextInput
          ref={nameRef}
          label="Full name"
          autoComplete="name"
          required
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Company name"
          autoComplete="organization"
          required
          {...form.getInputProps('organizationName')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordChecklist password={form.values.password} />
        <Button type="submit" fullWidth loading={signup.isPending} mt="xs">
          Create account
        </Button>
      </Stack>
    </form>
  );
}
