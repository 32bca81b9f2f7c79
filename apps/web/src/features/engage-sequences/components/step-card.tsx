import {
  ActionIcon,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { Attachment } from '@talentbase/shared/contracts/engage-attachments';
import { TEXT_BODY_MAX } from '@talentbase/shared/contracts/engage-campaigns';
import type { EngageTemplate } from '@talentbase/shared/contracts/engage-templates';
import { VariablePicker } from '../../engage-templates/components/variable-picker';
import { insertVariable } from '../../engage-templates/lib/problems';
import { type StepForm, stepProblems, usesMeetingLink } from '../lib/step-form';
import { StepAttachments } from './step-attachments';

const DAY = 86_400;
const HOUR = 3_600;

const whenText = (at: Date | null, timeZone: string) => {
  if (!at) return 'Fix the timing to see when it goes out';
  try {
    return new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(at);
  } catch {
    return at.toISOString();
  }
};

/** One step of the builder: timing, channel, text (or a template), addresses, tracking, files. */
export function StepCard({
  step,
  index,
  count,
  readOnly,
  templates,
  attachments,
  sendsAt,
  timeZone,
  serverErrors,
  onChange,
  onMove,
  onRemove,
}: {
  step: StepForm;
  index: number;
  count: number;
  readOnly: boolean;
  templates: readonly EngageTemplate[];
  attachments: readonly Attachment[];
  sendsAt: Date | null;
  timeZone: string;
  serverErrors: Record<string, string>;
  onChange: (patch: Partial<StepForm>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const problems = stepProblems(step, index);
  const err = (field: keyof StepForm) => problems[field] ?? serverErrors[`steps.${index}.${field}`];
  const days = Math.trunc(step.delaySeconds / DAY);
  const hours = Math.round((step.delaySeconds - days * DAY) / HOUR);
  const isEmail = step.channel === 'Email';
  const meeting = usesMeetingLink(step) || step.meetingDurationMinutes !== null;

  return (
    <Card withBorder padding="md" component="section" aria-label={`Step ${n}`} data-testid={`step-${n}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} component="h3" fz="md" m={0}>
            Step {n}
          </Text>
          <Text fz="sm" c="dimmed" data-testid={`step-${n}-sends-at`}>
            {step.sentCount > 0 ? `Sent to ${step.sentCount} · ` : ''}If enrolled now:{' '}
            {whenText(sendsAt, timeZone)}
          </Text>
          {readOnly ? null : (
            <Group gap={4}>
              <ActionIcon
                variant="subtle"
                aria-label={`Move step ${n} up`}
                disabled={index === 0}
                onClick={() => onMove(-1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move step ${n} down`}
                disabled={index === count - 1}
                onClick={() => onMove(1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={
                  step.sentCount > 0 ? `Step ${n} was already sent and cannot be removed` : `Remove step ${n}`
                }
                disabled={count === 1 || step.sentCount > 0}
                onClick={onRemove}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          )}
        </Group>
        <Group grow align="flex-start" wrap="wrap" gap="sm" preventGrowOverflow={false}>
          <NumberInput
            label={index === 0 ? 'Wait after enrolment (days)' : 'Wait after the previous step (days)'}
            value={days}
            onChange={(v) => onChange({ delaySeconds: Number(v || 0) * DAY + hours * HOUR })}
            error={err('delaySeconds')}
            disabled={readOnly}
            miw={160}
          />
          <NumberInput
            label="and hours"
            value={hours}
            min={0}
            max={23}
            onChange={(v) => onChange({ delaySeconds: days * DAY + Number(v || 0) * HOUR })}
            disabled={readOnly}
            miw={100}
          />
          <Select
            label="Count"
            data={[
              { value: 'WEEKDAYS', label: 'Weekdays only' },
              { value: 'DAYS', label: 'Every day' },
            ]}
            value={step.delayType}
            onChange={(v) => v && onChange({ delayType: v as StepForm['delayType'] })}
            allowDeselect={false}
            disabled={readOnly}
            miw={150}
          />
          <Select
            label="Channel"
            data={['Email', 'Text']}
            value={step.channel}
            onChange={(v) => v && onChange({ channel: v as StepForm['channel'] })}
            allowDeselect={false}
            disabled={readOnly}
            miw={110}
          />
        </Group>
        {isEmail ? (
          <Group grow align="flex-start" wrap="wrap" gap="sm" preventGrowOverflow={false}>
            <Select
              label="Follow-up"
              data={[
                { value: 'SAME_THREAD', label: 'Reply in the same thread' },
                { value: 'NEW_THREAD', label: 'Start a new thread' },
              ]}
              value={index === 0 ? 'NEW_THREAD' : step.followupType}
              onChange={(v) => v && onChange({ followupType: v as StepForm['followupType'] })}
              allowDeselect={false}
              disabled={readOnly || index === 0}
              description={index === 0 ? 'The first step always starts a thread.' : undefined}
              miw={200}
            />
            <Select
              label="Use template"
              placeholder="Write your own"
              data={templates.map((t) => ({ value: t.id, label: t.name }))}
              value={step.emailTemplateId}
              onChange={(v) => {
                const t = templates.find((x) => x.id === v);
                onChange(
                  t ? { emailTemplateId: t.id, subject: t.subject, body: t.body } : { emailTemplateId: null },
                );
              }}
              clearable
              searchable
              disabled={readOnly}
              miw={200}
            />
          </Group>
        ) : null}
        {isEmail ? (
          <TextInput
            label="Subject"
            value={step.subject}
            placeholder={
              index > 0 && step.followupType === 'SAME_THREAD' ? 'Re: the first subject' : undefined
            }
            onChange={(e) => onChange({ subject: e.currentTarget.value })}
            error={err('subject')}
            disabled={readOnly}
          />
        ) : null}
        <Group justify="flex-end">
          <VariablePicker
            disabled={readOnly}
            onPick={(name) => onChange({ body: insertVariable(step.body, name, null).text })}
          />
        </Group>
        <Textarea
          label={isEmail ? 'Message' : 'Text message'}
          description={
            isEmail
              ? undefined
              : `${step.body.length}/${TEXT_BODY_MAX} characters. Sent as plain text from your number (Settings › Mailbox › Text messages).`
          }
          rows={isEmail ? 6 : 3}
          value={step.body}
          onChange={(e) => onChange({ body: e.currentTarget.value })}
          error={err('body')}
          disabled={readOnly}
        />
        {isEmail ? (
          <>
            <Group grow align="flex-start" wrap="wrap" gap="sm" preventGrowOverflow={false}>
              <TagsInput
                label="Cc"
                value={step.cc}
                onChange={(cc) => onChange({ cc })}
                error={err('cc')}
                disabled={readOnly}
                splitChars={[',', ' ', ';']}
                miw={200}
              />
              <TagsInput
                label="Bcc"
                value={step.bcc}
                onChange={(bcc) => onChange({ bcc })}
                error={err('bcc')}
                disabled={readOnly}
                splitChars={[',', ' ', ';']}
                miw={200}
              />
            </Group>
            <Group gap="lg" wrap="wrap">
              <Checkbox
                label="Track opens"
                checked={step.trackOpen}
                onChange={(e) => onChange({ trackOpen: e.currentTarget.checked })}
                disabled={readOnly}
              />
              <Checkbox
                label="Track link clicks"
                checked={step.trackLink}
                onChange={(e) => onChange({ trackLink: e.currentTarget.checked })}
                disabled={readOnly}
              />
            </Group>
            <StepAttachments
              step={n}
              fileIds={step.fileIds}
              library={attachments}
              readOnly={readOnly}
              error={err('fileIds')}
              onChange={(fileIds) => onChange({ fileIds })}
            />
            {meeting ? (
              <NumberInput
                label="Meeting length (minutes)"
                value={step.meetingDurationMinutes ?? 30}
                min={5}
                max={480}
                step={5}
                onChange={(v) => onChange({ meetingDurationMinutes: v === '' ? null : Number(v) })}
                disabled={readOnly}
                maw={220}
              />
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
