import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser } from '../../../test/fixtures';
import { jsonResponses, renderWithProviders } from '../../../test/render';
import { SignupForm } from './signup-form';

const NEUTRAL =
  'If this email can be used, your account is ready: log in with it. If it already has an account, we have emailed its owner.';

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Company name/), 'Analytical Engines');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Difference-Engine-1843{Enter}');
}

describe('SignupForm', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: clean the CSRF cookie a test set
    document.cookie = 'tb_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('signs up, then logs in with the same details', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
    const { fetchStub, calls } = jsonResponses(
      [202, { ok: true, message: NEUTRAL }],
      [200, { user: currentUser() }],
    );
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    renderWithProviders(<SignupForm loginHref="/login" />, { path: '/signup' });
    await fillAndSubmit();
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/auth/signup', '/api/auth/login']));
    expect(screen.queryByText('Check your inbox')).toBeNull();
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({
      email: 'ada@example.com',
      password: 'Difference-Engine-1843',
    });
  });

  it('says to check the inbox, not that the email is taken, when logging in after sign-up is refused', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
    const { fetchStub } = jsonResponses(
      [202, { ok: true, message: NEUTRAL }],
      [401, { code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect', details: null }],
    );
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    renderWithProviders(<SignupForm loginHref="/login" />, { path: '/signup' });
    await fillAndSubmit();
    const notice = await screen.findByText('Check your inbox');
    expect(notice).toBeTruthy();
    expect(screen.getByText(NEUTRAL, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in instead' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText(/already exists/)).toBeNull();
  });
});
