import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import type { HiringProcessTemplate } from '@talentbase/shared';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';
import { useCreateTemplate } from '../api/template-mutations';

const FROM_DEFAULT = 'default-outbound';

/** A new hiring process: a name, and what it starts from (the default outbound pipeline or a copy). */
export function NewTemplateModal({
  opened,
  templates,
  onClose,
  onCreated,
}: {
  opened: boolean;
  templates: readonly HiringProcessTemplate[];
  onClose: () => void;
  onCreated: (template: HiringProcessTemplate) => void;
}) {
  const [name, setName] = useState('');
  const [from, setFrom] = useState<string>(FROM_DEFAULT);
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateTemplate();

  const close = () => {
    setName('');
    setFrom(FROM_DEFAULT);
    setNameError(null);
    setProblem(null);
    onClose();
  };

  const submit = () => {
    if (!name.trim()) return setNameError('Enter a hiring process name');
    create.mutate(
      { templateName: name, ...(from === FROM_DEFAULT ? {} : { copyFromTemplateId: from }) },
      {
        onSuccess: (created) => {
          close();
          onCreated(created);
        },
        onError: (error) => {
          const field = isApiError(error) ? error.fields.templateName : undefined;
          setNameError(field ?? null);
          setProblem(field ? null : errorMessage(error));
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="New hiring process" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
            required
            maxLength={80}
            data-autofocus
          />
          <Select
            label="Start from"
            value={from}
            onChange={(value) => setFrom(value ?? FROM_DEFAULT)}
            allowDeselect={false}
            data={[
              { value: FROM_DEFAULT, label: 'Default outbound pipeline' },
              ...templates.map((t) => ({ value: t.templateId, label: `Copy of ${t.templateName}` })),
            ]}
          />
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
