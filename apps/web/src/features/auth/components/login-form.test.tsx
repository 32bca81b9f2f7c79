import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponses, renderWithProviders } from '../../../test/render';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: clean the CSRF cookie a test set
    document.cookie = 'tb_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('focuses the email field first', () => {
    renderWithProviders(<LoginForm />, { path: '/login' });
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
  });

  it('shows client-side field errors without calling the API', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<LoginForm />, { path: '/login' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email{Enter}');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the server field message under its input', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
    const { fetchStub, calls } = jsonResponses([
      400,
      {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid',
        details: { fields: { email: 'This address cannot be used to log in' } },
      },
    ]);
    vi.stubGlobal('fetch', vi.fn(fetchStub));
    renderWithProviders(<LoginForm />, { path: '/login' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret{Enter}');

    const message = await screen.findByText('This address cannot be used to log in');
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(calls[0]?.url).toBe('/api/auth/login');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      email: 'ada@example.com',
      password: 'secret',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a form-level alert for wrong credentials and clears the password', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie in real use
    document.cookie = 'tb_csrf=t; path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        jsonResponses([
          401,
          { code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect', details: null },
        ]).fetchStub,
      ),
    );
    renderWithProviders(<LoginForm />, { path: '/login' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Email or password is incorrect');
    await waitFor(() => expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe(''));
  });
});
