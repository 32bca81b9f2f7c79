import { Alert, Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  SUBJECT_LOOKUP_LABEL,
  SUBJECT_LOOKUPS,
  type SubjectLookup,
  type SubjectQuery,
  subjectQuerySchema,
} from '@talentbase/shared';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { zodFieldErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/notify';

const PLACEHOLDER: Record<SubjectLookup, string> = {
  candidate: 'e.g. 1048576',
  email: 'name@example.com',
  phone: '+44 20 7946 0958',
};
const INPUT: Record<SubjectLookup, { type: string; inputMode: 'numeric' | 'email' | 'tel' }> = {
  candidate: { type: 'text', inputMode: 'numeric' },
  email: { type: 'email', inputMode: 'email' },
  phone: { type: 'tel', inputMode: 'tel' },
};

type Errors = { by?: string; value?: string };

/**
 * Who a request is about: a candidate ID, an email address or a phone number. Checked with the
 * shared contract before sending; the server's field messages (and "not found") land under the
 * input, anything else above the button.
 */
export function SubjectLookupForm({
  pending,
  error,
  submitLabel,
  onSubmit,
  onEdit,
}: {
  pending: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (query: SubjectQuery) => void;
  /** The typed value changed after a lookup: what was found no longer matches it. */
  onEdit?: () => void;
}) {
  const [by, setBy] = useState<SubjectLookup>('email');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!isApiError(error)) return;
    if (error.fields.value || error.fields.by) setErrors({ value: error.fields.value, by: error.fields.by });
    else if (error.status === 404) setErrors({ value: error.message });
  }, [error]);

  const shownElsewhere = isApiError(error) && (error.hasFieldErrors || error.status === 404);

  return (
    <form
      noValidate
      aria-label="Find the person"
      onSubmit={(event) => {
        event.preventDefault();
        const query = { by, value: value.trim() };
        const found = zodFieldErrors(subjectQuerySchema, query);
        setErrors(found);
        if (Object.keys(found).length === 0) onSubmit(query);
      }}
    >
      <Stack gap="md">
        <Radio.Group
          label="Find the person by"
          value={by}
          onChange={(next) => {
            setBy(next as SubjectLookup);
            setErrors({});
            onEdit?.();
          }}
          error={errors.by}
        >
          <Group gap="lg" mt={6}>
            {SUBJECT_LOOKUPS.map((kind) => (
              <Radio key={kind} value={kind} label={SUBJECT_LOOKUP_LABEL[kind]} />
            ))}
          </Group>
        </Radio.Group>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={SUBJECT_LOOKUP_LABEL[by]}
            placeholder={PLACEHOLDER[by]}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setErrors({});
              onEdit?.();
            }}
            error={errors.value}
            maxLength={320}
            autoComplete="off"
            spellCheck={false}
            {...INPUT[by]}
            style={{ flex: '1 1 260px', minWidth: 0 }}
          />
          <Button
            type="submit"
            loading={pending}
            leftSection={<IconSearch size={16} />}
            mt={{ base: 0, xs: 25 }}
          >
            {submitLabel}
          </Button>
        </Group>
        {error && !shownElsewhere ? (
          <Alert color="red" variant="light" role="alert" title="The search did not go through">
            {errorMessage(error)}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
