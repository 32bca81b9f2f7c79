import { Alert, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import {
  type FieldErrors,
  type HiringProcessTemplate,
  updateTemplateRequestSchema,
} from '@talentbase/shared';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useUpdateTemplate } from '../api/template-mutations';
import { canAddCategory, type Draft, draftActions, toDraft, toRequest } from '../lib/draft';
import { CategoryCard } from './category-card';

/** Field messages from the contract itself, so a blank or too long name is caught before saving. */
function localErrors(draft: Draft): FieldErrors {
  const parsed = updateTemplateRequestSchema.safeParse(toRequest(draft));
  if (parsed.success) return {};
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'templateDetail'] ??= issue.message;
  return fields;
}

/**
 * The editor of one hiring process: its name, then its categories in order, each with its stages.
 * Problems the server finds are shown where they are (the name, a category, a stage); a conflict
 * such as candidates still in a removed stage is shown above the Save button.
 */
export function TemplateEditor({
  template,
  onDone,
}: {
  template: HiringProcessTemplate;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(template));
  const [fields, setFields] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const save = useUpdateTemplate();

  const change = (next: Draft, focus: string | null = null) => {
    setDraft(next);
    setFields({});
    setProblem(null);
    setFocusKey(focus);
  };

  const submit = () => {
    const local = localErrors(draft);
    if (Object.keys(local).length > 0) {
      setFields(local);
      setProblem('Please correct the highlighted fields.');
      return;
    }
    save.mutate(
      { templateId: template.templateId, body: toRequest(draft) },
      {
        onSuccess: (saved) => {
          notifySuccess(`Hiring process saved: ${saved.templateName}`);
          onDone();
        },
        onError: (error) => {
          setFields(isApiError(error) ? error.fields : {});
          setProblem(errorMessage(error));
        },
      },
    );
  };

  const addCategory = () => {
    const next = draftActions.addCategory(draft, '');
    change(next, next.categories.at(-2)?.key ?? null);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          label="Hiring process name"
          value={draft.templateName}
          onChange={(e) => change(draftActions.rename(draft, e.currentTarget.value))}
          error={fields.templateName}
          required
          maxLength={80}
        />
        {fields.templateDetail ? (
          <Text c="red" fz="sm" role="alert">
            {fields.templateDetail}
          </Text>
        ) : null}
        <Stack gap="sm" aria-label="Categories">
          {draft.categories.map((category, index) => (
            <CategoryCard
              key={category.key}
              draft={draft}
              index={index}
              fields={fields}
              focusKey={focusKey}
              onChange={change}
            />
          ))}
        </Stack>
        <Group>
          <Tooltip label="At most 20 categories" disabled={canAddCategory(draft)}>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={addCategory}
              disabled={!canAddCategory(draft)}
            >
              Add category
            </Button>
          </Tooltip>
        </Group>
        {problem ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            data-testid="editor-problem"
          >
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save hiring process
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
