/**
 * The header's Help button ("?"): it opens the help drawer (loaded on first use), shows a dot
 * when the change log has an entry this user has not seen (the drawer then opens on What's new),
 * and watches the deployed build to offer a reload when a new version is out. Nothing opens by
 * itself: the dot and the notice wait for the user.
 */
import { ActionIcon, Indicator, VisuallyHidden } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { Suspense, useRef, useState } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { useHelpMain } from './api';
import { lastSeenNews, markNewsSeen } from './last-seen';
import { NewVersionNotice } from './new-version-notice';

const HelpDrawer = lazyNamed(() => import('./help-drawer'), 'HelpDrawer');

export function HelpButton({ userId }: { userId: string }) {
  const main = useHelpMain();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [seen, setSeen] = useState(() => lastSeenNews(userId));
  const [startWithNews, setStartWithNews] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const latest = main.data?.latestNews ?? null;
  const unseen = latest !== null && latest.id !== seen;

  const open = () => {
    setStartWithNews(unseen);
    setLoaded(true);
    setOpened(true);
  };
  const onNewsSeen = () => {
    if (!latest) return;
    markNewsSeen(userId, latest.id);
    setSeen(latest.id);
  };

  return (
    <>
      <Indicator disabled={!unseen} color="red" size={9} offset={6} withBorder data-testid="help-dot">
        <ActionIcon
          ref={button}
          variant="subtle"
          color="gray"
          size="lg"
          aria-haspopup="dialog"
          onClick={open}
          onMouseEnter={() => HelpDrawer.preload()}
          onFocus={() => HelpDrawer.preload()}
          data-testid="help-button"
        >
          <IconHelp size={20} aria-hidden="true" />
          <VisuallyHidden>{unseen ? "Help, what's new has updates" : 'Help'}</VisuallyHidden>
        </ActionIcon>
      </Indicator>
      {loaded ? (
        <Suspense fallback={null}>
          <HelpDrawer
            opened={opened}
            onClose={() => {
              setOpened(false);
              // Back to the button (Mantine returns focus only from a drawer that was mounted closed).
              window.setTimeout(() => button.current?.focus(), 0);
            }}
            startWithNews={startWithNews}
            onNewsSeen={onNewsSeen}
            newsUnseen={unseen}
            seenNews={seen}
          />
        </Suspense>
      ) : null}
      <NewVersionNotice />
    </>
  );
}
