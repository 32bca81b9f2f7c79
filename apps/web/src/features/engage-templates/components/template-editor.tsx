import { Alert, Button, Group, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { EngageTemplate, TemplatePreviewResponse } from '@talentbase/shared/contracts/engage-templates';
import {
  TEMPLATE_BODY_MAX,
  TEMPLATE_NAME_MAX,
  TEMPLATE_SUBJECT_MAX,
} from '@talentbase/shared/contracts/engage-templates';
import type { TemplateVariableName } from '@talentbase/shared/domain/email-templates';
import { useCallback, useMemo, useRef, useState } from 'react';
import { splitServerError } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useCreateTemplate, useUpdateTemplate } from '../api/templates';
import { hasProblems, insertVariable, textProblems } from '../lib/problems';
import { saveThumbnail } from '../lib/thumbnail';
import { TemplatePreview } from './template-preview';
import { VariablePicker } from './variable-picker';

type Field = 'subject' | 'body';
const FORM_FIELDS = ['name', 'subject', 'body'] as const;

/**
 * The template editor: name, subject and body with a variable picker, problems shown under the
 * field as you type (the shared checker, the same the server runs), and the live preview beside
 * it. After a save the browser makes the thumbnail from the preview and uploads it.
 */
export function TemplateEditor({
  template,
  onSaved,
}: {
  template: EngageTemplate | null;
  onSaved: (template: EngageTemplate) => void;
}) {
  // "Duplicate" turns someone else's template into a new one of your own, same text.
  const [copied, setCopied] = useState(false);
  const saveAs = copied ? null : template;
  const readOnly = saveAs !== null && !saveAs.mine;
  const [name, setName] = useState(template?.name ?? '');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [shared, setShared] = useState(template?.shared ?? true);
  const [profileId, setProfileId] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const lastField = useRef<Field>('body');
  const selection = useRef<Record<Field, { start: number; end: number } | null>>({
    subject: null,
    body: null,
  });
  const refs = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const rendered = useRef<TemplatePreviewResponse | null>(null);
  const onRendered = useCallback((p: TemplatePreviewResponse | null) => {
    rendered.current = p;
  }, []);

  const problems = useMemo(() => textProblems(subject, body), [subject, body]);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const saving = create.isPending || update.isPending;

  const remember = (field: Field) => (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    lastField.current = field;
    const el = event.currentTarget;
    selection.current[field] = {
      start: el.selectionStart ?? el.value.length,
      end: el.selectionEnd ?? el.value.length,
    };
  };

  const pick = (variable: TemplateVariableName) => {
    const field = lastField.current;
    const current = field === 'subject' ? subject : body;
    const next = insertVariable(current, variable, selection.current[field]);
    (field === 'subject' ? setSubject : setBody)(next.text);
    selection.current[field] = { start: next.caret, end: next.caret };
    requestAnimationFrame(() => {
      const el = refs[field].current;
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setServerErrors({});
    setFormMessage(null);
    if (name.trim() === '') {
      setNameError('Enter a name');
      return;
    }
    setNameError(null);
    if (hasProblems(problems) || subject.trim() === '' || body.trim() === '') {
      setFormMessage('Fix the highlighted problems before saving.');
      return;
    }
    const input = { name: name.trim(), subject, body, shared };
    try {
      const saved = saveAs
        ? await update.mutateAsync({ id: saveAs.id, ...input })
        : await create.mutateAsync(input);
      notifySuccess(saveAs ? 'Template saved' : 'Template created');
      const preview = rendered.current;
      if (preview && preview.problems.length === 0)
        void saveThumbnail(saved.id, preview.subject, preview.html);
      onSaved(saved);
    } catch (error) {
      const split = splitServerError(error, FORM_FIELDS);
      setServerErrors(split.fields);
      setFormMessage(split.formMessage);
    }
  };

  const fieldError = (field: Field) => {
    const list = [...problems[field], ...(serverErrors[field] ? [serverErrors[field]] : [])];
    return list.length > 0 ? list.join(' ') : undefined;
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <form onSubmit={submit} noValidate aria-label="Template">
        <Stack gap="md">
          {readOnly ? (
            <Alert color="gray" variant="light" title="Read-only">
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">
                  This template belongs to {template?.owner?.name ?? 'a former member'}: only its author can
                  change it.
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    setCopied(true);
                    setName(`Copy of ${template?.name ?? ''}`.slice(0, TEMPLATE_NAME_MAX));
                  }}
                >
                  Duplicate to edit
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <TextInput
            label="Name"
            required
            value={name}
            maxLength={TEMPLATE_NAME_MAX}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError ?? serverErrors.name}
            disabled={readOnly}
          />
          <Group justify="space-between" wrap="wrap">
            <Text fz="sm" c="dimmed">
              Variables are filled in for each candidate.
            </Text>
            <VariablePicker onPick={pick} disabled={readOnly} />
          </Group>
          <TextInput
            ref={refs.subject}
            label="Subject"
            required
            value={subject}
            maxLength={TEMPLATE_SUBJECT_MAX}
            onChange={(e) => {
              setSubject(e.currentTarget.value);
              remember('subject')(e);
            }}
            onSelect={remember('subject')}
            onFocus={remember('subject')}
            error={fieldError('subject')}
            disabled={readOnly}
          />
          <Textarea
            ref={refs.body}
            label="Message"
            description="Plain text or HTML. Scripts, forms and unsafe links are removed when you save."
            required
            rows={12}
            value={body}
            maxLength={TEMPLATE_BODY_MAX}
            onChange={(e) => {
              setBody(e.currentTarget.value);
              remember('body')(e);
            }}
            onSelect={remember('body')}
            onFocus={remember('body')}
            error={fieldError('body')}
            disabled={readOnly}
          />
          <Switch
            label="Share with my team"
            checked={shared}
            onChange={(e) => setShared(e.currentTarget.checked)}
            disabled={readOnly}
          />
          {formMessage ? (
            <Alert color="red" variant="light" role="alert">
              {formMessage}
            </Alert>
          ) : null}
          {readOnly ? null : (
            <Group>
              <Button type="submit" loading={saving}>
                {saveAs ? 'Save template' : 'Create template'}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <TemplatePreview
        subject={subject}
        body={body}
        blocked={hasProblems(problems)}
        profileId={profileId}
        onProfileChange={setProfileId}
        onRendered={onRendered}
      />
    </SimpleGrid>
  );
}
