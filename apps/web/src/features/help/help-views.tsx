/**
 * The help drawer's views, one per help tab kind (spec section 3): MAIN (search box, what's new,
 * articles to start with, topics), SEARCH (results as you type), TOPIC, ARTICLE and NEW.
 */
import {
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Typography,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconKeyboard, IconSearch, IconSparkles } from '@tabler/icons-react';
import { HELP_SEARCH_MAX_LENGTH, type HelpArticleSummary } from '@talentbase/shared';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { LoadError } from '../../components/load-error';
import { useHelpArticle, useHelpMain, useHelpSearch, useHelpTopic, useWhatsNew } from './api';
import classes from './help.module.css';

export type HelpView =
  | { kind: 'MAIN' }
  | { kind: 'TOPIC'; topic: string }
  | { kind: 'ARTICLE'; slug: string }
  | { kind: 'NEW' };

export type Go = (view: HelpView) => void;

const rowStyle = {
  display: 'block',
  width: '100%',
  padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
  borderRadius: 'var(--mantine-radius-md)',
  border: '1px solid var(--mantine-color-gray-3)',
} as const;

/** The view's heading: focused when the view opens, so keyboard and screen-reader users land on it. */
export function ViewHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Shown once its content has loaded: focus lands here, not on the body of the page behind.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Title
      ref={ref}
      order={2}
      fz="lg"
      tabIndex={-1}
      data-autofocus
      data-help-heading
      style={{ outline: 'none' }}
    >
      {children}
    </Title>
  );
}

function ArticleRow({ article, go, snippet }: { article: HelpArticleSummary; go: Go; snippet?: string }) {
  return (
    <UnstyledButton
      style={rowStyle}
      onClick={() => go({ kind: 'ARTICLE', slug: article.slug })}
      data-testid="help-article-row"
    >
      <Text fw={600} fz="sm">
        {article.title}
      </Text>
      <Text fz="xs" c="dimmed" lineClamp={3}>
        {snippet ?? article.summary}
      </Text>
    </UnstyledButton>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <Stack gap="xs" aria-busy="true" data-testid="help-loading">
      <Text fz="sm" c="dimmed">
        Loading {what}…
      </Text>
      <Skeleton height={52} />
      <Skeleton height={52} />
      <Skeleton height={52} />
    </Stack>
  );
}

const dateLabel = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

