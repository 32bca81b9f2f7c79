import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubProjectApi } from '../../projects/test/project-api';
import { schedulePreview } from '../lib/step-form';
import { SequenceBuilder } from './sequence-builder';

const CREATE = 'POST /api/tb-v2/v1/campaigns';
const options = {
  senders: [
    { userId: 'u1', name: 'Ada Lovelace' },
    { userId: 'u2', name: 'Grace Hopper' },
  ],
  scheduleTimezone: 'UTC',
  sendingWindow: { days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
};
// A Wednesday, 10:00 UTC.
const NOW = new Date('2026-11-25T10:00:00Z');

const detail = {
  id: '5',
  name: 'Alex outreach',
  status: 'ongoing',
  campaignType: 0,
  channel: 'Email',
  projectId: null,
  projectName: null,
  createSource: null,
  isArchived: false,
  shared: true,
  textVersion: 1,
  owner: { userId: 'u9', name: 'Alex Admin' },
  sender: { userId: 'u9', name: 'Alex Admin' },
  stepCount: 1,
  enrolledCount: 0,
  activeCount: 0,
  readOnly: true,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  lastUsedAt: null,
  scheduleTimezone: 'UTC',
  sendingWindow: options.sendingWindow,
  steps: [
    {
      id: '1',
      step: 1,
      channel: 'Email',
      subject: 'Hi',
      body: 'Hello',
      cc: [],
      bcc: [],
      fileIds: [],
      delayType: 'WEEKDAYS',
      delaySeconds: 0,
      emailTemplateId: null,
      followupType: 'NEW_THREAD',
      trackOpen: true,
      trackLink: true,
      meetingDurationMinutes: null,
      newsletterJson: null,
      customizedPoll: null,
      sentCount: 0,
    },
  ],
} as const;

const ATTACHMENTS = 'GET /api/tb-v2/v1/campaigns/attachments';
const UPLOAD = 'POST /api/tb-v2/v1/campaigns/attachments';
const brochure = {
  fileId: '31',
  fileName: 'Benefits brochure.pdf',
  contentType: 'application/pdf',
  sizeBytes: 220_000,
  uploadedBy: 'Ada Lovelace',
  createdAt: '2026-11-20T00:00:00Z',
  usedBySteps: 0,
};

function renderBuilder(campaign: typeof detail | null = null) {
  const uploaded: (typeof brochure)[] = [];
  const api = stubProjectApi({
    'GET /api/tb-v2/v1/engage/templates': [200, { data: [], total: 0 }],
    [ATTACHMENTS]: () => [200, { data: [...uploaded, brochure] }],
    [UPLOAD]: () => {
      uploaded.unshift({ ...brochure, fileId: '32', fileName: 'Backend Engineer.pdf', sizeBytes: 48_213 });
      return [200, { data: uploaded[0] }];
    },
    [CREATE]: (req) => [200, { ...detail, readOnly: false, ...(req.body as object), id: '6' }],
  });
  const onSaved = vi.fn();
  renderWithProviders(
    // biome-ignore lint/suspicious/noExplicitAny: the fixture is the server's answer
    <SequenceBuilder campaign={campaign as any} options={options} onSaved={onSaved} now={NOW} />,
  );
  return { api, onSaved };
}

describe('sequence builder', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('adds steps with the client defaults and shows when each would go out', async () => {
    const u = userEvent.setup();
    const { api, onSaved } = renderBuilder();
    await u.type(screen.getByRole('textbox', { name: 'Sequence name' }), 'Backend outreach');
    const first = screen.getByRole('region', { name: 'Step 1' });
    await u.type(within(first).getByRole('textbox', { name: 'Subject' }), 'Hello');
    await u.type(within(first).getByRole('textbox', { name: 'Message' }), 'First note');
    await u.click(screen.getByRole('button', { name: 'Add step' }));
    const second = screen.getByRole('region', { name: 'Step 2' });
    expect(
      (within(second).getByRole('textbox', { name: /Wait after the previous step/ }) as HTMLInputElement)
        .value,
    ).toBe('3');
    expect((within(second).getByRole('combobox', { name: 'Count' }) as HTMLInputElement).value).toBe(
      'Weekdays only',
    );
    expect((within(second).getByRole('combobox', { name: 'Channel' }) as HTMLInputElement).value).toBe(
      'Email',
    );
    expect((within(second).getByRole('checkbox', { name: 'Track opens' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (within(second).getByRole('checkbox', { name: 'Track link clicks' }) as HTMLInputElement).checked,
    ).toBe(true);
    // Wednesday 10:00 now; step 2 three weekdays later: Monday 10:00.
    expect(screen.getByTestId('step-1-sends-at').textContent).toContain('Wed 25 Nov');
    expect(screen.getByTestId('step-2-sends-at').textContent).toContain('Mon 30 Nov');
    await u.type(within(second).getByRole('textbox', { name: 'Message' }), 'Following up');
    await u.click(screen.getByRole('button', { name: 'Create sequence' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = api.to(CREATE)[0]?.body as {
      steps: Record<string, unknown>[];
      textVersion: number;
      senderUserId: string;
    };
    expect(sent.textVersion).toBe(1);
    expect(sent.senderUserId).toBe('u1');
    expect(sent.steps[1]).toMatchObject({
      delayType: 'WEEKDAYS',
      delaySeconds: 259200,
      channel: 'Email',
      trackOpen: true,
      trackLink: true,
      followupType: 'SAME_THREAD',
    });
    expect(sent.steps[0]).toMatchObject({ followupType: 'NEW_THREAD', delaySeconds: 0 });
  });

  it('refuses a negative delay before sending anything', async () => {
    const u = userEvent.setup();
    const { api } = renderBuilder();
    await u.type(screen.getByRole('textbox', { name: 'Sequence name' }), 'Outreach');
    const first = screen.getByRole('region', { name: 'Step 1' });
    await u.type(within(first).getByRole('textbox', { name: 'Subject' }), 'Hello');
    await u.type(within(first).getByRole('textbox', { name: 'Message' }), 'Hi');
    await u.click(screen.getByRole('button', { name: 'Add step' }));
    const second = screen.getByRole('region', { name: 'Step 2' });
    await u.type(within(second).getByRole('textbox', { name: 'Message' }), 'Again');
    const wait = within(second).getByRole('textbox', { name: /Wait after the previous step/ });
    await u.clear(wait);
    await u.type(wait, '-2');
    expect(await within(second).findByText('The delay cannot be negative.')).toBeTruthy();
    expect(screen.getByTestId('step-2-sends-at').textContent).toContain('Fix the timing');
    await u.click(screen.getByRole('button', { name: 'Create sequence' }));
    expect(await screen.findByText('Step 2 needs attention before saving.')).toBeTruthy();
    expect(api.to(CREATE)).toHaveLength(0);
  });

  it('attaches an uploaded file and one the team uploaded before, and sends their ids', async () => {
    const u = userEvent.setup();
    const { api, onSaved } = renderBuilder();
    await u.type(screen.getByRole('textbox', { name: 'Sequence name' }), 'With files');
    const first = screen.getByRole('region', { name: 'Step 1' });
    await u.type(within(first).getByRole('textbox', { name: 'Subject' }), 'Hello');
    await u.type(within(first).getByRole('textbox', { name: 'Message' }), 'The role is attached');
    const files = within(first).getByTestId('step-1-attachments');
    expect(within(files).getByText('No files attached.')).toBeTruthy();
    // A file of the wrong type never leaves the browser.
    const input = files.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    expect((await within(files).findByRole('alert')).textContent).toBe(
      '"photo.png" is not a PDF, DOC, DOCX or TXT file.',
    );
    expect(api.to(UPLOAD)).toHaveLength(0);
    await userEvent.upload(
      input,
      new File(['%PDF-1.7'], 'Backend Engineer.pdf', { type: 'application/pdf' }),
    );
    expect(await within(files).findByRole('link', { name: 'Backend Engineer.pdf' })).toBeTruthy();
    expect(api.to(UPLOAD)).toHaveLength(1);
    await u.click(within(files).getByRole('combobox', { name: 'Attach an uploaded file to step 1' }));
    await u.click(await screen.findByRole('option', { name: /Benefits brochure\.pdf/, hidden: true }));
    expect(within(files).getAllByTestId('step-attachment')).toHaveLength(2);
    await u.click(within(files).getByRole('button', { name: 'Remove Backend Engineer.pdf from step 1' }));
    expect(within(files).getAllByTestId('step-attachment')).toHaveLength(1);
    await u.click(screen.getByRole('button', { name: 'Create sequence' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = api.to(CREATE)[0]?.body as { steps: { fileIds: string[] }[] };
    expect(sent.steps[0]?.fileIds).toEqual(['31']);
  });

  it("shows another user's sequence read-only with the owner's name", () => {
    renderBuilder(detail);
    expect(screen.getByTestId('read-only-notice').textContent).toContain('Alex Admin');
    expect((screen.getByRole('textbox', { name: 'Sequence name' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save sequence' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add step' })).toBeNull();
  });
});

describe('a saved sequence', { timeout: 60_000 }, () => {
  it('keeps a step that was already sent from being removed', () => {
    const sent = {
      ...detail.steps[0],
      id: '2',
      step: 2,
      followupType: 'SAME_THREAD',
      delaySeconds: 259200,
      sentCount: 4,
    };
    // biome-ignore lint/suspicious/noExplicitAny: the fixture is the server's answer
    renderBuilder({ ...detail, readOnly: false, steps: [detail.steps[0], sent] } as any);
    const remove = screen.getByRole('button', { name: 'Step 2 was already sent and cannot be removed' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('step-2-sends-at').textContent).toContain('Sent to 4');
    expect((screen.getByRole('button', { name: 'Remove step 1' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('schedulePreview', () => {
  it('chains the steps and respects the window', () => {
    const at = schedulePreview(
      [
        { delaySeconds: 0, delayType: 'WEEKDAYS' },
        { delaySeconds: 86_400, delayType: 'DAYS' },
      ],
      'UTC',
      { days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
      new Date('2026-11-27T17:30:00Z'), // Friday 17:30
    );
    expect(at[0]?.toISOString()).toBe('2026-11-27T17:30:00.000Z');
    // Saturday 17:30 is outside the window: Monday 08:00.
    expect(at[1]?.toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });
});
