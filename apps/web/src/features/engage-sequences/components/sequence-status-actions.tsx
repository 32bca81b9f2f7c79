import { Button, Group } from '@mantine/core';
import type { CampaignDetail, UpdateCampaignRequest } from '@talentbase/shared/contracts/engage-campaigns';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateCampaign } from '../api/campaigns';

/** Pause, resume, cancel (final) and archive a sequence you may edit. */
export function SequenceStatusActions({ campaign }: { campaign: CampaignDetail }) {
  const update = useUpdateCampaign();
  if (campaign.readOnly) return null;
  const run = async (input: UpdateCampaignRequest, done: string) => {
    try {
      await update.mutateAsync({ id: campaign.id, ...input });
      notifySuccess(done);
    } catch (error) {
      notifyError(error);
    }
  };
  const s = campaign.status;
  return (
    <Group gap="xs" wrap="wrap">
      {s === 'ongoing' ? (
        <Button
          variant="default"
          onClick={() => run({ status: 'paused' }, 'Sequence paused')}
          loading={update.isPending}
        >
          Pause
        </Button>
      ) : null}
      {s === 'paused' || s === 'draft' ? (
        <Button
          variant="default"
          onClick={() => run({ status: 'ongoing' }, 'Sequence resumed')}
          loading={update.isPending}
        >
          Resume
        </Button>
      ) : null}
      {s !== 'cancelled' && s !== 'finished' ? (
        <Button
          variant="subtle"
          color="red"
          onClick={() => {
            if (
              window.confirm(
                'Cancel this sequence? Messages not yet sent will not go out, and it cannot be restarted.',
              )
            )
              void run({ status: 'cancelled' }, 'Sequence cancelled');
          }}
        >
          Cancel sequence
        </Button>
      ) : null}
      <Button
        variant="subtle"
        onClick={() =>
          run(
            { isArchived: !campaign.isArchived },
            campaign.isArchived ? 'Sequence restored' : 'Sequence archived',
          )
        }
      >
        {campaign.isArchived ? 'Unarchive' : 'Archive'}
      </Button>
    </Group>
  );
}
