import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Select,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  type CreateCandidateRequest,
  createCandidateRequestSchema,
  type DuplicateMatchItem,
  MATCH_REASON_LABEL,
} from '@talentbase/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { splitServerError, zodFieldErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useCreateCandidate, usePickableProjects } from '../api/all-candidates';
import { CANDIDATE_PROFILE_PATH } from '../lib/list-url';

type Values = {
  fullName: string;
  title: string;
  company: string;
  location: string;
  emails: string[];
  phones: string[];
  linkedinUrl: string;
  skills: string[];
  notes: string;
  projectId: string;
};

const EMPTY: Values = {
  fullName: '',
  title: '',
  company: '',
  location: '',
  emails: [],
  phones: [],
  linkedinUrl: '',
  skills: [],
  notes: '',
  projectId: '',
};
const FIELDS = Object.keys(EMPTY);

function toRequest(v: Values, confirmDuplicate: boolean): CreateCandidateRequest {
  return {
    fullName: v.fullName,
    title: v.title,
    company: v.company,
    location: v.location,
    emails: v.emails,
    phones: v.phones,
    linkedinUrl: v.linkedinUrl,
    skills: v.skills,
    notes: v.notes,
    projectId: v.projectId || null,
    ...(confirmDuplicate ? { confirmDuplicate: true } : {}),
  };
}

/** Field paths of list inputs ("emails.1") point at the list's input. */
const fieldOf = (path: string) => path.split('.')[0] as string;

/**
 * "Add candidate": the applicant fields a recruiter knows, checked against the team's candidates
 * before saving. Possible duplicates are shown with why they match; the recruiter opens the
 * existing one or creates anyway.
 */
export function AddCandidateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateCandidate();
  const projects = usePickableProjects(opened);
  const [matches, setMatches] = useState<DuplicateMatchItem[] | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: EMPTY });

  const close = () => {
    form.reset();
    setMatches(null);
    setFormMessage(null);
    create.reset();
    onClose();
  };

  const submit = (values: Values, confirmDuplicate = false) => {
    const body = toRequest(values, confirmDuplicate);
    const errors = zodFieldErrors(createCandidateRequestSchema, body);
    if (Object.keys(errors).length > 0) {
      form.setErrors(Object.fromEntries(Object.entries(errors).map(([k, m]) => [fieldOf(k), m])));
      return;
    }
    setFormMessage(null);
    create.mutate(body, {
      onSuccess: (res) => {
        notifySuccess(`${values.fullName.trim()} was added to your candidates.`);
        close();
        void res;
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'DUPLICATE_CANDIDATE') {
          setMatches((error.details?.matches as DuplicateMatchItem[] | undefined) ?? []);
          return;
        }
        const split = splitServerError(error, FIELDS);
        form.setErrors(Object.fromEntries(Object.entries(split.fields).map(([k, m]) => [fieldOf(k), m])));
        setFormMessage(split.formMessage);
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Add candidate" size="lg">
      <form onSubmit={form.onSubmit((v) => submit(v))} noValidate>
        <Stack gap="sm">
          {formMessage ? (
            <Alert color="red" role="alert">
              {formMessage}
            </Alert>
          ) : null}
          <TextInput
            label="Full name"
            required
            data-autofocus
            maxLength={200}
            {...form.getInputProps('fullName')}
          />
          <Group grow>
            <TextInput label="Title" maxLength={200} {...form.getInputProps('title')} />
            <TextInput label="Company" maxLength={200} {...form.getInputProps('company')} />
          </Group>
          <TextInput
            label="Location"
            placeholder="City, State, Country"
            maxLength={200}
            {...form.getInputProps('location')}
          />
          <TagsInput
            label="Emails"
            placeholder="name@company.com"
            description="Press Enter after each address"
            maxTags={10}
            {...form.getInputProps('emails')}
          />
          <TagsInput
            label="Phones"
            description="Press Enter after each number"
            maxTags={10}
            {...form.getInputProps('phones')}
          />
          <TextInput
            label="LinkedIn URL"
            placeholder="linkedin.com/in/…"
            {...form.getInputProps('linkedinUrl')}
          />
          <TagsInput label="Skills" maxTags={100} {...form.getInputProps('skills')} />
          <Select
            label="Add to project"
            placeholder={projects.isLoading ? 'Loading projects…' : 'No project'}
            data={(projects.data?.data ?? []).map((p) => ({ value: p.projectId, label: p.projectName }))}
            searchable
            clearable
            {...form.getInputProps('projectId')}
            onChange={(v) => form.setFieldValue('projectId', v ?? '')}
          />
          <Textarea label="Notes" rows={3} maxLength={5000} {...form.getInputProps('notes')} />
          {matches ? (
            <Alert
              color="yellow"
              icon={<IconAlertTriangle size={18} />}
              title="This person may already be one of your candidates"
              role="alert"
            >
              <List spacing={6} size="sm" data-testid="duplicate-matches">
                {matches.map((m) => (
                  <List.Item key={m.profileId}>
                    <Group gap={6} wrap="wrap">
                      <Anchor
                        component={Link}
                        to={CANDIDATE_PROFILE_PATH(m.profileId)}
                        fw={500}
                        truncate="end"
                        maw={220}
                        title={m.fullName}
                      >
                        {m.fullName}
                      </Anchor>
                      {m.reasons.map((r) => (
                        <Badge key={r} size="sm" variant="light" color="yellow">
                          {MATCH_REASON_LABEL[r]}
                        </Badge>
                      ))}
                    </Group>
                  </List.Item>
                ))}
              </List>
              <Group mt="sm" gap="sm">
                {matches[0] ? (
                  <Button
                    component={Link}
                    to={CANDIDATE_PROFILE_PATH(matches[0].profileId)}
                    variant="light"
                    size="xs"
                  >
                    Open existing
                  </Button>
                ) : null}
                <Button
                  size="xs"
                  color="yellow"
                  loading={create.isPending}
                  onClick={() => submit(form.getValues(), true)}
                >
                  Create anyway
                </Button>
              </Group>
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending && !matches}>
              Add candidate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
