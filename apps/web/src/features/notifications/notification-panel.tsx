/**
 * The notification panel: the list by category with its unread counts (candidate, personal,
 * team), an unread-only filter, mark one read by opening it, and mark all read.
 */
import {
  Button,
  Drawer,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { NotificationCategory, NotificationItem, NotificationList } from '@talentbase/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../components/load-error';
import { fullTime, relativeTime } from '../../lib/relative-time';
import { useMarkRead, useNotificationList } from './api';

type Tab = NotificationCategory | 'all';
const TABS: { value: Tab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'candidate', label: 'Candidates' },
  { value: 'personal', label: 'Personal' },
  { value: 'team', label: 'Team' },
];

const unreadIn = (list: NotificationList | undefined, tab: Tab) =>
  !list ? 0 : tab === 'all' ? list.totalNum : list.unread[tab];

function Row({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      data-testid="notification-row"
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: item.read ? undefined : 'var(--mantine-color-violet-0)',
        display: 'block',
        width: '100%',
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <span
          aria-hidden="true"
          style={{
            width: 8,
            height: 8,
            marginTop: 6,
            flexShrink: 0,
            borderRadius: '50%',
            background: item.read ? 'transparent' : 'var(--mantine-color-violet-6)',
          }}
        />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fz="sm" fw={item.read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
            {item.read ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
            {item.title}
          </Text>
          {item.body ? (
            <Text fz="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {item.body}
            </Text>
          ) : null}
          <Text fz="xs" c="dimmed" title={fullTime(item.createdAt)}>
            {relativeTime(item.createdAt)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

export function NotificationPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useNotificationList(tab, unreadOnly);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    if (item.link) {
      onClose();
      navigate(item.link);
    }
  };
  // Counts come with every page; the first page's are the freshest.
  const counts = list.data?.pages[0];
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={<Text fw={700}>Notifications</Text>}
      aria-label="Notifications"
    >
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          size="xs"
          value={tab}
          onChange={(v) => setTab(v as Tab)}
          aria-label="Category"
          data={TABS.map((t) => {
            const n = unreadIn(counts, t.value);
            return { value: t.value, label: n > 0 ? `${t.label} (${n})` : t.label };
          })}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Switch
            label="Unread only"
            checked={unreadOnly}
            onChange={(e) => setUnreadOnly(e.currentTarget.checked)}
          />
          <Button
            size="xs"
            variant="light"
            disabled={!counts || counts.allRead}
            loading={markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            Mark all as read
          </Button>
        </Group>
        {list.isPending ? (
          <Stack gap="xs" data-testid="notifications-loading">
            <Skeleton h={56} />
            <Skeleton h={56} />
            <Skeleton h={56} />
          </Stack>
        ) : list.isError ? (
          <LoadError
            title="Notifications could not be loaded"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : items.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" py="xl" data-testid="notifications-empty">
            {unreadOnly ? 'You are all caught up: nothing unread here.' : 'No notifications here yet.'}
          </Text>
        ) : (
          <>
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {items.map((item) => (
                <li key={item.id}>
                  <Row item={item} onOpen={open} />
                </li>
              ))}
            </Stack>
            {list.hasNextPage ? (
              <Button
                variant="default"
                size="xs"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Show older
              </Button>
            ) : null}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
