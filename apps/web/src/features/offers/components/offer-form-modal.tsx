/**
 * Making or editing an offer: the salary first, the rest prefilled with the team's offer defaults
 * (or the offer's current terms when editing). Checked with the shared contract before sending;
 * the server's field messages land under the same inputs.
 */
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { SALARY_PERIODS } from '@talentbase/shared/contracts/offer-settings';
import { type CandidateOffers, type Offer, offerCreateSchema } from '@talentbase/shared/contracts/offers';
import { type FormEvent, useState } from 'react';
import { splitServerError, zodFieldErrors } from '../../../lib/form-errors';

export type OfferFormValues = {
  salaryAmount: number | null;
  currency: string;
  salaryPeriod: Offer['salaryPeriod'];
  bonusPercent: number | null;
  startDate: string | null;
  answerByDate: string | null;
  benefits: string;
  signatory: string;
  notes: string;
};

const FIELDS = Object.keys(offerCreateSchema.shape);
const PERIOD_LABEL = { year: 'Per year', month: 'Per month', hour: 'Per hour' } as const;

export function initialValues(offer: Offer | null, defaults: CandidateOffers['defaults']): OfferFormValues {
  if (offer)
    return {
      salaryAmount: offer.salaryAmount,
      currency: offer.currency,
      salaryPeriod: offer.salaryPeriod,
      bonusPercent: offer.bonusPercent,
      startDate: offer.startDate,
      answerByDate: offer.answerByDate,
      benefits: offer.benefits,
      signatory: offer.signatory,
      notes: offer.notes,
    };
  return { salaryAmount: null, notes: '', ...defaults };
}

export function OfferFormModal({
  opened,
  title,
  initial,
  pending,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  initial: OfferFormValues;
  pending: boolean;
  /** Resolves when saved; rejects with the server's error. */
  onSubmit: (values: OfferFormValues & { salaryAmount: number }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const set = <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { ...values, currency: values.currency.trim().toUpperCase() };
    const found = zodFieldErrors(offerCreateSchema, body);
    setErrors(found);
    setFormMessage(null);
    if (Object.keys(found).length > 0 || body.salaryAmount === null) return;
    try {
      await onSubmit({ ...body, salaryAmount: body.salaryAmount });
      onClose();
    } catch (error) {
      const split = splitServerError(error, FIELDS);
      setErrors(split.fields);
      setFormMessage(split.formMessage);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {formMessage ? (
            <Alert color="red" variant="light" role="alert">
              {formMessage}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              label="Salary"
              required
              min={0}
              decimalScale={2}
              thousandSeparator=","
              value={values.salaryAmount ?? ''}
              onChange={(v) => set('salaryAmount', typeof v === 'number' ? v : null)}
              error={errors.salaryAmount}
              data-autofocus
            />
            <TextInput
              label="Currency"
              maxLength={3}
              value={values.currency}
              onChange={(e) => set('currency', e.currentTarget.value)}
              error={errors.currency}
            />
            <Select
              label="Salary period"
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data={SALARY_PERIODS.map((p) => ({ value: p, label: PERIOD_LABEL[p] }))}
              value={values.salaryPeriod}
              onChange={(v) => v && set('salaryPeriod', v as OfferFormValues['salaryPeriod'])}
              error={errors.salaryPeriod}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              label="Bonus (%)"
              min={0}
              max={200}
              decimalScale={2}
              value={values.bonusPercent ?? ''}
              onChange={(v) => set('bonusPercent', typeof v === 'number' ? v : null)}
              error={errors.bonusPercent}
            />
            <TextInput
              type="date"
              label="Start date"
              value={values.startDate ?? ''}
              onChange={(e) => set('startDate', e.currentTarget.value || null)}
              error={errors.startDate}
            />
            <TextInput
              type="date"
              label="Answer by"
              value={values.answerByDate ?? ''}
              onChange={(e) => set('answerByDate', e.currentTarget.value || null)}
              error={errors.answerByDate}
            />
          </SimpleGrid>
          <Textarea
            label="Benefits"
            minRows={2}
            value={values.benefits}
            onChange={(e) => set('benefits', e.currentTarget.value)}
            error={errors.benefits}
          />
          <TextInput
            label="Signatory"
            value={values.signatory}
            onChange={(e) => set('signatory', e.currentTarget.value)}
            error={errors.signatory}
          />
          <Textarea
            label="Notes for the approvers"
            minRows={2}
            value={values.notes}
            onChange={(e) => set('notes', e.currentTarget.value)}
            error={errors.notes}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Save offer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
