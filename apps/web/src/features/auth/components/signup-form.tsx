import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signupRequestSchema } from '@talentbase/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PasswordChecklist } from '../../../components/password-checklist';
import { PasswordField } from '../../../components/password-field';
import { isApiError } from '../../../lib/api-client';
import { splitServerError, zodFieldErrors } from '../../../lib/form-errors';
import { passwordPolicyError } from '../../../lib/password-policy';
import { useSignup } from '../api/signup';
import { authErrorTitle } from './auth-error-title';
import { FormAlert, type FormAlertState } from './form-alert';

const FIELDS = ['fullName', 'email', 'organizationName', 'password'] as const;

export function SignupForm({ loginHref }: { loginHref: string }) {
  const signup = useSignup();
  const [alert, setAlert] = useState<FormAlertState>(null);
  const [emailTaken, setEmailTaken] = useState(false);
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
    setEmailTaken(false);
    try {
      await signup.mutateAsync(signupRequestSchema.parse(values));
    } catch (error) {
      const { fields, formMessage } = splitServerError(error, FIELDS);
      form.setErrors(fields);
      setEmailTaken(isApiError(error) && error.status === 409);
      if (formMessage) setAlert({ title: authErrorTitle(error), message: formMessage });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <FormAlert state={alert}>
        {emailTaken ? (
          <>
            {' '}
            <Anchor component={Link} to={loginHref} fz="sm" fw={600}>
              Log in instead
            </Anchor>
          </>
        ) : null}
      </FormAlert>
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
