import type { GuidanceConfig, GuidanceItem } from '@talentbase/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubProjectApi } from '../projects/test/project-api';
import { GuidanceHost } from './guidance-host';
import { GuidanceTour, resetGuidanceSession, TARGET_WAIT_MS } from './guidance-tour';
import { NewLabel } from './new-label';
import { GUIDANCE_PAUSED_KEY, setGuidancePaused } from './paused';
import { placePopover } from './tour-geometry';

const config = (over: Partial<GuidanceConfig> = {}): GuidanceConfig => ({
  guidanceName: 'member-dashboard-tour',
  tutorialType: 'MemberDashboard',
  expiredUTCDate: null,
  appearsOnce: true,
  skipUpdateRedux: false,
  priority: 701,
  disabled: false,
  minPlan: 'basic',
  maxPlan: 'pro',
  route: '/v5/talent-pool/dashboard',
  steps: [
    {
      target: 'one',
      title: 'First step',
      body: 'The first',
      style: 'NumberPopover',
      actions: ['Next', 'Exit'],
    },
    {
      target: 'two',
      title: 'Second step',
      body: 'The second',
      style: 'PopoverWithMasking',
      actions: ['Prev', 'Next', 'Exit'],
    },
    {
      target: ['one', 'two'],
      title: 'Third step',
      body: 'Both',
      style: 'HighlightMultiArea',
      actions: ['Prev', 'Complete'],
    },
  ],
  ...over,
});
const item = (over: Partial<GuidanceConfig> = {}): GuidanceItem => ({
  config: config(over),
  state: { seenAt: null, completedAt: null, feedback: 'NO_FEEDBACK' },
});
const ok = { data: { seenAt: '2026-11-27T00:00:00.000Z', completedAt: null, feedback: 'NO_FEEDBACK' } };

function anchors(...names: string[]) {
  for (const n of names) {
    const el = document.createElement('div');
    el.setAttribute('data-guide', n);
    el.textContent = n;
    el.getBoundingClientRect = () => ({
      top: 100,
      left: 20,
      width: 200,
      height: 40,
      right: 220,
      bottom: 140,
      x: 20,
      y: 100,
      toJSON: () => ({}),
    });
    document.body.appendChild(el);
  }
}

function render(items: GuidanceItem[]) {
  // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
  document.cookie = 'tb_csrf=t; path=/';
  const api = stubProjectApi({
    'GET /api/v1/guidance': [200, { data: items }],
    'POST /api/v1/guidance/member-dashboard-tour/seen': [200, ok],
    'POST /api/v1/guidance/member-dashboard-tour/complete': [200, ok],
    'POST /api/v1/guidance/member-dashboard-tour/feedback': [200, ok],
    'POST /api/v1/guidance/second/seen': [200, ok],
  });
  renderWithProviders(<GuidanceTour />, { path: '/v5/talent-pool/dashboard' });
  return api;
}

afterEach(() => {
  for (const el of document.querySelectorAll('[data-guide]')) el.remove();
  localStorage.clear();
  resetGuidanceSession();
  vi.useRealTimers();
});

describe('GuidanceTour', () => {
  it('walks the steps with Next and Previous, records seen, then Complete asks for feedback', async () => {
    anchors('one', 'two');
    const api = render([item()]);
    const dialog = await screen.findByRole('dialog', { name: 'First step' });
    expect(screen.getByTestId('guidance-step-number').textContent).toContain('1 of 3');
    await waitFor(() => expect(api.to('POST /api/v1/guidance/member-dashboard-tour/seen')).toHaveLength(1));
    // Focus moves into the popover.
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Second step' })).toBeTruthy();
    expect(screen.getByTestId('guidance-mask')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('dialog', { name: 'First step' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Third step' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('guidance-highlight')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('dialog', { name: 'Was this helpful?' })).toBeTruthy();
    await waitFor(() =>
      expect(api.to('POST /api/v1/guidance/member-dashboard-tour/complete')).toHaveLength(1),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/v1/guidance/member-dashboard-tour/feedback')[0]?.body).toEqual({
      feedback: 'HELPFUL',
    });
    // Seen was recorded once for the whole walk.
    expect(api.to('POST /api/v1/guidance/member-dashboard-tour/seen')).toHaveLength(1);
  });

  it('Escape exits without completing', async () => {
    anchors('one', 'two');
    const api = render([item()]);
    await screen.findByRole('dialog', { name: 'First step' });
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/v1/guidance/member-dashboard-tour/complete')).toHaveLength(0);
  });

  it('shows one tutorial at a time: the next in the queue after the first is exited', async () => {
    anchors('one', 'two');
    render([
      item(),
      item({
        guidanceName: 'second',
        priority: 800,
        steps: [
          {
            target: 'two',
            title: 'Other tour',
            body: 'b',
            style: 'PopoverWhite',
            actions: ['Exit', 'Complete'],
          },
        ],
      }),
    ]);
    await screen.findByRole('dialog', { name: 'First step' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect((await screen.findByRole('dialog', { name: 'Other tour' })).getAttribute('data-light')).toBe(
      'true',
    );
  });

  it('skips a tutorial whose target never appears, without recording it as seen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = render([item()]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TARGET_WAIT_MS + 500);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST /api/v1/guidance/member-dashboard-tour/seen')).toHaveLength(0);
  });
});

describe('GuidanceHost', () => {
  it('never loads anything under the customer console or while paused', async () => {
    anchors('one', 'two');
    const api = stubProjectApi({ 'GET /api/v1/guidance': [200, { data: [item()] }] });
    renderWithProviders(<GuidanceHost />, { path: '/customer-console/forking/dashboard' });
    await new Promise((r) => setTimeout(r, 900));
    expect(api.to('GET /api/v1/guidance')).toHaveLength(0);
    setGuidancePaused(true);
    expect(localStorage.getItem(GUIDANCE_PAUSED_KEY)).toBe('1');
    setGuidancePaused(false);
    expect(localStorage.getItem(GUIDANCE_PAUSED_KEY)).toBeNull();
  });

  it('stays quiet while tutorials are paused', async () => {
    anchors('one', 'two');
    localStorage.setItem(GUIDANCE_PAUSED_KEY, '1');
    const api = stubProjectApi({ 'GET /api/v1/guidance': [200, { data: [item()] }] });
    renderWithProviders(<GuidanceHost />, { path: '/v5/talent-pool/dashboard' });
    await new Promise((r) => setTimeout(r, 900));
    expect(api.to('GET /api/v1/guidance')).toHaveLength(0);
  });
});

describe('NewLabel and placement', () => {
  it('shows "New" until its expiry', () => {
    renderWithProviders(
      <>
        <NewLabel until="2027-01-01T00:00:00.000Z" now={new Date('2026-12-31T00:00:00Z')} />
        <NewLabel until="2027-01-01T00:00:00.000Z" now={new Date('2027-01-01T00:00:00Z')} />
      </>,
    );
    expect(screen.getAllByTestId('new-label')).toHaveLength(1);
  });

  it('keeps the popover on a 390 px screen, above the target when there is no room below', () => {
    const p = placePopover({ top: 700, left: 300, width: 80, height: 40 }, 200, { width: 390, height: 844 });
    expect(p.width).toBe(360);
    expect(p.left + p.width).toBeLessThanOrEqual(390 - 12);
    expect(p.top).toBe(700 - 12 - 200);
    const wide = placePopover({ top: 100, left: 600, width: 200, height: 40 }, 200, {
      width: 1440,
      height: 900,
    });
    expect(wide).toEqual({ top: 152, left: 520, width: 360 });
  });
});
