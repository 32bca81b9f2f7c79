import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordRequestSchema } from '@talentbase/shared';
import { useEffect, useRef } from 'react';
import { PasswordChecklist } from '../../../components/password-checklist';
import { PasswordField } from '../../../components/password-field';
import { splitServerError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { passwordPolicyError } from '../../../lib/password-policy';
import { useChangePassword } from '../api/change-password';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function validatePasswordChange(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.currentPassword) errors.currentPassword = 'Enter your current password';
  const policy = passwordPolicyError(values.newPassword);
  if (!values.newPassword) errors.newPassword = 'Enter a new password';
  else if (policy) errors.newPassword = policy;
  else if (values.newPassword === values.currentPassword) {
    errors.newPassword = 'Choose a password different from the current one';
  }
  if (!values.confirmPassword) errors.confirmPassword = 'Repeat the new password';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

/** `email` fills a hidden username field so password managers update the right entry. */
export function PasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const currentRef = useRef<HTMLInputElement>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: validatePasswordChange,
  });

  useEffect(() => currentRef.current?.focus(), []);

  const submit = form.onSubmit(async (values) => {
    try {
      await change.mutateAsync(
        changePasswordRequestSchema.parse({
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        }),
      );
      form.reset();
      notifySuccess('Use your new password the next time you log in.', { title: 'Password changed' });
    } catch (error) {
      const { fields } = splitServerError(error, FIELDS);
      form.setErrors(fields);
      if (fields.currentPassword) currentRef.current?.focus();
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <Stack gap="md" maw={520}>
        <PasswordField
          ref={currentRef}
          label="Current password"
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordChecklist password={form.values.newPassword} />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
