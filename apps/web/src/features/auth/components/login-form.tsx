import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginRequestSchema } from '@talentbase/shared';
import { useEffect, useRef, useState } from 'react';
import { PasswordField } from '../../../components/password-field';
import { splitServerError, zodFieldErrors } from '../../../lib/form-errors';
import { useLogin } from '../api/login';
import { authErrorTitle } from './auth-error-title';
import { FormAlert, type FormAlertState } from './form-alert';

const FIELDS = ['email', 'password'] as const;

/** Leaving the page after success is the GuestOnly guard's job (it sees the stored user). */
export function LoginForm() {
  const login = useLogin();
  const [alert, setAlert] = useState<FormAlertState>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: (values) => zodFieldErrors(loginRequestSchema, values),
  });

  // Focus by effect rather than `autoFocus`, which screen readers announce out of context.
  useEffect(() => emailRef.current?.focus(), []);

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      await login.mutateAsync(loginRequestSchema.parse(values));
    } catch (error) {
      const { fields, formMessage } = splitServerError(error, FIELDS);
      form.setErrors(fields);
      if (formMessage) setAlert({ title: authErrorTitle(error), message: formMessage });
      // A wrong password is retyped, not edited.
      form.setFieldValue('password', '');
      passwordRef.current?.focus();
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <FormAlert state={alert} />
      <Stack gap="md">
        <TextInput
          ref={emailRef}
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          ref={passwordRef}
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={login.isPending} mt="xs">
          Log in
        </Button>
      </Stack>
    </form>
  );
}
