import { Anchor, Badge, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { CampaignPerformance } from '../../features/engage-performance/components/campaign-performance';
import { useCampaign, useFormOptions } from '../../features/engage-sequences/api/campaigns';
import { SequenceBuilder } from '../../features/engage-sequences/components/sequence-builder';
import { STATUS_LABELS } from '../../features/engage-sequences/components/sequence-list';
import { SequenceStatusActions } from '../../features/engage-sequences/components/sequence-status-actions';
import { PROJECT_LIST_PATH, projectPath } from '../../features/projects/lib/paths';
import { ENGAGE_SEQUENCES_PATH } from './engage-sequences';

/**
 * `/engage/sequences/new` and `/engage/sequences/{id}`: the builder, and for a saved sequence its
 * status actions, where to enrol candidates (a project's pipeline) and the campaign's performance.
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
        <Loader role="status" aria-label="Loading the sequence" />
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
        <Card withBorder padding="sm" data-testid="enrol-candidates">
          <Text fz="sm">
            To enrol candidates, select them in{' '}
            {current.projectId ? (
              <Anchor component={Link} to={projectPath(current.projectId)}>
                {current.projectName ?? 'the project'}
              </Anchor>
            ) : (
              <Anchor component={Link} to={PROJECT_LIST_PATH}>
                a project
              </Anchor>
            )}
            's pipeline and choose <b>Add to sequence…</b>. Each is checked first: no email, opted out,
            already in an active sequence or an EU/EEA/UK candidate without a privacy notice.
          </Text>
        </Card>
      ) : null}
      {current ? (
        <CampaignPerformance
          campaignId={current.id}
          senders={[current.sender, current.owner].filter(
            (p, i, all) => all.findIndex((q) => q.userId === p.userId) === i,
          )}
        />
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
