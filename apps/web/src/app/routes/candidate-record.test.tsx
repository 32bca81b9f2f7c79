import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CANDIDATE_PERMISSION_KEYS,
  type CandidatePermissions,
  type CandidateRecord,
} from '@talentbase/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profileResponse } from '../../features/sourcing/test/fixtures';
import { apiStub, type StubAnswer, type StubRoutes } from '../../test/api-stub';
import { currentUser, subject } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { theme } from '../theme';
import { CandidateRecordPage } from './candidate-record';
import { SharedProfilePage } from './shared-profile';

const user = currentUser({
  subject: subject({ plan: 'growth', roles: ['growth_recruiter'], solutions: ['sourcing'] }),
});
const RECORD = 'GET /api/v1/candidates/101/record';
const ACTIVITIES = 'GET /api/v1/candidates/101/activities';
const SHARES = 'GET /api/v1/candidates/101/shares';

const allowed = (value: boolean): CandidatePermissions =>
  Object.fromEntries(CANDIDATE_PERMISSION_KEYS.map((k) => [k, value])) as CandidatePermissions;

function record(overrides: Partial<CandidateRecord> = {}): CandidateRecord {
  const base = profileResponse();
  return {
    candidateId: 101,
    source: 'hiretual',
    isTeamProfile: false,
    profile: {
      ...base.profile,
      basic: {
        ...base.profile.basic,
        fullname: 'Grace Brewster Murray Hopper of the United States Navy Reserve',
      },
    },
    editedParts: ['basicInfo'],
    contacts: base.contacts,
    editableContacts: null,
    tags: ['Compilers', 'COBOL'],
    notes: [
      {
        noteId: '7',
        body: 'Strong fit for the platform team',
        visibility: 2,
        projectId: '5',
        projectName: 'Platform',
        author: { userId: 'u1', name: 'Gray Recruiter' },
        mentions: [],
        isMine: true,
        createdAt: '2026-01-02T10:00:00.000Z',
        updatedAt: '2026-01-02T10:00:00.000Z',
      },
    ],
    files: [
      {
        fileId: '9',
        fileName: 'grace-hopper-resume.pdf',
        contentType: 'application/pdf',
        sizeBytes: 120_000,
        kind: 'resume',
        uploadedBy: { userId: 'u1', name: 'Gray Recruiter' },
        createdAt: '2026-01-02T10:00:00.000Z',
      },
    ],
    gdpr: { review: false, reviewedBy: null, reviewedAt: null },
    projects: [
      {
        projectId: '5',
        projectName: 'Platform',
        projectStatus: 0,
        categoryName: 'Sourcing',
        stageName: 'Contacted',
        addedAt: '2026-01-01T00:00:00.000Z',
      },
    ],
    projectRole: 3,
    permissions: allowed(true),
    ...overrides,
  };
}

const activities = {
  data: [
    {
      activityId: '2',
      action: 'tagged',
      detail: { tags: ['COBOL'] },
      actor: { userId: 'u1', name: 'Gray Recruiter' },
      projectId: null,
      projectName: null,
      createdAt: '2026-01-03T00:00:00.000Z',
    },
    {
      activityId: '1',
      action: 'ats_synced',
      detail: {},
      actor: null,
      projectId: null,
      projectName: null,
      createdAt: '2026-01-02T00:00:00.000Z',
    },
  ],
  nextCursor: null,
};

function renderAt(path: string, routes: StubRoutes) {
  const { fetchStub, calls } = apiStub({
    'GET /api/auth/me': [200, { user }],
    [ACTIVITIES]: [200, activities],
    'GET /api/v1/candidates/tags': [200, { data: [] }],
    'GET /api/v1/candidates/mentionable-members': [200, { data: [] }],
    ...routes,
  });
  const fetchMock = vi.fn(fetchStub);
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <Routes>
        <Route path="/v5/talent-pool/candidate/:candidateId" element={<CandidateRecordPage />} />
        <Route path="/shared/:token" element={<SharedProfilePage />} />
      </Routes>
    </MantineProvider>,
    { path },
  );
  return { calls, fetchMock };
}

const bodyOf = (fetchMock: ReturnType<typeof vi.fn>, key: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) =>
      `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url).split('?')[0]}` === key,
  );
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
};