export function MainView({
  go,
  query,
  onQuery,
  newsUnseen,
  onShortcuts,
}: {
  go: Go;
  query: string;
  onQuery: (q: string) => void;
  newsUnseen: boolean;
  onShortcuts: () => void;
}) {
  const main = useHelpMain();
  const [debounced] = useDebouncedValue(query.trim(), 250);
  return (
    <Stack gap="md">
      <TextInput
        label="Search help"
        placeholder="For example: sequence, Boolean, invoices"
        value={query}
        onChange={(e) => onQuery(e.currentTarget.value)}
        maxLength={HELP_SEARCH_MAX_LENGTH}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        type="search"
        data-autofocus
      />
      {query.trim() ? (
        <SearchResults q={debounced} go={go} />
      ) : main.isPending ? (
        <Loading what="help" />
      ) : main.isError ? (
        <LoadError title="Help could not be loaded" error={main.error} onRetry={() => main.refetch()} />
      ) : (
        <>
          {main.data.latestNews ? (
            <UnstyledButton style={rowStyle} onClick={() => go({ kind: 'NEW' })} data-testid="help-whats-new">
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap">
                  <IconSparkles size={18} aria-hidden="true" color="var(--mantine-color-violet-7)" />
                  <Text fw={600} fz="sm">
                    What's new
                  </Text>
                </Group>
                {newsUnseen ? (
                  <Badge size="sm" color="red" variant="filled">
                    New
                  </Badge>
                ) : null}
              </Group>
              <Text fz="xs" c="dimmed">
                {dateLabel(main.data.latestNews.date)}: {main.data.latestNews.title}
              </Text>
            </UnstyledButton>
          ) : null}
          <Stack gap="xs">
            <Title order={3} fz="sm" c="dimmed" tt="uppercase">
              Start here
            </Title>
            {main.data.popular.map((a) => (
              <ArticleRow key={a.slug} article={a} go={go} />
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={3} fz="sm" c="dimmed" tt="uppercase">
              Topics
            </Title>
            {main.data.topics.map((t) => (
              <UnstyledButton
                key={t.key}
                style={rowStyle}
                onClick={() => go({ kind: 'TOPIC', topic: t.key })}
                data-testid="help-topic-row"
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} fz="sm">
                    {t.title}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t.articles.length} {t.articles.length === 1 ? 'article' : 'articles'}
                  </Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
          <Button
            variant="subtle"
            leftSection={<IconKeyboard size={16} aria-hidden="true" />}
            onClick={onShortcuts}
            style={{ alignSelf: 'flex-start' }}
          >
            Keyboard shortcuts
          </Button>
        </>
      )}
    </Stack>
  );
}

function SearchResults({ q, go }: { q: string; go: Go }) {
  const search = useHelpSearch(q);
  if (!q || search.isPending) return <Loading what="results" />;
  if (search.isError)
    return (
      <LoadError title="The search did not work" error={search.error} onRetry={() => search.refetch()} />
    );
  const { results } = search.data;
  return (
    <Stack gap="xs" data-testid="help-search-results">
      <Text fz="sm" c="dimmed" role="status">
        {results.length === 0
          ? `No articles match “${search.data.query}”. Try other words, or browse the topics.`
          : `${results.length} ${results.length === 1 ? 'article' : 'articles'} for “${search.data.query}”`}
      </Text>
      {results.map((r) => (
        <ArticleRow key={r.slug} article={r} go={go} snippet={r.snippet} />
      ))}
    </Stack>
  );
}

export function TopicView({ topic, go }: { topic: string; go: Go }) {
  const page = useHelpTopic(topic);
  if (page.isPending) return <Loading what="the topic" />;
  if (page.isError)
    return (
      <LoadError title="This topic could not be loaded" error={page.error} onRetry={() => page.refetch()} />
    );
  return (
    <Stack gap="sm">
      <ViewHeading>{page.data.topic.title}</ViewHeading>
      {page.data.articles.map((a) => (
        <ArticleRow key={a.slug} article={a} go={go} />
      ))}
    </Stack>
  );
}

export function ArticleView({
  slug,
  go,
  onAppLink,
}: {
  slug: string;
  go: Go;
  onAppLink: (path: string) => void;
}) {
  const article = useHelpArticle(slug);
  if (article.isPending) return <Loading what="the article" />;
  if (article.isError)
    return (
      <LoadError
        title="This article could not be loaded"
        error={article.error}
        onRetry={() => article.refetch()}
      />
    );
  const a = article.data;
  // Links to the app's own pages open in this window through the router (and close the drawer).
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onAppLink(href);
  };
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <UnstyledButton
          onClick={() => go({ kind: 'TOPIC', topic: a.topic })}
          style={{ alignSelf: 'flex-start' }}
        >
          <Text fz="xs" c="violet.8" fw={600} td="underline">
            {a.topicTitle}
          </Text>
        </UnstyledButton>
        <ViewHeading>{a.title}</ViewHeading>
        <Text fz="sm" c="dimmed">
          {a.summary}
        </Text>
      </Stack>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks on the article's own links */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside take Enter themselves */}
      <div onClick={onClick}>
        <Typography
          fz="sm"
          className={classes.body}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server (modules/help/render-markdown.ts)
          dangerouslySetInnerHTML={{ __html: a.html }}
          data-testid="help-article-body"
        />
      </div>
      {a.related.length ? (
        <Stack gap="xs">
          <Title order={3} fz="sm" c="dimmed" tt="uppercase">
            Related articles
          </Title>
          {a.related.map((r) => (
            <ArticleRow key={r.slug} article={r} go={go} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** `seenBefore`: the newest entry seen before this visit; the entries above it are marked New. */
export function NewsView({ seenBefore }: { seenBefore: string | null }) {
  const news = useWhatsNew();
  if (news.isPending) return <Loading what="what's new" />;
  if (news.isError)
    return (
      <LoadError title="What's new could not be loaded" error={news.error} onRetry={() => news.refetch()} />
    );
  return (
    <Stack gap="lg">
      <ViewHeading>What's new</ViewHeading>
      {news.data.entries.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Nothing yet. Changes to Talentbase will be listed here.
        </Text>
      ) : null}
      {news.data.entries.map((entry, index) => {
        const seenAt = news.data.entries.findIndex((e) => e.id === seenBefore);
        const fresh = seenAt > 0 && index < seenAt;
        return (
          <Stack key={entry.id} gap={4} component="article" data-testid="whats-new-entry">
            <Group gap="xs">
              <Text fz="xs" c="dimmed">
                {dateLabel(entry.date)}
              </Text>
              {fresh ? (
                <Badge size="xs" color="red" variant="light">
                  New
                </Badge>
              ) : null}
            </Group>
            <Title order={3} fz="md">
              {entry.title}
            </Title>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server */}
            <Typography fz="sm" className={classes.body} dangerouslySetInnerHTML={{ __html: entry.html }} />
          </Stack>
        );
      })}
    </Stack>
  );
}
