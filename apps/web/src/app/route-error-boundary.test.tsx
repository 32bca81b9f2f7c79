import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('The page could not render');
}

function Routed() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/broken" element={<Broken />} />
      </Routes>
    </RouteErrorBoundary>
  );
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page for a page that throws, and the next page once the address changes', async () => {
    // React reports the caught error on the console; the test is about what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Routed />, { path: '/broken' });
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(document.title).toContain('Something went wrong');
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
