/**
 * "Scorecards" on a candidate in a project: what the hiring team thought (how many, the
 * recommendations, each rating's average), each scorecard with its answers, and for those whose
 * role may score, "Add scorecard" (choose a form, fill it) and editing or deleting their own.
 */
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import type { Scorecard, ScorecardFormOption } from '@talentbase/shared';
import { useId, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import {
  type ScorecardRef,
  useCreateScorecard,
  useDeleteScorecard,
  useScorecards,
  useUpdateScorecard,
} from '../api/scorecards';
import { AnswersList } from './answers-list';
import { ScorecardForm } from './scorecard-form';
import { RecommendationBadge, ScorecardSummaryView } from './scorecard-summary';

function ScorecardItem({
  card,
  refTo,
  canScore,
}: {
  card: Scorecard;
  refTo: ScorecardRef;
  canScore: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateScorecard(refTo);
  const remove = useDeleteScorecard(refTo);
  const answersId = useId();
  const who = card.author?.name ?? 'Former member';
  if (editing)
    return (
      <Paper withBorder p="sm" radius="sm" component="li">
        <ScorecardForm
          header={
            <Title order={3} fz="sm">
              Edit your scorecard: {card.formName}
            </Title>
          }
          questions={card.questions}
          initial={{ recommendation: card.recommendation, answers: card.answers }}
          submitLabel="Save scorecard"
          pending={update.isPending}
          error={update.error}
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
          onSubmit={(value) =>
            value.recommendation &&
            update.mutate(
              { scorecardId: card.scorecardId, recommendation: value.recommendation, answers: value.answers },
              {
                onSuccess: () => {
                  setEditing(false);
                  notifySuccess('Scorecard saved.');
                },
              },
            )
          }
        />
      </Paper>
    );
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="scorecard" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap={6}>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {who}
              {card.isMine ? ' (you)' : ''}
            </Text>
            <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {card.formName} · {new Date(card.updatedAt).toLocaleDateString()}
            </Text>
          </Stack>
          <RecommendationBadge value={card.recommendation} />
        </Group>
        <Group gap="xs" wrap="wrap">
          <UnstyledButton
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={answersId}
            fz="sm"
            c="blue.8"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 28 }}
          >
            {open ? (
              <IconChevronDown size={14} aria-hidden="true" />
            ) : (
              <IconChevronRight size={14} aria-hidden="true" />
            )}
            {open ? 'Hide answers' : 'Show answers'}
          </UnstyledButton>
          {card.isMine && canScore ? (
            <>
              <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            </>
          ) : null}
        </Group>
        <div id={answersId} hidden={!open}>
          {open ? <AnswersList questions={card.questions} answers={card.answers} /> : null}
        </div>
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete your scorecard?">
        <Stack gap="md">
          <Text fz="sm">Your answers to “{card.formName}” will be gone for the whole hiring team.</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(card.scorecardId, {
                  onSuccess: () => {
                    setConfirming(false);
                    notifySuccess('Scorecard deleted.');
                  },
                })
              }
            >
              Delete scorecard
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function AddScorecard({
  refTo,
  forms,
  onDone,
}: {
  refTo: ScorecardRef;
  forms: ScorecardFormOption[];
  onDone: () => void;
}) {
  const [formId, setFormId] = useState<string | null>(forms.length === 1 ? (forms[0]?.id ?? null) : null);
  const create = useCreateScorecard(refTo);
  const form = forms.find((f) => f.id === formId);
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="sm">
        <Select
          label="Scorecard form"
          placeholder="Choose a form"
          data={forms.map((f) => ({ value: f.id, label: f.name }))}
          value={formId}
          onChange={(v) => {
            create.reset();
            setFormId(v);
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {form?.description ? (
          <Text fz="sm" c="dimmed">
            {form.description}
          </Text>
        ) : null}
        {form ? (
          <ScorecardForm
            key={form.id}
            questions={form.questions}
            submitLabel="Submit scorecard"
            pending={create.isPending}
            error={create.error}
            onCancel={onDone}
            onSubmit={(value) =>
              value.recommendation &&
              create.mutate(
                { formId: form.id, recommendation: value.recommendation, answers: value.answers },
                {
                  onSuccess: () => {
                    notifySuccess('Scorecard submitted.');
                    onDone();
                  },
                },
              )
            }
          />
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export function ScorecardsCard({ projectId, candidateId }: ScorecardRef) {
  const refTo = { projectId, candidateId };
  const titleId = useId();
  const list = useScorecards(refTo);
  const [adding, setAdding] = useState(false);
  const mine = new Set((list.data?.data ?? []).filter((c) => c.isMine).map((c) => c.formId));
  const fillable = (list.data?.forms ?? []).filter((f) => !mine.has(f.id));
  // Not found: the candidate is not in this project's pipeline (an applicant only): nothing to score.
  if (isApiError(list.error) && list.error.status === 404) return null;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-testid="scorecards"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="md" id={titleId}>
            Scorecards
          </Title>
          {list.data?.canScore && fillable.length > 0 && !adding ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              onClick={() => setAdding(true)}
            >
              Add scorecard
            </Button>
          ) : null}
        </Group>
        {list.isPending ? (
          <Stack gap="xs" aria-busy="true" data-testid="scorecards-loading">
            <Skeleton h={20} />
            <Skeleton h={60} />
          </Stack>
        ) : list.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            title="The scorecards could not be loaded"
          >
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{errorMessage(list.error)}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            {adding ? <AddScorecard refTo={refTo} forms={fillable} onDone={() => setAdding(false)} /> : null}
            {list.data.canScore && list.data.forms.length > 0 && fillable.length === 0 ? (
              <Text fz="sm" c="dimmed">
                You have filled every scorecard form for this candidate: edit yours below.
              </Text>
            ) : null}
            {list.data.canScore && list.data.forms.length === 0 ? (
              <Text fz="sm" c="dimmed">
                No scorecard forms yet: a team admin adds them under Team settings, Forms.
              </Text>
            ) : null}
            {list.data.data.length === 0 ? (
              <Text fz="sm" c="dimmed">
                No scorecards yet.
              </Text>
            ) : (
              <>
                <ScorecardSummaryView summary={list.data.summary} />
                <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {list.data.data.map((card) => (
                    <ScorecardItem
                      key={card.scorecardId}
                      card={card}
                      refTo={refTo}
                      canScore={list.data.canScore}
                    />
                  ))}
                </Stack>
              </>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
