import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  List,
  Menu,
  Modal,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconChevronDown,
  IconCopy,
  IconExternalLink,
} from '@tabler/icons-react';
import {
  buildPlatformSearch,
  getPlatform,
  INDUSTRY_GROUPS,
  INDUSTRY_NOTE,
  isNewTagVisible,
  type Platform,
  type PlatformId,
  type PlatformSearchInput,
  POPULAR_PLATFORM_IDS,
  searchSiteLabel,
} from '@talentbase/shared/domain/platform-search';
import { useId, useMemo, useState } from 'react';

type IndustryGroup = (typeof INDUSTRY_GROUPS)[number];

/**
 * Boolean builder for other platforms: the recruiter picks a platform and gets the search string
 * for it (native Boolean or an X-ray) built from the current titles, skills and location, ready to
 * copy or open.
 */
export function PlatformPicker({ input, today }: { input: PlatformSearchInput; today?: Date }) {
  const [selectedId, setSelectedId] = useState<PlatformId | null>(null);
  const [opened, setOpened] = useState(false);
  const popularHeading = useId();
  const industriesHeading = useId();
  const day = today ?? new Date();

  const choose = (platformId: PlatformId) => {
    setSelectedId(platformId);
    setOpened(true);
  };

  return (
    <Stack gap="lg">
      <section aria-labelledby={popularHeading}>
        <Title order={3} fz="md" id={popularHeading} mb="xs">
          Popular searches
        </Title>
        <Group gap="xs">
          {POPULAR_PLATFORM_IDS.map((platformId) => {
            const platform = getPlatform(platformId);
            return (
              <Button
                key={platformId}
                variant="default"
                leftSection={<PlatformIcon platform={platform} />}
                rightSection={isNewTagVisible(platform, day) ? <NewTag /> : undefined}
                onClick={() => choose(platformId)}
              >
                {platform.label}
              </Button>
            );
          })}
        </Group>
      </section>

      <section aria-labelledby={industriesHeading}>
        <Title order={3} fz="md" id={industriesHeading} mb="xs">
          Search by industries
        </Title>
        <Group gap="xs">
          {INDUSTRY_GROUPS.map((group) =>
            group.platformIds.length > 1 ? (
              <IndustryMenu key={group.id} group={group} day={day} onChoose={choose} />
            ) : (
              <SingleIndustryButton key={group.id} group={group} day={day} onChoose={choose} />
            ),
          )}
        </Group>
        <Text fz="sm" c="dimmed" mt="xs">
          {INDUSTRY_NOTE}
        </Text>
      </section>

      {/* The last choice stays mounted while the modal fades out, so its content does not blank. */}
      {selectedId ? (
        <SearchModal platformId={selectedId} input={input} opened={opened} onClose={() => setOpened(false)} />
      ) : null}
    </Stack>
  );
}

function PlatformIcon({ platform }: { platform: Platform }) {
  return <img src={platform.icon} alt="" width={16} height={16} style={{ display: 'block' }} />;
}

function NewTag() {
  return (
    <Badge color="violet" variant="filled" size="xs" radius="sm">
      New
    </Badge>
  );
}

type IndustryProps = { group: IndustryGroup; day: Date; onChoose: (platformId: PlatformId) => void };

function IndustryMenu({ group, day, onChoose }: IndustryProps) {
  const platforms = group.platformIds.map(getPlatform);
  // A new platform inside a closed menu would go unnoticed, so the menu button carries the tag too.
  const hasNew = platforms.some((platform) => isNewTagVisible(platform, day));
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          rightSection={
            <Group gap={6} wrap="nowrap">
              {hasNew ? <NewTag /> : null}
              <IconChevronDown size={14} aria-hidden="true" />
            </Group>
          }
        >
          {group.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {group.label}: {platforms.length} platforms
        </Menu.Label>
        {platforms.map((platform) => (
          <Menu.Item
            key={platform.id}
            leftSection={<PlatformIcon platform={platform} />}
            rightSection={isNewTagVisible(platform, day) ? <NewTag /> : undefined}
            onClick={() => onChoose(platform.id)}
          >
            {platform.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function SingleIndustryButton({ group, day, onChoose }: IndustryProps) {
  const platformId = group.platformIds[0];
  if (!platformId) return null;
  const platform = getPlatform(platformId);
  return (
    <Button
      variant="default"
      leftSection={<PlatformIcon platform={platform} />}
      rightSection={isNewTagVisible(platform, day) ? <NewTag /> : undefined}
      title={`Searches ${platform.label}`}
      onClick={() => onChoose(platformId)}
    >
      {group.label}
    </Button>
  );
}

function SearchModal({
  platformId,
  input,
  opened,
  onClose,
}: {
  platformId: PlatformId;
  input: PlatformSearchInput;
  opened: boolean;
  onClose: () => void;
}) {
  const platform = getPlatform(platformId);
  const site = searchSiteLabel(platformId);
  const search = useMemo(() => buildPlatformSearch(platformId, input), [platformId, input]);

  return (
    <Modal opened={opened} onClose={onClose} title={`Search ${platform.label}`} size="lg">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {platform.kind === 'xray'
            ? `X-ray search: ${site} results limited to ${platform.label} profiles.`
            : `Boolean search for the ${platform.label} search box.`}
        </Text>
        {search.warnings.length > 0 ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title="Before you search"
          >
            <List size="sm" spacing={4}>
              {search.warnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Textarea
          label="Search string"
          value={search.query}
          readOnly
          rows={4}
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group justify="flex-end" gap="sm">
          <CopyButton value={search.query}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                disabled={!search.query}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button
            component="a"
            href={search.url}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            Open in {site}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
