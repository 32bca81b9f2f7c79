import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTemplate } from '@tabler/icons-react';
import type { EngageTemplate } from '@talentbase/shared/contracts/engage-templates';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteTemplate, useTemplates } from '../api/templates';
import { EmailHtml } from './email-html';

const PAGE_SIZE = 12;

function Thumbnail({ template }: { template: EngageTemplate }) {
  return template.thumbnailUrl ? (
    <Image src={template.thumbnailUrl} alt="" h={180} fit="cover" style={{ objectPosition: 'top' }} />
  ) : (
    <Center h={180} bg="gray.0" aria-hidden="true">
      <IconTemplate size={40} color="var(--mantine-color-gray-5)" />
    </Center>
  );
}

/**
 * Templates as cards with their thumbnails. `team` lists every template of the team, read-only
 * (the admin view); otherwise the caller's own and the ones teammates shared, editable when theirs.
 */
export function TemplateList({ team = false }: { team?: boolean }) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<EngageTemplate | null>(null);
  const [deleting, setDeleting] = useState<EngageTemplate | null>(null);
  const query = {
    ...(debounced ? { keyword: debounced } : {}),
    start: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
  const list = useTemplates(query, { team });
  const remove = useDeleteTemplate();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess('Template deleted');
    } catch (error) {
      notifyError(error);
    }
    setDeleting(null);
  };

  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack gap="md">
      <TextInput
        label="Search templates"
        placeholder="Name or subject"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {list.isLoading ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading templates" />
        </Center>
      ) : list.isError ? (
        <LoadError title="Templates could not be loaded" error={list.error} onRetry={() => list.refetch()} />
      ) : (list.data?.data.length ?? 0) === 0 ? (
        <Card withBorder padding="xl" data-testid="templates-empty">
          <Stack align="center" gap="xs">
            <Text fw={600}>{debounced ? 'No template matches your search' : 'No templates yet'}</Text>
            {team || debounced ? null : (
              <Text c="dimmed" fz="sm" ta="center">
                Write a template once and use it in any sequence.
              </Text>
            )}
          </Stack>
        </Card>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
          spacing="md"
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {list.data?.data.map((t) => (
            <Card key={t.id} withBorder padding="sm" data-testid="template-card">
              <Card.Section>
                <Thumbnail template={t} />
              </Card.Section>
              <Stack gap={4} mt="sm">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }} component="h2" fz="md" m={0}>
                  {t.name}
                </Text>
                <Text fz="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {t.subject}
                </Text>
                <Group gap={6} wrap="wrap">
                  {t.mine ? (
                    <Badge variant="light">Mine</Badge>
                  ) : (
                    <Badge variant="light" color="gray">
                      {t.owner?.name ?? 'Former member'}
                    </Badge>
                  )}
                  {t.shared ? null : (
                    <Badge variant="outline" color="gray">
                      Private
                    </Badge>
                  )}
                </Group>
                <Group gap="xs" mt="xs" wrap="wrap">
                  {team ? (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setViewing(t)}
                      aria-label={`View ${t.name}`}
                    >
                      View
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="default"
                      component={Link}
                      to={`/engage/templates/${t.id}`}
                      aria-label={`${t.mine ? 'Edit' : 'View'} ${t.name}`}
                    >
                      {t.mine ? 'Edit' : 'View'}
                    </Button>
                  )}
                  {!team && t.mine ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(t)}
                      aria-label={`Delete ${t.name}`}
                    >
                      Delete
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}

      <Modal opened={viewing !== null} onClose={() => setViewing(null)} title={viewing?.name ?? ''} size="lg">
        {viewing ? (
          <Stack gap="sm">
            <Text fz="sm" c="dimmed">
              By {viewing.owner?.name ?? 'a former member'} ·{' '}
              {viewing.shared ? 'shared with the team' : 'private'}
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {viewing.subject}
            </Text>
            <EmailHtml html={viewing.body} label="Template body" />
          </Stack>
        ) : null}
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete template">
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            Delete “{deleting?.name}”? Sequences that already use its text keep it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
