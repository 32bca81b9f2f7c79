import { Alert, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash, IconUserSearch } from '@tabler/icons-react';
import type { SubjectPreview, SubjectQuery } from '@talentbase/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useStartErasure } from '../api/erasures';
import { useSubjectLookup } from '../api/subjects';
import { lookupLabel, plural, suppressionText } from '../lib/labels';
import { erasurePath } from '../lib/paths';
import { EraseConfirmModal } from './erase-confirm-modal';
import { ErasureCounts } from './erasure-counts';
import { ErasureList } from './erasure-list';
import { SubjectLookupForm } from './subject-lookup-form';
import { SubjectPeople } from './subject-people';

type Found = { query: SubjectQuery; preview: SubjectPreview };

function NobodyFound({ query }: { query: SubjectQuery }) {
  return (
    <EmptyState
      variant="light"
      color="gray"
      py="xl"
      icon={<IconUserSearch size={28} stroke={1.6} />}
      title="Nobody found"
      description={`No candidate of your team and no open-web profile holds this ${lookupLabel(query.by).toLowerCase()}. There is nothing to erase.`}
      data-testid="nobody-found"
    />
  );
}

function Preview({ found, onErase, changed }: { found: Found; onErase: () => void; changed: boolean }) {
  const { preview } = found;
  return (
    <Stack gap="md" data-testid="erasure-preview">
      {changed ? (
        <Alert color="yellow" variant="light" role="status" title="What was found has changed">
          Someone changed these records since you looked. Review the list again before you confirm.
        </Alert>
      ) : null}
      <Title order={3} fz="lg">
        {plural(preview.people.length, 'profile')} found
      </Title>
      <SubjectPeople people={preview.people} />
      <Title order={3} fz="lg">
        What an erasure removes
      </Title>
      <ErasureCounts counts={preview.counts} total={preview.totalRows} label="What an erasure removes" />
      <Text fz="sm" c="dimmed">
        {suppressionText(preview.identifiers)}: no import or search brings them back.
        {preview.otherTeams > 0
          ? ` ${plural(preview.otherTeams, 'other team')} also hold${preview.otherTeams === 1 ? 's' : ''} this open-web person; their records go too.`
          : ''}
      </Text>
      <Group>
        <Button color="red" leftSection={<IconTrash size={16} />} onClick={onErase}>
          Erase permanently…
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Erasure on request: find the person, see what goes per table, confirm by typing, then follow
 * the job on its own page. The team's past erasures are listed below.
 */
export function ErasurePanel() {
  const navigate = useNavigate();
  const lookup = useSubjectLookup();
  const start = useStartErasure();
  const [found, setFound] = useState<Found | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [changed, setChanged] = useState(false);

  const find = (query: SubjectQuery, afterConflict = false) =>
    lookup.mutate(query, {
      onSuccess: (preview) => {
        setFound({ query, preview });
        setChanged(afterConflict);
      },
      onError: () => setFound(null),
    });

  const erase = () => {
    if (!found) return;
    start.mutate(
      {
        ...found.query,
        candidateIds: found.preview.people.map((p) => p.candidateId),
        confirm: true,
      },
      {
        onSuccess: (erasure) => {
          setConfirming(false);
          notifySuccess(`Erasing ${plural(erasure.people, 'profile')}. Follow its progress here.`, {
            title: 'Erasure started',
          });
          navigate(erasurePath(erasure.id));
        },
        onError: (error) => {
          // The people found changed since the preview: look again and ask once more.
          if (isApiError(error) && error.status === 409) {
            setConfirming(false);
            start.reset();
            find(found.query, true);
          }
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Card>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="xl">
              Erase a person
            </Title>
            <Text fz="sm" c="dimmed">
              When someone asks to be forgotten, find them here. You see what would be removed before anything
              is.
            </Text>
          </Stack>
          <SubjectLookupForm
            submitLabel="Find"
            pending={lookup.isPending}
            error={lookup.error}
            onSubmit={(query) => find(query)}
            onEdit={() => {
              if (found) setFound(null);
              if (lookup.error) lookup.reset();
            }}
          />
          {found ? (
            found.preview.people.length === 0 ? (
              <NobodyFound query={found.query} />
            ) : (
              <Preview found={found} changed={changed} onErase={() => setConfirming(true)} />
            )
          ) : null}
        </Stack>
      </Card>
      {found && found.preview.people.length > 0 ? (
        <EraseConfirmModal
          opened={confirming}
          preview={found.preview}
          pending={start.isPending}
          error={start.error}
          onConfirm={erase}
          onClose={() => {
            setConfirming(false);
            start.reset();
          }}
        />
      ) : null}
      <ErasureList />
    </Stack>
  );
}
