/**
 * The help drawer: a right-side panel (full screen on a phone) moving between the help tab kinds
 * with a back button. Mantine's Drawer traps focus, closes on Escape and gives focus back to the
 * Help button; each view's heading takes focus when the view changes.
 */
import { Button, Drawer, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { HelpTabKind } from '@talentbase/shared/domain/guidance';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ArticleView, type HelpView, MainView, NewsView, TopicView } from './help-views';

const MAIN: HelpView = { kind: 'MAIN' };

/** The tab kind shown (spec section 3): MAIN with a query is SEARCH. */
export function tabKind(view: HelpView, query: string): HelpTabKind {
  return view.kind === 'MAIN' && query.trim() ? 'SEARCH' : view.kind;
}

export function HelpDrawer({
  opened,
  onClose,
  startWithNews,
  onNewsSeen,
  newsUnseen,
  seenNews,
}: {
  opened: boolean;
  onClose: () => void;
  /** Open on What's new (the change log has an entry this user has not seen). */
  startWithNews: boolean;
  onNewsSeen: () => void;
  /** Whether the newest entry is still unseen, and the newest entry seen (to mark the newer ones). */
  newsUnseen: boolean;
  seenNews: string | null;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const navigate = useNavigate();
  const [stack, setStack] = useState<HelpView[]>([MAIN]);
  const [query, setQuery] = useState('');
  const [seenBefore, setSeenBefore] = useState(seenNews);
  const body = useRef<HTMLDivElement>(null);
  const view = stack[stack.length - 1] ?? MAIN;
  const kind = tabKind(view, query);

  // Each opening: what was seen before it (for the New marks), and What's new first when it has news.
  const seenAtOpen = useRef(seenNews);
  seenAtOpen.current = seenNews;
  useEffect(() => {
    if (!opened) return;
    setSeenBefore(seenAtOpen.current);
    if (startWithNews) setStack([MAIN, { kind: 'NEW' }]);
  }, [opened, startWithNews]);

  useEffect(() => {
    if (opened && view.kind === 'NEW') onNewsSeen();
  }, [opened, view.kind, onNewsSeen]);

  // A new view starts at its top; its heading takes focus as it shows (ViewHeading), and back on
  // the main tab the search box does.
  const depth = stack.length;
  const viewKey = JSON.stringify(view);
  const first = useRef(true);
  useEffect(() => {
    if (!opened || depth < 1 || !viewKey) return;
    body.current?.closest('.mantine-Drawer-content')?.scrollTo?.({ top: 0 });
    if (first.current) {
      first.current = false;
      return;
    }
    if (viewKey === JSON.stringify(MAIN)) body.current?.querySelector<HTMLElement>('input')?.focus();
  }, [opened, depth, viewKey]);

  const go = (next: HelpView) => setStack((s) => [...s, next]);
  const back = () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s));

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title="Help"
      data-testid="help-drawer"
      data-kind={kind}
    >
      <Stack gap="md" ref={body} data-kind={kind} data-testid="help-body">
        {stack.length > 1 ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            onClick={back}
            style={{ alignSelf: 'flex-start' }}
          >
            Back
          </Button>
        ) : null}
        {view.kind === 'MAIN' ? (
          <MainView
            go={go}
            query={query}
            onQuery={setQuery}
            newsUnseen={newsUnseen}
            onShortcuts={() => {
              onClose();
              // The "?" shortcut's own dialog (app-shortcuts.tsx), once the drawer has let go of the keys.
              window.setTimeout(
                () => document.dispatchEvent(new KeyboardEvent('keydown', { key: '?' })),
                300,
              );
            }}
          />
        ) : view.kind === 'TOPIC' ? (
          <TopicView topic={view.topic} go={go} />
        ) : view.kind === 'ARTICLE' ? (
          <ArticleView
            slug={view.slug}
            go={go}
            onAppLink={(path) => {
              onClose();
              navigate(path);
            }}
          />
        ) : (
          <NewsView seenBefore={seenBefore} />
        )}
      </Stack>
    </Drawer>
  );
}
