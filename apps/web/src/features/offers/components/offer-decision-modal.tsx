/**
 * One step on an offer that asks for a comment first: approve (optional), reject (the reason is
 * needed: the recruiter reads it), declined and withdraw (optional).
 */
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/notify';

export type DecisionKind = 'approve' | 'reject' | 'declined' | 'withdrawn';

const COPY: Record<DecisionKind, { title: string; message: string; confirm: string; color: string }> = {
  approve: {
    title: 'Approve the offer',
    message: 'The offer goes to the next approver, or is approved if you are the last one.',
    confirm: 'Approve',
    color: 'teal',
  },
  reject: {
    title: 'Reject the offer',
    message: 'The offer goes back to the recruiter with your reason, to be changed and submitted again.',
    confirm: 'Reject',
    color: 'red',
  },
  declined: {
    title: 'The candidate declined',
    message: 'The offer ends; the candidate can get a new offer later.',
    confirm: 'Mark as declined',
    color: 'red',
  },
  withdrawn: {
    title: 'Withdraw the offer',
    message: 'The offer ends and the candidate goes back to where they were before it.',
    confirm: 'Withdraw',
    color: 'red',
  },
};

export function OfferDecisionModal({
  kind,
  pending,
  onConfirm,
  onClose,
}: {
  kind: DecisionKind | null;
  pending: boolean;
  onConfirm: (kind: DecisionKind, comment: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const copy = kind ? COPY[kind] : null;
  const close = () => {
    setComment('');
    setError(null);
    setFailure(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!kind) return;
    if (kind === 'reject' && comment.trim() === '') {
      setError('Say why the offer is rejected');
      return;
    }
    try {
      await onConfirm(kind, comment.trim());
      close();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };
  return (
    <Modal opened={kind !== null} onClose={close} title={copy?.title ?? ''} size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm">{copy?.message}</Text>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Textarea
            label={kind === 'reject' ? 'Reason' : 'Comment (optional)'}
            required={kind === 'reject'}
            minRows={3}
            maxLength={1000}
            value={comment}
            onChange={(e) => {
              setComment(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" color={copy?.color} loading={pending}>
              {copy?.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
