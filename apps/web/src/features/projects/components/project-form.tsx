import { Alert, Button, Grid, Group, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { CustomField, CustomValues, CustomValuesInput, ProjectFields } from '@talentbase/shared';
import {
  EMPLOYMENT_TYPE_OPTIONS,
  PROJECT_DEFAULT_FIELDS,
  type ProjectDefaultFieldName,
  SELECTABLE_PROJECT_STATUS_OPTIONS,
  WORK_ARRANGEMENT_OPTIONS,
} from '@talentbase/shared/domain/projects';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { splitServerError } from '../../../lib/form-errors';
import {
  ProjectCustomFieldsSection,
  useCustomFieldDrafts,
} from '../../custom-fields/components/project-custom-fields';
import {
  nameFromJobTitle,
  PROJECT_FORM_FIELDS,
  type ProjectFormValues,
  projectFormErrors,
  toProjectFields,
} from '../lib/form-values';
import { ProjectLimitAlert } from './project-limit-alert';

const STATUS_DATA = SELECTABLE_PROJECT_STATUS_OPTIONS.map((o) => ({
  value: String(o.value),
  label: o.label,
}));
const WORK_DATA = WORK_ARRANGEMENT_OPTIONS.map((o) => ({ value: o.value, label: o.label }));
const EMPLOYMENT_DATA = EMPLOYMENT_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label }));
const REQUIRED = new Set<ProjectDefaultFieldName>(['jobTitle', 'projectStatus', 'projectName']);
/** Wide inputs take the whole row; the others pair up, keeping the spec's order left to right. */
const FULL_WIDTH = new Set<ProjectDefaultFieldName>(['projectDescription']);

type Failure = { kind: 'limit' } | { kind: 'message'; title: string; message: string };

function failureOf(error: unknown, formMessage: string | null): Failure | null {
  if (isApiError(error) && error.code === 'PROJECT_LIMIT_REACHED') return { kind: 'limit' };
  if (!formMessage) return null;
  const title =
    isApiError(error) && error.status === 403
      ? 'You cannot do this'
      : isApiError(error) && error.status === 404
        ? 'This project no longer exists'
        : 'The project could not be saved';
  return { kind: 'message', title, message: formMessage };
}

/**
 * The project's ten default fields (spec section 3, keys 1 to 10) for creating or editing. The
 * first input has the focus, Enter in a one-line input submits, Ctrl+Enter submits from the
 * description. Checked with the shared contract before sending; the server's field messages land
 * under the same inputs, and a failure that is no field's (the project limit, a lost right) shows
 * above the buttons without clearing anything typed.
 */
export function ProjectForm({
  mode,
  initialValues,
  archived = false,
  submitLabel,
  pending,
  onSubmit,
  secondaryAction,
  requiredFields,
  customFields,
  customValues,
}: {
  mode: 'create' | 'edit';
  initialValues: ProjectFormValues;
  /** Editing an archived project: its status is the one it gets back when unarchived. */
  archived?: boolean;
  submitLabel: string;
  pending: boolean;
  /** Sends the fields (and the custom field values); throws the API error on failure. */
  onSubmit: (fields: ProjectFields, customFields?: CustomValuesInput) => Promise<unknown>;
  /** Cancel, back ... on the left of the submit button. */
  secondaryAction?: ReactNode;
  /** The fields the team requires on creation (team settings › project settings). */
  requiredFields?: readonly ProjectDefaultFieldName[];
  /** The team's project custom fields and the project's values (edit). */
  customFields?: readonly CustomField[];
  customValues?: CustomValues;
}) {
  const required = requiredFields ? new Set([...REQUIRED, ...requiredFields]) : REQUIRED;
  const custom = useCustomFieldDrafts(customFields, customValues);
  const form = useForm<ProjectFormValues>({
    mode: 'controlled',
    initialValues,
    validate: projectFormErrors,
  });
  const [failure, setFailure] = useState<Failure | null>(null);
  // The name follows the job title until the user writes one of their own.
  const [nameFollowsTitle, setNameFollowsTitle] = useState(mode === 'create' && !initialValues.projectName);
  const firstInput = useRef<HTMLInputElement>(null);

  useEffect(() => firstInput.current?.focus(), []);

  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = PROJECT_FORM_FIELDS.find((name) => errors[name]);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      const customValues = custom.check();
      if (customValues === null) return;
      try {
        await onSubmit(toProjectFields(values), customValues);
      } catch (error) {
        custom.showServerErrors(error);
        const { fields, formMessage } = splitServerError(error, [...PROJECT_FORM_FIELDS, ...custom.ids]);
        form.setErrors(fields);
        focusFirstError(fields);
        setFailure(failureOf(error, formMessage));
      }
    },
    (errors) => {
      // Custom fields show their messages with the default fields' at the same time.
      custom.check();
      focusFirstError(errors);
    },
  );

  const input = (field: (typeof PROJECT_DEFAULT_FIELDS)[number]) => {
    const common = {
      label: field.label,
      placeholder: field.placeholder,
      required: required.has(field.name),
      withAsterisk: false,
      ...form.getInputProps(field.name),
    };
    switch (field.name) {
      case 'jobTitle':
        return (
          <TextInput
            {...common}
            ref={firstInput}
            data-autofocus
            autoComplete="off"
            onChange={(event) => {
              const value = event.currentTarget.value;
              form.setFieldValue('jobTitle', value);
              if (nameFollowsTitle) form.setFieldValue('projectName', nameFromJobTitle(value));
            }}
          />
        );
      case 'projectName':
        return (
          <TextInput
            {...common}
            autoComplete="off"
            description={
              nameFollowsTitle ? 'Filled in from the job title until you type a name of your own.' : undefined
            }
            onChange={(event) => {
              const value = event.currentTarget.value;
              form.setFieldValue('projectName', value);
              setNameFollowsTitle(mode === 'create' && value.trim() === '');
            }}
          />
        );
      case 'projectStatus':
        return (
          <Select
            {...common}
            data={STATUS_DATA}
            allowDeselect={false}
            description={
              archived ? 'The project is archived: this is who will see it once it is unarchived.' : undefined
            }
            comboboxProps={{ withinPortal: true }}
          />
        );
      case 'workArrangement':
        return <Select {...common} data={WORK_DATA} clearable comboboxProps={{ withinPortal: true }} />;
      case 'employmentType':
        return <Select {...common} data={EMPLOYMENT_DATA} clearable comboboxProps={{ withinPortal: true }} />;
      case 'numberOfOpenings':
        return <NumberInput {...common} min={1} max={1000} allowDecimal={false} allowNegative={false} />;
      case 'projectDescription':
        return (
          <Textarea
            {...common}
            rows={4}
            resize="vertical"
            description="Ctrl+Enter saves from here."
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
        );
      default:
        return <TextInput {...common} autoComplete="off" />;
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'create' ? 'Create project' : 'Edit project'}>
      <Stack gap="lg">
        <Grid gap="md">
          {PROJECT_DEFAULT_FIELDS.map((field) => (
            <Grid.Col key={field.key} span={{ base: 12, sm: FULL_WIDTH.has(field.name) ? 12 : 6 }}>
              {input(field)}
            </Grid.Col>
          ))}
        </Grid>
        <ProjectCustomFieldsSection state={custom} />
        {failure?.kind === 'limit' ? <ProjectLimitAlert context="create" /> : null}
        {failure?.kind === 'message' ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={failure.title}
            role="alert"
            data-testid="form-error"
          >
            {failure.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
