import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubProjectApi } from '../../projects/test/project-api';
import { TemplateEditor } from './template-editor';

const PREVIEW = 'POST /api/tb-v2/v1/engage/templates/preview';
const CANDIDATES = 'GET /api/tb-v2/v1/engage/templates/preview-candidates';
const CREATE = 'POST /api/tb-v2/v1/engage/templates';

const candidates = {
  data: [{ profileId: '7', fullName: 'Morgan Ownteam', projectId: '3', projectName: 'Backend hiring' }],
};

const theirs = {
  id: '40',
  name: 'Alex intro',
  subject: 'Hi {{firstName}}',
  body: '<p>Hello</p>',
  shared: true,
  owner: { userId: 'u9', name: 'Alex Admin' },
  mine: false,
  thumbnailUrl: null,
  createdAt: '',
  updatedAt: '',
};

function renderEditor(template: typeof theirs | null = null) {
  const api = stubProjectApi({
    [CANDIDATES]: [200, candidates],
    [PREVIEW]: (req) => {
      const body = req.body as { subject: string; body: string };
      return [
        200,
        {
          subject: body.subject.replace('{{firstName}}', 'Morgan'),
          html: body.body.replace('{{firstName}}', 'Morgan'),
          text: '',
          problems: [],
          candidate: { profileId: '7', fullName: 'Morgan Ownteam' },
        },
      ];
    },
    [CREATE]: (req) => [
      200,
      {
        id: '12',
        mine: true,
        shared: true,
        owner: null,
        thumbnailUrl: null,
        createdAt: '',
        updatedAt: '',
        ...(req.body as object),
      },
    ],
    'POST /api/tb-v2/v1/campaigns/template/12/thumbnail': [200, { url: '/x.png' }],
  });
  const onSaved = vi.fn();
  renderWithProviders(<TemplateEditor template={template} onSaved={onSaved} />);
  return { api, onSaved };
}

describe('template editor', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
  });

  it('shows an unknown variable with its suggestion as you type, and does not save it', async () => {
    const u = userEvent.setup();
    const { api } = renderEditor();
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Intro');
    await u.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    await u.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi {{{{firstname}}');
    expect(await screen.findByText(/Unknown variable \{\{firstname\}\}.*\{\{firstName\}\}/)).toBeTruthy();
    expect(screen.getByText('Fix the problems in the template to see the preview.')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Fix the highlighted problems before saving.')).toBeTruthy();
    expect(api.to(CREATE)).toHaveLength(0);
  });

  it('renders the live preview with a real candidate and saves', async () => {
    const u = userEvent.setup();
    const { api, onSaved } = renderEditor();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await u.type(screen.getByRole('textbox', { name: 'Name' }), 'Intro');
    await u.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hi ');
    // The picker inserts at the caret of the last field used.
    await u.click(screen.getByRole('button', { name: 'Insert variable' }));
    await u.click(await screen.findByRole('menuitem', { name: /Candidate first name/, hidden: true }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(
        'Hi {{firstName}}',
      ),
    );
    await u.type(screen.getByRole('textbox', { name: 'Message' }), 'Welcome aboard');
    expect(await screen.findByText('Hi Morgan', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('As sent to Morgan Ownteam')).toBeTruthy();
    expect(screen.getByRole('document', { name: 'Email preview' }).textContent).toBe('Welcome aboard');
    await u.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.to(CREATE)[0]?.body).toEqual({
      name: 'Intro',
      subject: 'Hi {{firstName}}',
      body: 'Welcome aboard',
      shared: true,
    });
    // happy-dom has no canvas: the thumbnail fails, is logged with the spec's message and skipped.
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error generating template thumbnail', expect.any(Error)),
    );
    logged.mockRestore();
  });

  it('shows a subject line break as a problem', async () => {
    const u = userEvent.setup();
    renderEditor();
    const subject = screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
    await u.click(subject);
    // An input drops typed line breaks; a paste keeps them, as it would from another tool.
    await u.paste('Hello\nBcc: x@y.com');
    if (subject.value.includes('\n')) expect(await screen.findByText(/line break/)).toBeTruthy();
    else expect(subject.value).toBe('HelloBcc: x@y.com');
  });

  it("shows another author's template read-only and duplicates it as a new one", async () => {
    const u = userEvent.setup();
    const { api } = renderEditor(theirs);
    expect(screen.getByText(/belongs to Alex Admin/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Save template|Create template/ })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Duplicate to edit' }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Copy of Alex intro',
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await u.click(screen.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(api.to(CREATE)).toHaveLength(1));
    expect(api.to(CREATE)[0]?.body).toMatchObject({
      name: 'Copy of Alex intro',
      subject: 'Hi {{firstName}}',
    });
  });
});
