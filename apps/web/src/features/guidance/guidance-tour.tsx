/**
 * The tour (loaded after the page, see guidance-host.tsx): the page's tutorials in queue order,
 * one at a time. A tutorial waits for its first target to appear; if it never does within
 * TARGET_WAIT_MS it is skipped this time (not recorded as seen). Shown → recorded as seen; the
 * steps are walked with Next / Previous / Exit / Complete; Complete records it and asks whether it
 * helped. Escape exits. The styles of spec section 3 are drawn here once.
 */
import { Badge, Box, Button, CloseButton, Group, Text } from '@mantine/core';
import type { GuidanceItem, GuidanceStep } from '@talentbase/shared';
import { isCustomerConsolePath } from '@talentbase/shared/domain/guidance-rule';
import { useQueryClient } from '@tanstack/react-query';
import {
  type CSSProperties,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import {
  type GuidanceFeedbackValue,
  guidanceKeys,
  postComplete,
  postFeedback,
  postSeen,
  useGuidance,
} from './api';
import { NewLabel } from './new-label';
import { GUIDANCE_PAUSE_EVENT, guidancePaused } from './paused';
import { boxOf, findTarget, placePopover, type Box as Rect, targetsOf } from './tour-geometry';

export const TARGET_WAIT_MS = 4000;
const POLL_MS = 150;
const Z = 310;

const ignore = () => undefined;

/** The route's tutorials, unless paused or inside the customer console (spec section 4). */
export function GuidanceTour() {
  const { pathname } = useLocation();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    window.addEventListener(GUIDANCE_PAUSE_EVENT, rerender);
    return () => window.removeEventListener(GUIDANCE_PAUSE_EVENT, rerender);
  }, []);
  if (isCustomerConsolePath(pathname) || guidancePaused()) return null;
  return <PageTutorials key={pathname} path={pathname} />;
}

/**
 * Seen (when they appear once) or completed in this browser session: a page's list may still be
 * cached from before, and these must not show again when the member comes back to the page.
 */
const doneThisSession = new Set<string>();

/** For tests: a new browser session. */
export function resetGuidanceSession(): void {
  doneThisSession.clear();
}

function PageTutorials({ path }: { path: string }) {
  const guidance = useGuidance(path);
  const qc = useQueryClient();
  // Closed in this page view: exited, completed or skipped for a missing target.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  // The tutorial on screen is kept even when a refetch of the list no longer names it (seen).
  const [active, setActive] = useState<GuidanceItem | null>(null);
  const next = guidance.data?.data.find(
    (i) => !closed.has(i.config.guidanceName) && !doneThisSession.has(i.config.guidanceName),
  );
  useEffect(() => {
    if (!active && next) setActive(next);
  }, [active, next]);
  const close = useCallback(
    (item: GuidanceItem, refresh: boolean) => {
      setClosed((s) => new Set(s).add(item.config.guidanceName));
      setActive(null);
      if (refresh && !item.config.skipUpdateRedux) void qc.invalidateQueries({ queryKey: guidanceKeys.all });
    },
    [qc],
  );
  if (!active) return null;
  return <Tutorial key={active.config.guidanceName} item={active} onClose={close} />;
}

type Phase = 'waiting' | 'showing' | 'feedback';

function useTargetsOnScreen(step: GuidanceStep | undefined, active: boolean) {
  const [rects, setRects] = useState<Rect[]>([]);
  useEffect(() => {
    if (!step || !active) return;
    const names = targetsOf(step.target);
    const first = findTarget(names[0] as string);
    first?.scrollIntoView?.({ block: 'center', inline: 'nearest' });
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setRects(
          names
            .map((n) => findTarget(n))
            .filter((el): el is HTMLElement => el !== null)
            .map((el) => boxOf(el, 6)),
        );
      });
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    const timer = setInterval(measure, 500);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step, active]);
  return rects;
}

