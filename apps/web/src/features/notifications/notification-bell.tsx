/**
 * The header's bell: the unread count (spec section 3: showDot and totalNum), polled every
 * POLL_MS; a new notification is announced by a toast that replaces the previous one (spec
 * section 4). The panel's code loads the first time it is opened.
 */
import { ActionIcon, Badge } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { NotificationList } from '@talentbase/shared';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { notify } from '../../lib/notify';
import { useNotificationSummary } from './api';

const NotificationPanel = lazyNamed(() => import('./notification-panel'), 'NotificationPanel');

/** Announces notifications newer than any seen on this page; the first answer only sets the mark. */
function useAnnounceNew(data: NotificationList | undefined) {
  const seen = useRef<bigint | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const newest = data?.data[0];
    if (!data) return;
    const id = newest ? BigInt(newest.id) : 0n;
    if (seen.current !== null && newest && id > seen.current && !newest.read) {
      notify(
        { kind: 'info', title: 'New notification', message: newest.title },
        newest.link ? { label: 'Open', onClick: () => navigate(newest.link as string) } : undefined,
      );
    }
    if (seen.current === null || id > seen.current) seen.current = id;
  }, [data, navigate]);
}

export function NotificationBell() {
  const summary = useNotificationSummary();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useAnnounceNew(summary.data);
  const total = summary.data?.totalNum ?? 0;
  return (
    <>
      <div style={{ position: 'relative', display: 'inline-flex' }}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={total > 0 ? `Notifications, ${total} unread` : 'Notifications'}
          aria-haspopup="dialog"
          onClick={() => {
            setLoaded(true);
            setOpened(true);
          }}
        >
          <IconBell size={20} aria-hidden="true" />
        </ActionIcon>
        {summary.data?.showDot ? (
          <Badge
            size="xs"
            color="red"
            circle={total < 10}
            aria-hidden="true"
            data-testid="notification-count"
            style={{ position: 'absolute', top: -4, right: -6, pointerEvents: 'none' }}
          >
            {total > 99 ? '99+' : total}
          </Badge>
        ) : null}
      </div>
      {loaded ? (
        <Suspense fallback={null}>
          <NotificationPanel opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
