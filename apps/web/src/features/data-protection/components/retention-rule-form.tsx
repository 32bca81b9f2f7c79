import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { type RetentionRule, type RetentionRuleInput, retentionRuleInputSchema } from '@talentbase/shared';
import {
  DATA_PROTECTION_REGION_LABEL,
  DATA_PROTECTION_REGIONS,
} from '@talentbase/shared/reference/gdpr-regions';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { zodFieldErrors } from '../../../lib/form-errors';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useSaveRule } from '../api/retention';

type Values = { name: string; months: number | string; regions: string[]; suppress: boolean };
type Field = 'name' | 'months' | 'regions' | 'suppress' | 'enabled';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['name', 'months', 'regions', 'suppress', 'enabled'];

const EMPTY: Values = { name: '', months: 24, regions: ['EU', 'UK'], suppress: false };

function valuesOf(rule: RetentionRule | null): Values {
  if (!rule) return EMPTY;
  return { name: rule.name, months: rule.months, regions: [...rule.regions], suppress: rule.suppress };
}

const sameCriteria = (rule: RetentionRule, values: Values) =>
  rule.months === Number(values.months) &&
  [...rule.regions].sort().join() === [...values.regions].sort().join();

/** Field messages by input: `regions.0` belongs to the regions group. */
function byField(fields: Record<string, string>): { errors: Errors; other: string | null } {
  const errors: Errors = {};
  let other: string | null = null;
  for (const [path, message] of Object.entries(fields)) {
    const head = path.split('.')[0] as Field;
    if (FIELDS.includes(head)) errors[head] ??= message;
    else other ??= message;
  }
  return { errors, other };
}

/**
 * Create or change a retention rule. Checked with the shared contract before sending; the
 * server's messages land under their fields. A rule that is on and gets new criteria is turned
 * off: its dry run no longer says what it would delete.
 */
export function RetentionRuleForm({
  opened,
  rule,
  onClose,
}: {
  opened: boolean;
  /** The rule to change; null for a new one. */
  rule: RetentionRule | null;
  onClose: () => void;
}) {
  const save = useSaveRule();
  const [values, setValues] = useState<Values>(valuesOf(rule));
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setValues(valuesOf(rule));
      setErrors({});
      setProblem(null);
    }
  }, [opened, rule]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const turnsOff = rule?.enabled === true && !sameCriteria(rule, values);

  const submit = () => {
    const draft = {
      name: values.name.trim(),
      months: values.months === '' ? undefined : Number(values.months),
      regions: values.regions,
      suppress: values.suppress,
      enabled: rule ? rule.enabled && !turnsOff : false,
    };
    const found = byField(zodFieldErrors(retentionRuleInputSchema, draft));
    setErrors(found.errors);
    setProblem(found.other);
    if (Object.keys(found.errors).length > 0 || found.other) return;
    save.mutate(
      // Checked against the contract just above.
      { id: rule?.id ?? null, input: draft as RetentionRuleInput },
      {
        onSuccess: (saved) => {
          notifySuccess(
            rule
              ? `“${saved.name}” saved.${turnsOff ? ' It is off until you make a new dry run.' : ''}`
              : `“${saved.name}” created. Make a dry run to see what it would delete, then turn it on.`,
            { title: rule ? 'Rule saved' : 'Rule created' },
          );
          onClose();
        },
        onError: (error) => {
          const split = byField(isApiError(error) ? error.fields : {});
          setErrors(split.errors);
          setProblem(
            Object.keys(split.errors).length > 0 ? split.other : (split.other ?? errorMessage(error)),
          );
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={rule ? 'Change retention rule' : 'New retention rule'}
      centered
      size="lg"
    >
      <form
        noValidate
        aria-label={rule ? 'Change retention rule' : 'New retention rule'}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Name"
            placeholder="e.g. Unengaged EU and UK candidates"
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
            maxLength={80}
            required
            data-autofocus
          />
          <NumberInput
            label="Delete candidates with no engagement for"
            description="Months since they were added, contacted, noted, revealed or moved in a pipeline (1 to 120). Candidates who consented are kept."
            suffix=" months"
            value={values.months}
            onChange={(v) => set('months', v)}
            error={errors.months}
            min={1}
            max={120}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            required
            maw={320}
          />
          <Checkbox.Group
            label="Where they live"
            description="Candidates whose location is in one of these regions."
            value={values.regions}
            onChange={(v) => set('regions', v)}
            error={errors.regions}
          >
            <Stack gap={8} mt={8}>
              {DATA_PROTECTION_REGIONS.map((region) => (
                <Checkbox key={region} value={region} label={DATA_PROTECTION_REGION_LABEL[region]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Checkbox
            label="Also put their email addresses and phone numbers on the suppression list"
            description="Off: they may be sourced or imported again later."
            checked={values.suppress}
            onChange={(e) => set('suppress', e.currentTarget.checked)}
            error={errors.suppress}
          />
          {turnsOff ? (
            <Alert color="yellow" variant="light" role="status">
              New months or regions turn the rule off until you make a new dry run.
            </Alert>
          ) : null}
          {errors.enabled ? (
            <Alert color="red" variant="light" role="alert">
              {errors.enabled}
            </Alert>
          ) : null}
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {rule ? 'Save rule' : 'Create rule'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
