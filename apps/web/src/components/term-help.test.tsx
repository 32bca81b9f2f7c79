import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../lib/glossary';
import { renderWithProviders } from '../test/render';
import { TermHelp } from './term-help';

describe('TermHelp', () => {
  it('explains a term from the keyboard, and closes with Escape', async () => {
    const u = userEvent.setup();
    renderWithProviders(<TermHelp term="titleFamily" />);
    await u.tab();
    const button = screen.getByRole('button', { name: 'What “Title family” means' });
    expect(document.activeElement).toBe(button);
    expect(screen.queryByText(GLOSSARY.titleFamily.text)).toBeNull();
    await u.keyboard('{Enter}');
    expect(await screen.findByText(GLOSSARY.titleFamily.text)).toBeTruthy();
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(GLOSSARY.titleFamily.text)).toBeNull());
  });

  it('has plain words for each term the screens name', () => {
    expect(Object.values(GLOSSARY).map((e) => e.term)).toEqual([
      'Open web',
      'Contract credits',
      'Title family',
      'Focus',
      'GDPR review',
    ]);
    for (const entry of Object.values(GLOSSARY)) expect(entry.text.length).toBeGreaterThan(40);
  });
});
