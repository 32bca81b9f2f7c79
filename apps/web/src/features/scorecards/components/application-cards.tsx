/**
 * Application forms on applicant-match jobs: on the job, which application form it asks (the
 * hiring team's owner, recruiter or hiring manager choose among the team's active ones); on an
 * applicant, their answers, which a recruiter records from the form (files stay on the record).
 */
import { Alert, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import {
  useApplicantAnswers,
  useJobApplicationForm,
  useRecordApplicantAnswers,
  useSetJobApplicationForm,
} from '../api/application-answers';
import { AnswersList } from './answers-list';
import { ScorecardForm } from './scorecard-form';

const NONE = 'none';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="md" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Failed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} title={title}>
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** On the job: the application form its applicants answer. */
export function JobApplicationFormCard({ projectId }: { projectId: string }) {
  const current = useJobApplicationForm(projectId);
  const save = useSetJobApplicationForm(projectId);
  const [choice, setChoice] = useState<string | null>(null);
  if (current.isPending)
    return (
      <Section title="Application form" testId="job-application-form">
        <Skeleton h={60} aria-busy="true" />
      </Section>
    );
  if (current.isError)
    return (
      <Section title="Application form" testId="job-application-form">
        <Failed
          title="The application form could not be loaded"
          error={current.error}
          onRetry={() => void current.refetch()}
        />
      </Section>
    );
  const { form, canEdit, forms } = current.data;
  const value = choice ?? form?.id ?? NONE;
  const options = [
    { value: NONE, label: 'No application form' },
    ...(form?.archived ? [{ value: form.id, label: `${form.name} (archived)` }] : []),
    ...forms.map((f) => ({ value: f.id, label: f.name })),
  ];
  const saveError = save.error
    ? isApiError(save.error)
      ? save.error.message
      : errorMessage(save.error)
    : null;
  return (
    <Section title="Application form" testId="job-application-form">
      <Text fz="sm" c="dimmed">
        The questions applicants to this job answer. Recruiters record the answers on each applicant.
      </Text>
      {form ? (
        <Text fz="sm">
          This job asks <strong>{form.name}</strong> ({form.questions.length}{' '}
          {form.questions.length === 1 ? 'question' : 'questions'}).
        </Text>
      ) : (
        <Text fz="sm">This job asks no application questions.</Text>
      )}
      {form?.archived ? (
        <Alert color="yellow" variant="light" title="This form is archived">
          Answers cannot be recorded against an archived form: choose an active one.
        </Alert>
      ) : null}
      {canEdit ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(value === NONE ? null : value, {
              onSuccess: () => {
                setChoice(null);
                notifySuccess('Application form saved.');
              },
            });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Form to ask"
              data={options}
              value={value}
              onChange={(v) => {
                save.reset();
                setChoice(v);
              }}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={saveError}
              style={{ flex: '1 1 220px' }}
            />
            <Button type="submit" loading={save.isPending} disabled={value === (form?.id ?? NONE)}>
              Save
            </Button>
          </Group>
          {forms.length === 0 ? (
            <Text fz="xs" c="dimmed" mt={6}>
              No active application forms yet: a team admin adds them under Team settings, Forms.
            </Text>
          ) : null}
        </form>
      ) : null}
    </Section>
  );
}

/** On an applicant: their answers to the job's application form. */
export function ApplicantAnswersCard({ projectId, applicantId }: { projectId: string; applicantId: string }) {
  const answers = useApplicantAnswers(projectId, applicantId);
  const record = useRecordApplicantAnswers(projectId, applicantId);
  const [editing, setEditing] = useState(false);
  if (answers.isPending)
    return (
      <Section title="Application answers" testId="applicant-answers">
        <Skeleton h={60} aria-busy="true" />
      </Section>
    );
  if (answers.isError) {
    // The sample applicants of the demo have no stored application.
    if (isApiError(answers.error) && answers.error.status === 404) return null;
    return (
      <Section title="Application answers" testId="applicant-answers">
        <Failed
          title="The answers could not be loaded"
          error={answers.error}
          onRetry={() => void answers.refetch()}
        />
      </Section>
    );
  }
  const { form, recorded, canRecord } = answers.data;
  if (!form && !recorded) return null;
  const canEdit = canRecord && form !== null && !form.archived;
  if (editing && form)
    return (
      <Section title="Application answers" testId="applicant-answers">
        <ScorecardForm
          withRecommendation={false}
          questions={form.questions}
          initial={{
            recommendation: null,
            answers: recorded?.formId === form.id ? recorded.answers : {},
          }}
          submitLabel="Save answers"
          pending={record.isPending}
          error={record.error}
          onCancel={() => {
            record.reset();
            setEditing(false);
          }}
          onSubmit={(value) =>
            record.mutate(value.answers, {
              onSuccess: () => {
                setEditing(false);
                notifySuccess('Answers saved.');
              },
            })
          }
        />
      </Section>
    );
  return (
    <Section title="Application answers" testId="applicant-answers">
      {recorded ? (
        <>
          <Text fz="xs" c="dimmed">
            {recorded.formName} · recorded by {recorded.recordedBy?.name ?? 'a former member'} on{' '}
            {new Date(recorded.updatedAt).toLocaleDateString()}
          </Text>
          <AnswersList questions={recorded.questions} answers={recorded.answers} />
        </>
      ) : (
        <Text fz="sm" c="dimmed">
          No answers recorded yet for “{form?.name}”.
        </Text>
      )}
      {canEdit ? (
        <Group>
          <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
            {recorded ? 'Edit answers' : 'Record answers'}
          </Button>
        </Group>
      ) : null}
    </Section>
  );
}