function Tutorial({
  item,
  onClose,
}: {
  item: GuidanceItem;
  onClose: (item: GuidanceItem, refresh: boolean) => void;
}) {
  const { config } = item;
  const [phase, setPhase] = useState<Phase>('waiting');
  const [index, setIndex] = useState(0);
  const step = config.steps[index];

  // Wait for the first target; skip this time when it never comes.
  useEffect(() => {
    if (phase !== 'waiting') return;
    const first = targetsOf(config.steps[0]?.target ?? [])[0];
    const started = Date.now();
    const timer = setInterval(() => {
      if (first && findTarget(first)) {
        clearInterval(timer);
        setPhase('showing');
        postSeen(config.guidanceName).catch(ignore);
        if (config.appearsOnce) doneThisSession.add(config.guidanceName);
      } else if (Date.now() - started > TARGET_WAIT_MS) {
        clearInterval(timer);
        onClose(item, false);
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [phase, config, item, onClose]);

  const exit = useCallback(() => onClose(item, false), [item, onClose]);
  useEffect(() => {
    if (phase === 'waiting') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        exit();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [phase, exit]);

  const rects = useTargetsOnScreen(phase === 'showing' ? step : undefined, phase === 'showing');
  if (phase === 'waiting' || !step) return null;

  const complete = () => {
    postComplete(config.guidanceName).catch(ignore);
    doneThisSession.add(config.guidanceName);
    setPhase('feedback');
  };
  const answer = (feedback: GuidanceFeedbackValue) => {
    postFeedback(config.guidanceName, feedback).catch(ignore);
    onClose(item, true);
  };

  if (phase === 'feedback') {
    return (
      <TourPopover
        key="feedback"
        target={rects[0] ?? null}
        light
        onDismiss={() => onClose(item, true)}
        title="Was this helpful?"
        body="Your answer helps us improve the tips in Talentbase."
        buttons={
          <>
            <Button size="xs" variant="default" onClick={() => answer('NOT_HELPFUL')}>
              No
            </Button>
            <Button size="xs" onClick={() => answer('HELPFUL')}>
              Yes
            </Button>
          </>
        }
      />
    );
  }

  const light = step.style !== 'Popover' && step.style !== 'NumberPopover';
  const count = config.steps.length;
  const has = (a: GuidanceStep['actions'][number]) => step.actions.includes(a);
  const last = index === count - 1;
  return (
    <>
      <StepDecoration step={step} rects={rects} until={config.expiredUTCDate} />
      <TourPopover
        key={index}
        target={rects[0] ?? null}
        light={light}
        numbered={step.style === 'NumberPopover' ? { n: index + 1, of: count } : null}
        isNew={step.style === 'NewLabel' ? config.expiredUTCDate : undefined}
        onDismiss={exit}
        title={step.title}
        body={step.body}
        exitButton={
          has('Exit') ? (
            <Button size="xs" variant="subtle" color={light ? 'dark' : 'gray.0'} onClick={exit}>
              Exit
            </Button>
          ) : null
        }
        buttons={
          <>
            {has('Prev') && index > 0 ? (
              <Button
                size="xs"
                variant={light ? 'default' : 'outline'}
                color={light ? undefined : 'gray.0'}
                onClick={() => setIndex(index - 1)}
              >
                Previous
              </Button>
            ) : null}
            {has('Next') && !last ? (
              <Button size="xs" variant={light ? 'filled' : 'white'} onClick={() => setIndex(index + 1)}>
                Next
              </Button>
            ) : null}
            {has('Complete') || (last && !has('Next')) ? (
              <Button size="xs" variant={light ? 'filled' : 'white'} onClick={complete}>
                Complete
              </Button>
            ) : null}
          </>
        }
      />
    </>
  );
}

/** What a style draws on the page besides the popover. */
function StepDecoration({ step, rects, until }: { step: GuidanceStep; rects: Rect[]; until: string | null }) {
  const at = (r: Rect): CSSProperties => ({
    position: 'fixed',
    top: r.top,
    left: r.left,
    width: r.width,
    height: r.height,
    borderRadius: 8,
    pointerEvents: 'none',
    zIndex: Z,
  });
  let layer: React.ReactNode = null;
  const first = rects[0];
  switch (step.style) {
    case 'PopoverWithMasking':
      // The page dimmed except the target: a cut-out whose shadow covers the rest of the screen.
      layer = first ? (
        <div
          data-testid="guidance-mask"
          style={{ ...at(first), boxShadow: '0 0 0 200vmax rgba(15, 23, 42, 0.6)' }}
        />
      ) : (
        <div
          data-testid="guidance-mask"
          style={{ position: 'fixed', inset: 0, background: 'rgba(15, 23, 42, 0.6)', zIndex: Z }}
        />
      );
      break;
    case 'HighlightMultiArea':
      layer = rects.map((r, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: one outline per target, in the step's order
          key={i}
          data-testid="guidance-highlight"
          style={{
            ...at(r),
            outline: '3px solid var(--mantine-color-blue-6)',
            background: 'rgba(34, 139, 230, 0.08)',
          }}
        />
      ));
      break;
    case 'PurpleHighlight':
      layer = first ? (
        <div
          data-testid="guidance-purple"
          style={{
            ...at(first),
            outline: '3px solid var(--mantine-color-violet-6)',
            boxShadow: '0 0 0 6px rgba(121, 80, 242, 0.25)',
          }}
        />
      ) : null;
      break;
    case 'NewLabel':
      layer = first ? (
        <div
          style={{
            position: 'fixed',
            top: Math.max(4, first.top - 10),
            left: first.left + first.width - 40,
            zIndex: Z + 1,
            pointerEvents: 'none',
          }}
        >
          <NewLabel until={until} />
        </div>
      ) : null;
      break;
    default:
      layer = null;
  }
  return layer ? createPortal(layer, document.body) : null;
}

function TourPopover({
  target,
  light,
  numbered = null,
  isNew,
  title,
  body,
  buttons,
  exitButton = null,
  onDismiss,
}: {
  target: Rect | null;
  light: boolean;
  numbered?: { n: number; of: number } | null;
  isNew?: string | null;
  title: string;
  body: string;
  buttons: React.ReactNode;
  exitButton?: React.ReactNode;
  /** The corner's close button: leaves the tutorial like Exit (and Escape). */
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [height, setHeight] = useState(180);
  const [viewport, setViewport] = useState({ width: window.innerWidth, height: window.innerHeight });
  useLayoutEffect(() => {
    if (ref.current) setHeight(ref.current.offsetHeight || 180);
  });
  useEffect(() => {
    const onResize = () => setViewport({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  // Focus moves into the popover with each step (Tab then reaches its buttons).
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  const place = placePopover(target, height, viewport);
  const fg = light ? 'var(--mantine-color-dark-7)' : 'var(--mantine-color-white)';
  return createPortal(
    <Box
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      data-testid="guidance-popover"
      data-light={light ? 'true' : 'false'}
      style={{
        position: 'fixed',
        top: place.top,
        left: place.left,
        width: place.width,
        zIndex: Z + 2,
        padding: 16,
        borderRadius: 10,
        background: light ? 'var(--mantine-color-white)' : 'var(--mantine-color-dark-7)',
        color: fg,
        border: light ? '1px solid var(--mantine-color-gray-3)' : '1px solid var(--mantine-color-dark-4)',
        boxShadow: '0 12px 32px rgba(15, 23, 42, 0.28)',
        outline: 'none',
      }}
    >
      <Group gap={8} mb={6} wrap="nowrap" align="center" pr={24}>
        {numbered ? (
          <Badge size="sm" variant="white" color="dark" radius="sm" data-testid="guidance-step-number">
            {numbered.n} of {numbered.of}
          </Badge>
        ) : null}
        {isNew !== undefined ? <NewLabel until={isNew} /> : null}
        <Text id={titleId} fw={700} fz="md" c={fg} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
      </Group>
      <Text id={bodyId} fz="sm" c={fg} mb="md" style={{ overflowWrap: 'anywhere' }}>
        {body}
      </Text>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>{exitButton}</div>
        <Group gap="xs" wrap="nowrap">
          {buttons}
        </Group>
      </Group>
      {/* Last in the tab order: Tab from the popover reaches its own buttons first. */}
      <CloseButton
        size="sm"
        aria-label="Close tutorial"
        onClick={onDismiss}
        variant="transparent"
        c={light ? 'dark.6' : 'gray.0'}
        style={{ position: 'absolute', top: 10, right: 10 }}
      />
    </Box>,
    document.body,
  );
}