describe('Candidate record page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
    // Toasts live in a store shared by the tests: an error toast left over would hold back the next.
    notifications.clean();
    notifications.cleanQueue();
  });

  it('shows the profile, the team’s work on it and the actions the role allows', async () => {
    const { calls } = renderAt('/v5/talent-pool/candidate/101?projectId=5', {
      [RECORD]: [200, { data: record() }],
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.getAttribute('title')).toBe(
      'Grace Brewster Murray Hopper of the United States Navy Reserve',
    );
    expect(screen.getByText('Edited by your team')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit basic info' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit experience' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'GDPR review' })).toBeTruthy();
    // The product's own terms come with plain words, one button each.
    await userEvent.click(screen.getByRole('button', { name: 'What “Open web” means' }));
    expect(await screen.findByText(/Found by Talentbase in public sources/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'What “GDPR review” means' })).toBeTruthy();
    expect(screen.getByText('Compilers')).toBeTruthy();
    expect(screen.getAllByLabelText('Add a tag').find((el) => el.tagName === 'INPUT')).toBeTruthy();
    expect(screen.getByText('Strong fit for the platform team')).toBeTruthy();
    expect(screen.getByText('grace-hopper-resume.pdf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeTruthy();
    expect(within(screen.getByTestId('candidate-project')).getByText('Sourcing · Contacted')).toBeTruthy();
    // Contacts must be revealed before they can be edited.
    expect(screen.getByText('Reveal the contacts to edit them.')).toBeTruthy();
    // The activity log labels known actions and shows others by name.
    expect(await screen.findByText('Tagged COBOL')).toBeTruthy();
    expect(screen.getByText('Ats synced')).toBeTruthy();
    expect(calls).toContain(RECORD);
  });

  it('keeps a note being written while the record and its log reload after another change', async () => {
    let tags = ['Compilers', 'COBOL'];
    const { fetchMock } = renderAt('/v5/talent-pool/candidate/101?projectId=5', {
      [RECORD]: () => [200, { data: record({ tags }) }],
      'POST /api/v1/pipelines/addTags': () => {
        tags = [...tags, 'Rust'];
        return [200, { tags: ['Rust'], added: 1 }];
      },
    });
    const note = await screen.findByRole('textbox', { name: 'Note' });
    const addNote = screen.getByRole('button', { name: 'Add note' });
    await userEvent.type(note, 'Call on Tuesday');

    // From here the record and its log answer only when the test lets them, so the page is seen
    // in the middle of its reload and not only after it.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const reloads: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
        if (key === RECORD || key === ACTIVITIES) {
          reloads.push(key);
          await held;
        }
        return fetchMock(input, init);
      }),
    );
    const tag = screen.getAllByLabelText('Add a tag').find((el) => el.tagName === 'INPUT');
    await userEvent.type(tag as HTMLElement, 'Rust{Enter}');
    await waitFor(() => expect(reloads).toEqual(expect.arrayContaining([RECORD, ACTIVITIES])));
    const unchanged = () => {
      // The same field, not a fresh one, with the text still in it.
      expect(screen.getByRole('textbox', { name: 'Note' })).toBe(note);
      expect(screen.getByRole('button', { name: 'Add note' })).toBe(addNote);
      expect((note as HTMLTextAreaElement).value).toBe('Call on Tuesday');
    };
    unchanged();
    answer();
    expect(await screen.findByRole('button', { name: 'Remove tag Rust' })).toBeTruthy();
    unchanged();
  });

  it('hides every change a collaborator cannot make', async () => {
    const viewOnly = { ...allowed(false), viewContact: true, viewActivityLogs: true };
    renderAt('/v5/talent-pool/candidate/101?projectId=5', {
      [RECORD]: [200, { data: record({ permissions: viewOnly, notes: [], projectRole: 0 }) }],
    });
    await screen.findByRole('heading', { level: 1 });
    for (const name of [
      'Edit basic info',
      'Edit links',
      'Edit experience',
      'Edit education',
      'Share',
      'Choose files',
      'Add note',
    ])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'GDPR review' })).toBeNull();
    expect(screen.queryAllByLabelText('Add a tag')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Delete grace-hopper/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Download grace-hopper/ })).toBeTruthy();
    expect(screen.getByText('No notes you can read yet.')).toBeTruthy();
  });

  it('says when a candidate is not available, and offers a retry when loading failed', async () => {
    renderAt('/v5/talent-pool/candidate/101', {
      [RECORD]: [404, { code: 'NOT_FOUND', message: 'Candidate not found', details: null }],
    });
    expect(await screen.findByText('Candidate not available')).toBeTruthy();
  });

  it('saves basic info and shows a server message under its field', async () => {
    let attempts = 0;
    const { fetchMock } = renderAt('/v5/talent-pool/candidate/101?projectId=5', {
      [RECORD]: [200, { data: record() }],
      'POST /api/v1/candidatesV2/updateCandidateInfo': () => {
        attempts += 1;
        return attempts === 1
          ? [
              400,
              {
                code: 'VALIDATION_FAILED',
                message: 'The request body is invalid',
                details: {
                  fields: { 'value.current_title': 'Current title must be at most 200 characters' },
                },
              },
            ]
          : [
              200,
              {
                data: record({
                  profile: {
                    ...record().profile,
                    basic: { ...record().profile.basic, fullname: 'Grace Hopper' },
                  },
                }),
              },
            ];
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit basic info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit basic info' });
    const name = within(dialog).getByRole('textbox', { name: /Full name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Grace Hopper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Current title must be at most 200 characters')).toBeTruthy();
    const sent = bodyOf(fetchMock, 'POST /api/v1/candidatesV2/updateCandidateInfo');
    expect(sent).toMatchObject({
      candidateId: 101,
      projectId: '5',
      part: 'basicInfo',
      value: { fullname: 'Grace Hopper' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit basic info' })).toBeNull());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Grace Hopper');
  });

  it('edits a list part: adds and removes entries, shows errors under the entry, saves the rest', async () => {
    const { fetchMock } = renderAt('/v5/talent-pool/candidate/101', {
      [RECORD]: [200, { data: record() }],
      'POST /api/v1/candidatesV2/updateCandidateInfo': [200, { data: record() }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit education' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit education' });
    const existing = within(dialog).getAllByRole('textbox', { name: /School/ }).length;
    expect(existing).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add school' }));
    const schools = within(dialog).getAllByRole('textbox', { name: /School/ });
    expect(schools).toHaveLength(existing + 1);
    await userEvent.type(schools[existing] as HTMLElement, 'Yale University');
    const starts = within(dialog).getAllByRole('textbox', { name: 'Start year' });
    const ends = within(dialog).getAllByRole('textbox', { name: 'End year' });
    await userEvent.type(starts[existing] as HTMLElement, '1934');
    await userEvent.type(ends[existing] as HTMLElement, '1930');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Checked before sending: the message sits under the new entry's end year.
    expect(await within(dialog).findByText('The end year is before the start year')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST /api/v1/candidatesV2/updateCandidateInfo')).toBeUndefined();
    await userEvent.clear(ends[existing] as HTMLElement);
    await userEvent.type(ends[existing] as HTMLElement, '1934');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove school 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit education' })).toBeNull());
    const sent = bodyOf(fetchMock, 'POST /api/v1/candidatesV2/updateCandidateInfo');
    expect(sent.part).toBe('education');
    expect(sent.value).toHaveLength(existing);
    expect(sent.value.at(-1)).toEqual({
      school: 'Yale University',
      degree: null,
      major: null,
      startyear: 1934,
      endyear: 1934,
    });
  });

  it('edits revealed emails: a new address, checked before saving, made the primary one', async () => {
    const editable = {
      emails: [{ address: 'grace.hopper@navy.example', type: 'work' as const, primary: true }],
      phones: [],
    };
    const { fetchMock } = renderAt('/v5/talent-pool/candidate/101', {
      [RECORD]: [200, { data: record({ editableContacts: editable }) }],
      'POST /api/v1/candidatesV2/updateCandidateInfo': [
        200,
        { data: record({ editableContacts: editable }) },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit emails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit emails' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add email' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email 2' }), 'hopper');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Make email 2 primary' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST /api/v1/candidatesV2/updateCandidateInfo')).toBeUndefined();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email 2' }), '@home.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit emails' })).toBeNull());
    expect(bodyOf(fetchMock, 'POST /api/v1/candidatesV2/updateCandidateInfo')).toMatchObject({
      part: 'emails',
      value: [
        { address: 'grace.hopper@navy.example', type: 'work', primary: false },
        { address: 'hopper@home.example', type: 'work', primary: true },
      ],
    });
  });

  it('refuses a file type before uploading it', async () => {
    const { calls } = renderAt('/v5/talent-pool/candidate/101', { [RECORD]: [200, { data: record() }] });
    await screen.findByRole('heading', { level: 1 });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('"setup.exe" is not a PDF, DOC, DOCX or TXT file.')).toBeTruthy();
    expect(calls).not.toContain('POST /api/v1/candidateFiles/uploadCandidateFiles');
  });

  it('creates a share link to copy', async () => {
    const { fetchMock } = renderAt('/v5/talent-pool/candidate/101', {
      [RECORD]: [200, { data: record() }],
      [SHARES]: [200, { data: [] }],
      'POST /api/v1/candidatesV2/send-sharing-profile': [
        200,
        {
          shareId: '7',
          sharePath: '/shared/abc123',
          expiresAt: '2026-02-01T00:00:00.000Z',
          candidateCount: 1,
          includes: [],
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share profile' });
    await userEvent.type(
      within(dialog)
        .getAllByLabelText(/Recipients/)
        .find((el) => el.tagName === 'INPUT') as HTMLElement,
      'lead@client.example{Enter}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = (await within(dialog).findByRole('textbox', { name: 'Share link' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/shared/abc123`);
    expect(bodyOf(fetchMock, 'POST /api/v1/candidatesV2/send-sharing-profile')).toEqual({
      candidateIds: [101],
      recipients: ['lead@client.example'],
      expiresInDays: 30,
      include: [],
    });
  });

  it('shares for the days picked, with the sensitive sections ticked only', async () => {
    const { fetchMock } = renderAt('/v5/talent-pool/candidate/101', {
      [RECORD]: [200, { data: record() }],
      [SHARES]: [200, { data: [] }],
      'POST /api/v1/candidatesV2/send-sharing-profile': [
        200,
        {
          shareId: '8',
          sharePath: '/shared/def456',
          expiresAt: '2026-02-08T00:00:00.000Z',
          candidateCount: 1,
          includes: ['compensation'],
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share profile' });
    // Nothing sensitive is ticked to start with.
    for (const label of ['Salary estimate', 'Visa sponsorship', 'Work authorisation', 'Security clearance'])
      expect((within(dialog).getByRole('checkbox', { name: label }) as HTMLInputElement).checked).toBe(false);
    expect(await within(dialog).findByTestId('no-share-links')).toBeTruthy();
    await userEvent.type(
      within(dialog)
        .getAllByLabelText(/Recipients/)
        .find((el) => el.tagName === 'INPUT') as HTMLElement,
      'lead@client.example{Enter}',
    );
    const daysInput = within(dialog).getByRole('textbox', { name: 'Link works for' });
    await userEvent.clear(daysInput);
    await userEvent.type(daysInput, '120');
    expect(within(dialog).getByText('Choose 1 to 90 days')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Create link' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.clear(daysInput);
    await userEvent.type(daysInput, '7');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Salary estimate' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Share link' })).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST /api/v1/candidatesV2/send-sharing-profile')).toEqual({
      candidateIds: [101],
      recipients: ['lead@client.example'],
      expiresInDays: 7,
      include: ['compensation'],
    });
  });

  it('lists the active links with who shared and when, and revokes one after a confirmation', async () => {
    let revoked = false;
    const link = (shareId: string, name: string, candidateCount = 1) => ({
      shareId,
      sharedBy: { userId: 'u1', name },
      createdAt: '2026-01-02T10:00:00.000Z',
      expiresAt: '2026-02-01T10:00:00.000Z',
      recipients: ['lead@client.example'],
      candidateCount,
      includes: shareId === '1' ? ['visa'] : [],
    });
    const { fetchMock, calls } = renderAt('/v5/talent-pool/candidate/101', {
      [RECORD]: [200, { data: record() }],
      [SHARES]: () => [
        200,
        {
          data: revoked
            ? [link('2', 'Gray Recruiter')]
            : [link('1', 'Dana Demo', 3), link('2', 'Gray Recruiter')],
        },
      ],
      'POST /api/v1/candidatesV2/revoke-sharing-profile': () => {
        revoked = true;
        return [200, { shareId: '1', revokedAt: '2026-01-03T00:00:00.000Z' }];
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share profile' });
    const region = await within(dialog).findByRole('region', { name: 'Active links' });
    const rows = await within(region).findAllByTestId('share-link');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText(/Shared by Dana Demo on/)).toBeTruthy();
    expect(within(first).getByText(/Expires .* covers 3 profiles/)).toBeTruthy();
    expect(within(first).getByText('Shows visa sponsorship')).toBeTruthy();

    await userEvent.click(within(first).getByRole('button', { name: /Revoke the link shared by Dana Demo/ }));
    expect(within(first).getByText(/It stops working at once for all 3 profiles it shows/)).toBeTruthy();
    // Changing one's mind sends nothing.
    await userEvent.click(within(first).getByRole('button', { name: 'Keep the link' }));
    expect(calls).not.toContain('POST /api/v1/candidatesV2/revoke-sharing-profile');
    await userEvent.click(within(first).getByRole('button', { name: /Revoke the link shared by Dana Demo/ }));
    await userEvent.click(within(first).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(within(region).getAllByTestId('share-link')).toHaveLength(1));
    expect(await screen.findByText('Link revoked')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST /api/v1/candidatesV2/revoke-sharing-profile')).toEqual({
      candidateId: 101,
      shareId: '1',
    });
  });
});

describe('Candidate record feedback', { timeout: 20_000 }, () => {
  const failure = (message: string): StubAnswer => [409, { code: 'CONFLICT', message, details: null }];

  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
    notifications.clean();
    notifications.cleanQueue();
  });

  it('says in a toast that a tag was added and that the GDPR review flag changed', async () => {
    renderAt('/v5/talent-pool/candidate/101', {
      [RECORD]: [200, { data: record() }],
      'POST /api/v1/pipelines/addTags': [200, { tags: ['Rust'], added: 1 }],
      'PUT /api/v1/candidates/gdpr-candidate-review': [200, { updated: 1 }],
    });
    const input = (await screen.findAllByLabelText('Add a tag')).find((el) => el.tagName === 'INPUT');
    await userEvent.type(input as HTMLElement, 'Rust{Enter}');
    expect(await screen.findByText('Tag “Rust” added.')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'GDPR review' }));
    expect(await screen.findByText('Flagged for GDPR review.')).toBeTruthy();
  });

  it('says in a toast why a tag was not removed', async () => {
    renderAt('/v5/talent-pool/candidate/101', {
      [RECORD]: [200, { data: record() }],
      'POST /api/v1/pipelines/removeTag': failure('The tag changed meanwhile.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove tag COBOL' }));
    expect(await screen.findByText('The tag was not removed')).toBeTruthy();
    expect(screen.getByText('The tag changed meanwhile.')).toBeTruthy();
  });

  it('says in a toast why a note was not deleted, keeping the dialog to try again', async () => {
    renderAt('/v5/talent-pool/candidate/101', {
      [RECORD]: [200, { data: record() }],
      'POST /api/v1/pipelines/deleteNote': failure('Only the author can delete a note.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Note actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('The note was not deleted')).toBeTruthy();
    expect(screen.getByText('Only the author can delete a note.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Delete this note?' })).toBeTruthy();
  });

  it('says in a toast why the GDPR review flag did not change', async () => {
    renderAt('/v5/talent-pool/candidate/101', {
      [RECORD]: [200, { data: record() }],
      'PUT /api/v1/candidates/gdpr-candidate-review': failure('The candidate was erased.'),
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'GDPR review' }));
    expect(await screen.findByText('The GDPR review flag was not changed')).toBeTruthy();
    expect(screen.getByText('The candidate was erased.')).toBeTruthy();
  });
});

describe('Shared profile page', { timeout: 20_000 }, () => {
  it('shows the shared profiles and the message', async () => {
    renderAt('/shared/abcdefghijklmnopqrstuvwxyz', {
      'GET /api/v1/shared-profiles/abcdefghijklmnopqrstuvwxyz': [
        200,
        {
          data: {
            profiles: [{ candidateId: 101, profile: profileResponse().profile }],
            message: 'Have a look',
            sharedBy: 'Gray Recruiter',
            teamName: 'Northwind',
            expiresAt: '2026-02-01T00:00:00.000Z',
          },
        },
      ],
    });
    expect(await screen.findByText('A candidate shared with you')).toBeTruthy();
    expect(screen.getByTestId('share-message').textContent).toBe('Have a look');
    expect(screen.getAllByTestId('shared-profile')).toHaveLength(1);
  });

  it('explains an unknown link', async () => {
    renderAt('/shared/unknown-token-000000000000', {
      'GET /api/v1/shared-profiles/unknown-token-000000000000': [
        404,
        { code: 'NOT_FOUND', message: 'This share link does not exist.', details: null },
      ],
    });
    expect(await screen.findByText('Link not available')).toBeTruthy();
  });

  it('says plainly that an expired or revoked link no longer works, and shows no profile', async () => {
    renderAt('/shared/expired-token-000000000000', {
      'GET /api/v1/shared-profiles/expired-token-000000000000': [
        410,
        { code: 'GONE', message: 'This link has expired or was revoked.', details: null },
      ],
    });
    expect((await screen.findByTestId('share-gone')).textContent).toContain(
      'This link has expired or was revoked',
    );
    expect(screen.queryByTestId('shared-profile')).toBeNull();
  });
});
