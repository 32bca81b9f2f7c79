/**
 * The top of a page: its one h1, a line under it and its actions. Every page's header follows the
 * same rule on small screens (issue 13): the title keeps at least a readable width and the actions
 * wrap under it rather than squeezing it to a letter a line; the primary actions stay in view and
 * the secondary ones (`moreActions`) fold into a "More actions" menu below the `sm` breakpoint.
 */
import { Button, Group, type MantineColor, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { lazyNamed } from '../lib/lazy-named';
import { useDocumentTitle } from '../lib/use-document-title';
import { HeaderMoreButton } from './header-more-button';

/** A secondary action (a button, or a link when `to` is set): inline from `sm` up, a menu item below it. */
export type PageAction = {
  label: string;
  icon?: ReactNode;
  onClick?: () => void;
  to?: string;
  color?: MantineColor;
  disabled?: boolean;
  loading?: boolean;
};

/** The title's column may shrink to this before the actions move under it. */
const TITLE_BASIS = '16rem';

function InlineAction({ action: a }: { action: PageAction }) {
  const props = {
    visibleFrom: 'sm',
    variant: a.color ? 'subtle' : 'default',
    color: a.color,
    leftSection: a.icon,
    disabled: a.disabled,
    loading: a.loading,
    onClick: a.onClick,
  } as const;
  return a.to ? (
    <Button component={Link} to={a.to} {...props}>
      {a.label}
    </Button>
  ) : (
    <Button {...props}>{a.label}</Button>
  );
}

const PageHeaderMoreMenu = lazyNamed(() => import('./page-header-more'), 'PageHeaderMoreMenu');

/** The phone menu loads with the page, not before it; a tap before it arrives opens it when it does. */
function MoreActions({ actions }: { actions: PageAction[] }) {
  const [openAtStart, setOpenAtStart] = useState(false);
  return (
    <Suspense fallback={<HeaderMoreButton onClick={() => setOpenAtStart(true)} />}>
      <PageHeaderMoreMenu actions={actions} openAtStart={openAtStart} />
    </Suspense>
  );
}

/**
 * Primary actions always shown; secondary ones inline from `sm` up and in a menu below it, so that
 * every action stays one tap away on a phone without pushing the page sideways.
 */
export function HeaderActions({ actions, moreActions }: { actions?: ReactNode; moreActions?: PageAction[] }) {
  const more = moreActions ?? [];
  if (!actions && more.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" style={{ flexShrink: 0, maxWidth: '100%' }} data-testid="header-actions">
      {actions}
      {more.length > 0 ? (
        <>
          {/* Each its own flex item, so that they wrap when the content column is narrow (a tablet). */}
          {more.map((a) => (
            <InlineAction key={a.label} action={a} />
          ))}
          <MoreActions actions={more} />
        </>
      ) : null}
    </Group>
  );
}

/**
 * The header row: title block on the left, actions on the right; on a narrow screen the actions
 * wrap under the title. Pages with a richer title block (a badge, a person's photo) pass it as
 * `heading` to share the same rule.
 */
export function HeaderRow({ heading, actions }: { heading: ReactNode; actions: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md" mb="lg">
      <div style={{ flex: `1 1 ${TITLE_BASIS}`, minWidth: 0 }}>{heading}</div>
      {actions}
    </Group>
  );
}

export function PageHeader({
  title,
  description,
  actions,
  documentTitle,
  moreActions,
}: {
  title: ReactNode;
  /** The browser tab's page name when the title is not plain text or not the page's name. */
  documentTitle?: string;
  description?: ReactNode;
  /** Primary buttons on the right of the title (History, Create project ...), always shown. */
  actions?: ReactNode;
  /** Secondary actions, folded into "More actions" on small screens. */
  moreActions?: PageAction[];
}) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : null));
  const heading = (
    <Stack gap={4}>
      {/* Long words (a project or person's name) break only when they would not fit a line. */}
      <Title order={1} fz={26} style={{ overflowWrap: 'break-word' }}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" fz="sm">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
  if (!actions && !moreActions?.length)
    return <div style={{ marginBottom: 'var(--mantine-spacing-lg)' }}>{heading}</div>;
  return (
    <HeaderRow heading={heading} actions={<HeaderActions actions={actions} moreActions={moreActions} />} />
  );
}
