/**
 * The integrations listing (`/apps/homepage`, and the admin's ATS list): search, the six
 * categories, a card per entry with its monogram, Connect or Configure once installed, contact-us
 * entries, and the flags that disable the detail page or the configuration.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Chip,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  type CatalogueState,
  type ConnectCatalogueEntry,
  LISTING_CATEGORIES,
  LISTING_CATEGORY_LABELS,
  type ListingCategory,
} from '@talentbase/shared/contracts/integrations';
import { CONNECT_CATALOGUE } from '@talentbase/shared/integrations/connect-catalogue';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useCatalogueStates } from '../api/integrations';
import { AppIcon } from './app-icon';
import { ConnectDialog } from './connect-dialog';

export function EntryAction({
  entry,
  state,
  onOpen,
}: {
  entry: ConnectCatalogueEntry;
  state: CatalogueState | undefined;
  onOpen: () => void;
}) {
  if (entry.contactus)
    return (
      <Button
        component="a"
        href={entry.trackedUrl ?? entry.website_url}
        target="_blank"
        rel="noreferrer"
        variant="light"
        size="xs"
      >
        Contact us
      </Button>
    );
  if (state?.installed)
    return entry.disable_config ? (
      <Button size="xs" variant="default" onClick={onOpen}>
        Installed
      </Button>
    ) : (
      <Button size="xs" variant="default" onClick={onOpen}>
        {entry.button.installed}
      </Button>
    );
  return (
    <Button size="xs" onClick={onOpen} disabled={!state || state.blockedReason !== null}>
      {entry.button.default}
    </Button>
  );
}

function AppCard({
  entry,
  state,
  detailPath,
  onOpen,
}: {
  entry: ConnectCatalogueEntry;
  state: CatalogueState | undefined;
  detailPath: string;
  onOpen: () => void;
}) {
  return (
    <Card withBorder padding="md" data-testid={`app-${entry.id}`}>
      <Stack gap="xs" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <AppIcon id={entry.id} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            {entry.isDisabedAppDetail ? (
              <Text fw={600}>{entry.company}</Text>
            ) : (
              <Anchor
                component={Link}
                to={`${detailPath}?id=${encodeURIComponent(entry.id)}`}
                fw={600}
                underline="always"
              >
                {entry.company}
              </Anchor>
            )}
            <Text fz="sm" c="dimmed">
              {entry.description}
            </Text>
          </Stack>
        </Group>
        <Group gap={4}>
          <Badge variant="light" size="sm">
            {LISTING_CATEGORY_LABELS[entry.listingCategory]}
          </Badge>
          {state?.installed && (
            <Badge color="green" variant="light" size="sm">
              Installed
            </Badge>
          )}
          {entry.two_way_integration && (
            <Badge color="grape" variant="light" size="sm">
              Two-way
            </Badge>
          )}
        </Group>
        {state?.blockedReason && !entry.contactus && (
          <Text fz="xs" c="dimmed">
            {state.blockedReason}
          </Text>
        )}
        <Group mt="auto">
          <EntryAction entry={entry} state={state} onOpen={onOpen} />
        </Group>
      </Stack>
    </Card>
  );
}

export function AppsListing({ only, detailPath }: { only?: readonly ListingCategory[]; detailPath: string }) {
  const states = useCatalogueStates();
  const [query, setQuery] = useState('');
  const categories = only ?? LISTING_CATEGORIES;
  const [category, setCategory] = useState<string>('all');
  const [open, setOpen] = useState<string | null>(null);
  const byId = useMemo(
    () => new Map((states.data?.states ?? []).map((s) => [s.providerId, s])),
    [states.data],
  );
  const q = query.trim().toLowerCase();
  const shown = CONNECT_CATALOGUE.filter(
    (e) =>
      categories.includes(e.listingCategory) &&
      (category === 'all' || e.listingCategory === category) &&
      (!q || `${e.company} ${e.displaySortName ?? ''} ${e.description}`.toLowerCase().includes(q)),
  );
  const openEntry = CONNECT_CATALOGUE.find((e) => e.id === open);

  return (
    <Stack gap="md">
      <TextInput
        label="Search integrations"
        placeholder="Greenhouse, Lever, Outlook…"
        leftSection={<IconSearch size={16} />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={420}
      />
      {categories.length > 1 && (
        <Chip.Group multiple={false} value={category} onChange={setCategory}>
          <Group gap="xs" role="group" aria-labelledby="apps-categories-label">
            <Text id="apps-categories-label" fz="sm" fw={500}>
              Category
            </Text>
            <Chip value="all" size="sm">
              All
            </Chip>
            {categories.map((c) => (
              <Chip key={c} value={c} size="sm">
                {LISTING_CATEGORY_LABELS[c]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {states.isError ? (
        <LoadError
          title="The integrations could not be loaded"
          error={states.error}
          onRetry={() => void states.refetch()}
        />
      ) : states.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="apps-loading" aria-busy="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Card key={i} withBorder padding="md">
              <Skeleton height={16} width="50%" mb="xs" />
              <Skeleton height={12} width="80%" />
            </Card>
          ))}
        </SimpleGrid>
      ) : shown.length === 0 ? (
        <Alert variant="light" title="No integration found">
          No integration matches “{query.trim()}”
          {category !== 'all' ? ` in ${LISTING_CATEGORY_LABELS[category as ListingCategory]}` : ''}.
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((e) => (
            <AppCard
              key={e.id}
              entry={e}
              state={byId.get(e.id)}
              detailPath={detailPath}
              onOpen={() => setOpen(e.id)}
            />
          ))}
        </SimpleGrid>
      )}
      {openEntry && (
        <ConnectDialog
          key={openEntry.id}
          entry={openEntry}
          state={byId.get(openEntry.id)}
          opened
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
