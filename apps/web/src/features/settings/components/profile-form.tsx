import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CurrentUser, type UpdateProfileRequest, updateProfileRequestSchema } from '@talentbase/shared';
import { useEffect, useRef } from 'react';
import { splitServerError, zodFieldErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { phoneError } from '../../../lib/phone';
import { useUpdateProfile } from '../api/update-profile';

type Values = { fullName: string; jobTitle: string; phone: string };
const FIELDS = ['fullName', 'jobTitle', 'phone'] as const;

function valuesOf(user: CurrentUser): Values {
  return { fullName: user.fullName, jobTitle: user.jobTitle ?? '', phone: user.phone ?? '' };
}

/** Empty optional inputs are sent as null: "no job title", not a job title of "". */
function toRequest(values: Values): UpdateProfileRequest {
  return {
    fullName: values.fullName,
    jobTitle: values.jobTitle.trim() || null,
    phone: values.phone.trim() || null,
  };
}

export function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const nameRef = useRef<HTMLInputElement>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(user),
    validate: (values) => {
      const errors = zodFieldErrors(updateProfileRequestSchema, toRequest(values));
      const phone = phoneError(values.phone);
      if (phone && !errors.phone) errors.phone = phone;
      return errors;
    },
  });

  useEffect(() => nameRef.current?.focus(), []);

  const submit = form.onSubmit(async (values) => {
    try {
      const { user: saved } = await update.mutateAsync(updateProfileRequestSchema.parse(toRequest(values)));
      const next = valuesOf(saved);
      form.setValues(next);
      form.resetDirty(next);
      notifySuccess('Your profile has been saved.', { title: 'Profile updated' });
    } catch (error) {
      // Field messages go under their inputs; anything else was already toasted by the query client.
      form.setErrors(splitServerError(error, FIELDS).fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack gap="md" maw={520}>
        <TextInput
          ref={nameRef}
          label="Full name"
          autoComplete="name"
          required
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label="Email"
          value={user.email}
          readOnly
          variant="filled"
          description="You sign in with this address. A team admin can change it."
        />
        <TextInput
          label="Job title"
          autoComplete="organization-title"
          placeholder="e.g. Senior technical recruiter"
          {...form.getInputProps('jobTitle')}
        />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+1 555 010 2030"
          {...form.getInputProps('phone')}
        />
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            onClick={() => form.reset()}
            disabled={!form.isDirty() || update.isPending}
            type="button"
          >
            Discard
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
