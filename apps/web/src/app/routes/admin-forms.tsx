/**
 * Team settings › Forms: the question sets of scorecards and job applications. Create and edit a
 * form (questions in order, each with its type, required flag and options), preview it as a
 * candidate or interviewer would see it, duplicate it, archive it and restore it.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Radio,
  Rating,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  FORM_KIND_NAMES,
  type FormInput,
  type FormKind,
  formInputSchema,
  isChoiceQuestion,
  QUESTION_TYPE_NAMES,
  QUESTION_TYPES,
  type QuestionType,
  type TeamForm,
} from '@talentbase/shared/contracts/forms';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import {
  useArchiveForm,
  useDuplicateForm,
  useForms,
  useSaveForm,
} from '../../features/team-settings/api/team-settings-calls';
import { splitServerError, zodFieldErrors } from '../../lib/form-errors';
import { notifyError, notifySuccess } from '../../lib/notify';

export const FORMS_PATH = '/admin/team-settings/forms';

type DraftQuestion = {
  key: string;
  id?: string;
  type: QuestionType;
  label: string;
  help: string;
  required: boolean;
  /** One option a line. */
  options: string;
};

let keySeq = 0;
const newKey = () => {
  keySeq += 1;
  return `q-${keySeq}`;
};

export function AdminFormsPage() {
  const [archived, setArchived] = useState(false);
  const forms = useForms(archived);
  const [editing, setEditing] = useState<TeamForm | 'new' | null>(null);
  const [preview, setPreview] = useState<TeamForm | null>(null);
  const duplicate = useDuplicateForm();
  const archive = useArchiveForm();
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader
        title="Forms"
        description="The questions of your scorecards and job applications."
        actions={<Button onClick={() => setEditing('new')}>New form</Button>}
      />
      <SegmentedControl
        aria-label="Which forms"
        value={archived ? 'archived' : 'active'}
        onChange={(v) => setArchived(v === 'archived')}
        data={[
          { value: 'active', label: 'Active' },
          { value: 'archived', label: 'Archived' },
        ]}
        maw={280}
      />
      {!forms.data ? (
        forms.isError ? (
          <LoadError
            title="The forms could not be loaded"
            error={forms.error}
            onRetry={() => forms.refetch()}
          />
        ) : (
          <Skeleton height={200} data-testid="forms-loading" />
        )
      ) : forms.data.data.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <Title order={2} fz="lg">
              {archived ? 'No archived forms' : 'No forms yet'}
            </Title>
            <Text c="dimmed" ta="center">
              {archived
                ? 'Forms you archive are kept here and can be restored.'
                : 'Create a scorecard for interviewers or the questions of a job application.'}
            </Text>
            {archived ? null : (
              <Button variant="light" onClick={() => setEditing('new')}>
                Create your first form
              </Button>
            )}
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {forms.data.data.map((form) => (
            <Card key={form.id} withBorder padding="md" component="li">
              <Stack gap={6}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{form.name}</Text>
                  <Badge variant="light">{FORM_KIND_NAMES[form.kind]}</Badge>
                  <Text fz="sm" c="dimmed">
                    {form.questions.length} {form.questions.length === 1 ? 'question' : 'questions'},{' '}
                    {form.questions.filter((q) => q.required).length} required
                  </Text>
                </Group>
                {form.description ? (
                  <Text fz="sm" c="dimmed">
                    {form.description}
                  </Text>
                ) : null}
                <Group gap="xs" wrap="wrap">
                  <Button size="xs" variant="default" onClick={() => setPreview(form)}>
                    Preview
                  </Button>
                  {form.archived ? null : (
                    <Button size="xs" variant="default" onClick={() => setEditing(form)}>
                      Edit
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() =>
                      duplicate.mutate(form.id, {
                        onSuccess: () =>
                          notifySuccess(`A copy of ${form.name} was made.`, { title: 'Form duplicated' }),
                        onError: (e) => notifyError(e, 'The form could not be duplicated'),
                      })
                    }
                  >
                    Duplicate
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color={form.archived ? undefined : 'red'}
                    onClick={() =>
                      archive.mutate(
                        { id: form.id, archived: !form.archived },
                        {
                          onSuccess: () =>
                            notifySuccess(form.name, {
                              title: form.archived ? 'Form restored' : 'Form archived',
                            }),
                          onError: (e) => notifyError(e, 'The form could not be changed'),
                        },
                      )
                    }
                  >
                    {form.archived ? 'Restore' : 'Archive'}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {editing ? (
        <FormEditor form={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      {preview ? <FormPreview form={preview} onClose={() => setPreview(null)} /> : null}
    </Stack>
  );
}

function toDraft(q: TeamForm['questions'][number]): DraftQuestion {
  return {
    key: newKey(),
    id: q.id,
    type: q.type,
    label: q.label,
    help: q.help,
    required: q.required,
    options: q.options.join('\n'),
  };
}
const blankQuestion = (): DraftQuestion => ({
  key: newKey(),
  type: 'short_text',
  label: '',
  help: '',
  required: false,
  options: '',
});

function FormEditor({ form, onClose }: { form: TeamForm | null; onClose: () => void }) {
  const save = useSaveForm();
  const [name, setName] = useState(form?.name ?? '');
  const [kind, setKind] = useState<FormKind>(form?.kind ?? 'scorecard');
  const [description, setDescription] = useState(form?.description ?? '');
  const [questions, setQuestions] = useState<DraftQuestion[]>(
    form?.questions.map(toDraft) ?? [blankQuestion()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const update = (i: number, patch: Partial<DraftQuestion>) =>
    setQuestions((list) => list.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  const moveBy = (i: number, by: -1 | 1) =>
    setQuestions((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      if (item) next.splice(i + by, 0, item);
      return next;
    });
  const body = (): FormInput => ({
    name,
    kind,
    description,
    questions: questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      type: q.type,
      label: q.label,
      help: q.help,
      required: q.required,
      options: isChoiceQuestion(q.type)
        ? q.options
            .split('\n')
            .map((o) => o.trim())
            .filter(Boolean)
        : [],
    })),
  });
  const types = QUESTION_TYPES.filter((t) => t !== 'file' || kind === 'application');
  return (
    <Modal opened onClose={onClose} title={form ? 'Edit form' : 'New form'} size="xl">
      <form
        noValidate
        aria-label={form ? 'Edit form' : 'New form'}
        onSubmit={async (e) => {
          e.preventDefault();
          setFormMessage(null);
          const input = body();
          const found = zodFieldErrors(formInputSchema, input);
          setErrors(found);
          if (Object.keys(found).length > 0) return;
          try {
            await save.mutateAsync({ id: form?.id ?? null, input });
            notifySuccess(name, { title: form ? 'Form saved' : 'Form created' });
            onClose();
          } catch (error) {
            const split = splitServerError(error, ['name', 'kind', 'description']);
            setErrors(split.fields);
            setFormMessage(split.formMessage);
          }
        }}
      >
        <Stack gap="md">
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              label="Form name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.name}
              required
              data-autofocus
              miw={220}
            />
            <Select
              label="Used for"
              data={[
                { value: 'scorecard', label: 'Scorecard' },
                { value: 'application', label: 'Job application' },
              ]}
              value={kind}
              allowDeselect={false}
              onChange={(v) => v && setKind(v as FormKind)}
              error={errors.kind}
              miw={220}
            />
          </Group>
          <Textarea
            label="Description (optional)"
            value={description}
            minRows={2}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
          />
          <Title order={3} fz="md">
            Questions
          </Title>
          {questions.map((q, i) => (
            <Card key={q.key} withBorder padding="sm">
              <Stack gap="xs">
                <Group grow wrap="wrap" align="flex-start">
                  <TextInput
                    label={`Question ${i + 1}`}
                    value={q.label}
                    onChange={(e) => update(i, { label: e.currentTarget.value })}
                    error={errors[`questions.${i}.label`]}
                    required
                    miw={220}
                  />
                  <Select
                    label={`Type of question ${i + 1}`}
                    data={types.map((t) => ({ value: t, label: QUESTION_TYPE_NAMES[t] }))}
                    value={q.type}
                    allowDeselect={false}
                    onChange={(v) => v && update(i, { type: v as QuestionType })}
                    error={errors[`questions.${i}.type`]}
                    miw={180}
                  />
                </Group>
                {isChoiceQuestion(q.type) ? (
                  <Textarea
                    label={`Options of question ${i + 1} (one a line)`}
                    value={q.options}
                    minRows={3}
                    onChange={(e) => update(i, { options: e.currentTarget.value })}
                    error={errors[`questions.${i}.options`]}
                  />
                ) : null}
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Checkbox
                    label="Required"
                    checked={q.required}
                    onChange={(e) => update(i, { required: e.currentTarget.checked })}
                  />
                  <Group gap="xs">
                    <Button size="xs" variant="default" disabled={i === 0} onClick={() => moveBy(i, -1)}>
                      Move up
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={i === questions.length - 1}
                      onClick={() => moveBy(i, 1)}
                    >
                      Move down
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      disabled={questions.length === 1}
                      onClick={() => setQuestions((list) => list.filter((_, j) => j !== i))}
                    >
                      Remove question {i + 1}
                    </Button>
                  </Group>
                </Group>
              </Stack>
            </Card>
          ))}
          <Group>
            <Button variant="light" onClick={() => setQuestions((list) => [...list, blankQuestion()])}>
              Add question
            </Button>
          </Group>
          {errors.questions ? (
            <Text c="red" fz="sm">
              {errors.questions}
            </Text>
          ) : null}
          {formMessage ? (
            <Alert color="red" variant="light" role="alert">
              {formMessage}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {form ? 'Save form' : 'Create form'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The form as it will be filled in, inert. */
export function FormPreview({ form, onClose }: { form: TeamForm; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={`Preview: ${form.name}`} size="lg">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {FORM_KIND_NAMES[form.kind]} · This is how the form looks; answers are not saved here.
        </Text>
        {form.questions.map((q, i) => {
          const label = `${i + 1}. ${q.label}`;
          const common = { label, required: q.required, description: q.help || undefined, disabled: true };
          switch (q.type) {
            case 'short_text':
              return <TextInput key={q.id} {...common} />;
            case 'long_text':
              return <Textarea key={q.id} {...common} minRows={3} />;
            case 'single_choice':
              return (
                <Radio.Group
                  key={q.id}
                  label={label}
                  withAsterisk={q.required}
                  description={common.description}
                >
                  <Stack gap={4} mt={4}>
                    {q.options.map((o) => (
                      <Radio key={o} value={o} label={o} disabled />
                    ))}
                  </Stack>
                </Radio.Group>
              );
            case 'multiple_choice':
              return (
                <Checkbox.Group
                  key={q.id}
                  label={label}
                  withAsterisk={q.required}
                  description={common.description}
                >
                  <Stack gap={4} mt={4}>
                    {q.options.map((o) => (
                      <Checkbox key={o} value={o} label={o} disabled />
                    ))}
                  </Stack>
                </Checkbox.Group>
              );
            case 'rating':
              return (
                <Stack key={q.id} gap={4}>
                  <Text fz="sm" fw={500}>
                    {label}
                    {q.required ? ' *' : ''}
                  </Text>
                  <Rating count={5} readOnly value={0} />
                </Stack>
              );
            case 'yes_no':
              return (
                <Radio.Group
                  key={q.id}
                  label={label}
                  withAsterisk={q.required}
                  description={common.description}
                >
                  <Group gap="md" mt={4}>
                    <Radio value="yes" label="Yes" disabled />
                    <Radio value="no" label="No" disabled />
                  </Group>
                </Radio.Group>
              );
            default:
              return <FileInput key={q.id} {...common} placeholder="Choose a file" />;
          }
        })}
        <Group justify="flex-end">
          <Button onClick={onClose}>Close preview</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
