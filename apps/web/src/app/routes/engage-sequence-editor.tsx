import { Anchor, Badge, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useCampaign, useFormOptions } from '../../features/engage-sequences/api/campaigns';
import { SequenceBuilder } from '../../features/engage-sequences/components/sequence-builder';
import { STATUS_LABELS } from '../../features/engage-sequences/components/sequence-list';
import { SequenceStatusActions } from '../../features/engage-sequences/components/sequence-status-actions';
import { ENGAGE_SEQUENCES_PATH } from './engage-sequences';

/**
 * `/engage/sequences/new` and `/engage/sequences/{id}`: the builder, and for a saved sequence its
 * status actions and two slots wired after the merge (see the comments below).
 */
export function EngageSequenceEditorPage() {
  const { sequenceId } = useParams();
  const isNew = !sequenceId || sequenceId === 'new';
  const navigate = useNavigate();
  const campaign = useCampaign(isNew ? null : (sequenceId ?? null));
  const options = useFormOptions();
  const back = (
    <Anchor component={Link} to={ENGAGE_SEQUENCES_PATH} fz="sm">
      Back to sequences
    </Anchor>
  );
  if ((!isNew && campaign.isLoading) || options.isLoading)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the sequence" />
      </Center>
    );
  const failed = (!isNew && (campaign.isError || !campaign.data)) || options.isError || !options.data;
  if (failed)
    return (
      <Stack gap="md">
        <PageHeader title="Sequence" />
        <LoadError
          title="The sequence could not be loaded"
          error={campaign.error ?? options.error}
          onRetry={() => {
            void campaign.refetch();
            void options.refetch();
          }}
        />
        {back}
      </Stack>
    );
  const current = isNew ? null : (campaign.data ?? null);
  const status = current ? STATUS_LABELS[current.status] : null;
  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={current ? current.name : 'New sequence'}
        documentTitle={current ? `Sequence ${current.name}` : 'New sequence'}
        description={
          current ? (
            <Group gap={6} component="span" wrap="wrap">
              {status ? (
                <Badge color={status.color} variant="light" component="span">
                  {status.label}
                </Badge>
              ) : null}
              <span>
                By {current.owner.name} · {current.enrolledCount} enrolled ({current.activeCount} active)
              </span>
            </Group>
          ) : (
            'Add the steps, their timing and the hours they may go out.'
          )
        }
        actions={current ? <SequenceStatusActions campaign={current} /> : undefined}
      />
      {current ? (
        <Group gap="md" align="stretch" wrap="wrap">
          {/* SLOT (lead, after merge): the "Enrol candidates" button that opens the enrolment dialog. */}
          <Card withBorder padding="sm" data-slot="enrol-candidates" style={{ flex: '1 1 16rem' }}>
            <Text fz="sm" c="dimmed">
              Enrol candidates: available once enrolment is connected.
            </Text>
          </Card>
          {/* SLOT (lead, after merge): the campaign "Performance" panel. */}
          <Card withBorder padding="sm" data-slot="performance" style={{ flex: '1 1 16rem' }}>
            <Text fz="sm" c="dimmed">
              Performance: shown here once sending starts.
            </Text>
          </Card>
        </Group>
      ) : null}
      {options.data ? (
        <SequenceBuilder
          key={current?.updatedAt ?? 'new'}
          campaign={current}
          options={options.data}
          onSaved={(saved) => {
            if (isNew) navigate(`/engage/sequences/${saved.id}`, { replace: true });
          }}
        />
      ) : null}
    </Stack>
  );
}
