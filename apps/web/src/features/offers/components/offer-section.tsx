/**
 * The "Offer" section where a recruiter works on a candidate in a project: the standing offer with
 * its stage, terms and approval steps (who decided what), the buttons the offer allows now (the
 * server says which: approve and reject only for the current approver), and earlier offers.
 */
import { Alert, Badge, Button, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import type { CandidateOffers, Offer } from '@talentbase/shared/contracts/offers';
import { isDemoProjectId } from '@talentbase/shared/domain/projects';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { SectionCard } from '../../candidate-record/components/section-card';
import { type OfferChange, useCandidateOffers, useOfferChange } from '../api/offers';
import { type DecisionKind, OfferDecisionModal } from './offer-decision-modal';
import { initialValues, OfferFormModal } from './offer-form-modal';
import { dayText, KIND_TEXT, STATUS_COLOR, salaryText, stepState } from './offer-format';

const DONE: Record<OfferChange['kind'], string> = {
  create: 'Offer created',
  edit: 'Offer saved',
  submit: 'Offer submitted',
  approve: 'Offer approved',
  reject: 'Offer sent back to the recruiter',
  sent: 'Offer marked as sent',
  accepted: 'Offer marked as accepted',
  declined: 'Offer marked as declined',
  withdrawn: 'Offer withdrawn',
};

function Term({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

function ApprovalSteps({ offer }: { offer: Offer }) {
  const latest = Math.max(0, ...offer.approvals.map((a) => a.round));
  const steps = offer.approvals.filter((a) => a.round === latest);
  if (steps.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fz="xs" c="dimmed">
        Approval{latest > 1 ? ` (submission ${latest})` : ''}
      </Text>
      <List type="ordered" spacing={6} fz="sm" data-testid="offer-approvals">
        {steps.map((s) => {
          const state = stepState(s, offer, offer.currentApprover?.userId === s.approver.userId);
          return (
            <List.Item key={`${s.round}-${s.stepOrder}`}>
              <Group gap={6} wrap="wrap">
                <Text fz="sm" fw={500}>
                  {s.approver.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {KIND_TEXT[s.kind]}
                </Text>
                <Badge size="sm" variant="light" color={state.color}>
                  {state.text}
                </Badge>
                {s.decidedAt ? (
                  <Text fz="xs" c="dimmed">
                    {new Date(s.decidedAt).toLocaleDateString()}
                  </Text>
                ) : null}
              </Group>
              {s.comment ? (
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  “{s.comment}”
                </Text>
              ) : null}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

function OfferDetails({
  offer,
  approvalRequired,
  pending,
  onChange,
  onEdit,
  onDecide,
}: {
  offer: Offer;
  approvalRequired: boolean;
  pending: boolean;
  onChange: (change: OfferChange) => void;
  onEdit: () => void;
  onDecide: (kind: DecisionKind) => void;
}) {
  const can = (a: Offer['actions'][number]) => offer.actions.includes(a);
  return (
    <Stack gap="sm" data-testid="offer-current">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Badge size="lg" variant="light" color={STATUS_COLOR[offer.status]} data-testid="offer-status">
          {offer.statusName}
        </Badge>
        {offer.currentApprover ? (
          <Text fz="xs" c="dimmed">
            Waiting for {offer.currentApprover.name}
          </Text>
        ) : null}
      </Group>
      {offer.lastComment &&
      (offer.status === 'initiated' || offer.status === 'declined' || offer.status === 'withdrawn') ? (
        <Alert color={offer.status === 'initiated' ? 'orange' : 'gray'} variant="light" p="xs">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {offer.status === 'initiated' ? 'Sent back: ' : ''}
            {offer.lastComment}
          </Text>
        </Alert>
      ) : null}
      <Group gap="lg" wrap="wrap" align="flex-start">
        <Term label="Salary">{salaryText(offer)}</Term>
        <Term label="Bonus">{offer.bonusPercent === null ? 'None' : `${offer.bonusPercent}%`}</Term>
        <Term label="Start date">{dayText(offer.startDate)}</Term>
        <Term label="Answer by">{dayText(offer.answerByDate)}</Term>
      </Group>
      {offer.benefits ? <Term label="Benefits">{offer.benefits}</Term> : null}
      {offer.signatory ? <Term label="Signatory">{offer.signatory}</Term> : null}
      {offer.notes ? <Term label="Notes">{offer.notes}</Term> : null}
      <ApprovalSteps offer={offer} />
      {offer.actions.length > 0 ? (
        <Group gap="xs" wrap="wrap">
          {can('approve') ? (
            <Button size="xs" color="teal" onClick={() => onDecide('approve')} disabled={pending}>
              Approve
            </Button>
          ) : null}
          {can('reject') ? (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => onDecide('reject')}
              disabled={pending}
            >
              Reject
            </Button>
          ) : null}
          {can('submit') ? (
            <Button
              size="xs"
              onClick={() => onChange({ kind: 'submit', offerId: offer.offerId })}
              loading={pending}
            >
              {approvalRequired ? 'Submit for approval' : 'Mark as approved'}
            </Button>
          ) : null}
          {can('edit') ? (
            <Button size="xs" variant="default" onClick={onEdit} disabled={pending}>
              Edit
            </Button>
          ) : null}
          {can('sent') ? (
            <Button
              size="xs"
              onClick={() => onChange({ kind: 'sent', offerId: offer.offerId })}
              loading={pending}
            >
              Mark as sent
            </Button>
          ) : null}
          {can('accepted') ? (
            <Button
              size="xs"
              color="green"
              onClick={() => onChange({ kind: 'accepted', offerId: offer.offerId })}
              loading={pending}
            >
              Mark as accepted
            </Button>
          ) : null}
          {can('declined') ? (
            <Button size="xs" variant="default" onClick={() => onDecide('declined')} disabled={pending}>
              Declined
            </Button>
          ) : null}
          {can('withdrawn') ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onDecide('withdrawn')}
              disabled={pending}
            >
              Withdraw
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

function EarlierOffers({ offers }: { offers: Offer[] }) {
  if (offers.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fz="xs" c="dimmed">
        Earlier offers
      </Text>
      <List spacing={2} fz="sm" data-testid="offer-history">
        {offers.map((o) => (
          <List.Item key={o.offerId}>
            {o.statusName} · {salaryText(o)} · {new Date(o.updatedAt).toLocaleDateString()}
            {o.lastComment ? ` · “${o.lastComment}”` : ''}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function OfferBody({
  data,
  projectId,
  candidateId,
}: {
  data: CandidateOffers;
  projectId: string;
  candidateId: number;
}) {
  const change = useOfferChange(projectId, candidateId);
  const [form, setForm] = useState<'create' | 'edit' | null>(null);
  const [decision, setDecision] = useState<DecisionKind | null>(null);
  const standing = data.offers.find((o) => o.status !== 'declined' && o.status !== 'withdrawn') ?? null;
  const earlier = data.offers.filter((o) => o !== standing);
  const run = (c: OfferChange) =>
    change.mutateAsync(c).then((res) => {
      notifySuccess(DONE[c.kind]);
      return res;
    });
  const quick = (c: OfferChange) =>
    void run(c).catch((error) => notifyError(error, 'The offer did not change'));

  return (
    <Stack gap="sm">
      {standing ? (
        <OfferDetails
          offer={standing}
          approvalRequired={data.approvalRequired}
          pending={change.isPending}
          onChange={quick}
          onEdit={() => setForm('edit')}
          onDecide={setDecision}
        />
      ) : (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fz="sm" c="dimmed">
            {data.canManage ? 'No offer yet.' : 'No offer yet. The recruiters of the project make offers.'}
          </Text>
          {data.canManage ? (
            <Button size="xs" onClick={() => setForm('create')}>
              Make an offer
            </Button>
          ) : null}
        </Group>
      )}
      <EarlierOffers offers={earlier} />
      {form ? (
        <OfferFormModal
          opened
          title={form === 'create' ? 'Make an offer' : 'Edit the offer'}
          initial={initialValues(form === 'edit' ? standing : null, data.defaults)}
          pending={change.isPending}
          onClose={() => setForm(null)}
          onSubmit={(values) =>
            form === 'create'
              ? run({ kind: 'create', input: values })
              : run({ kind: 'edit', offerId: standing?.offerId ?? '', input: values })
          }
        />
      ) : null}
      <OfferDecisionModal
        kind={decision}
        pending={change.isPending}
        onClose={() => setDecision(null)}
        onConfirm={(kind, comment) =>
          run({ kind, offerId: standing?.offerId ?? '', comment: comment || undefined })
        }
      />
    </Stack>
  );
}

export function OfferSection({ projectId, candidateId }: { projectId: string; candidateId: number }) {
  // The demo mode's sample projects store nothing: no offers there.
  if (isDemoProjectId(Number(projectId))) return null;
  return <OfferSectionLoaded projectId={projectId} candidateId={candidateId} />;
}

function OfferSectionLoaded({ projectId, candidateId }: { projectId: string; candidateId: number }) {
  const offers = useCandidateOffers(projectId, candidateId);
  return (
    <SectionCard title="Offer">
      {offers.data ? (
        <OfferBody data={offers.data.data} projectId={projectId} candidateId={candidateId} />
      ) : offers.isError ? (
        <LoadError
          title="The offer could not be loaded"
          error={offers.error}
          onRetry={() => void offers.refetch()}
        />
      ) : (
        <Skeleton h={60} data-testid="offer-loading" />
      )}
    </SectionCard>
  );
}
