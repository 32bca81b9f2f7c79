import { notificationsStore, useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import { usePreloadWhenIdle } from './on-demand';

// The toast container (its transitions and layout) is not needed to show a page: it loads once the
// page is idle, or with the first toast, whichever comes first (issue 13, initial load). Toasts
// asked for before it arrives wait in Mantine's store and show when it mounts.
const ToastContainer = lazyNamed(() => import('./toast-container'), 'ToastContainer');
const ON_DEMAND = [ToastContainer];

export function Toasts() {
  const { notifications, queue } = useNotifications(notificationsStore);
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  usePreloadWhenIdle(ON_DEMAND);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
