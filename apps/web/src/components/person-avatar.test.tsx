import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { avatarColour } from '../lib/avatar-palette';
import { PersonAvatar } from './person-avatar';

function renderAvatar(ui: ReactElement) {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>).container;
}

describe('PersonAvatar', () => {
  it("shows the person's initials on their palette colour, hidden from screen readers", () => {
    const root = renderAvatar(<PersonAvatar name="Grace Brewster Hopper" size={48} />);
    const avatar = root.querySelector('[data-avatar-colour]') as HTMLElement;
    expect(avatar.textContent).toBe('GH');
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    expect(avatar.getAttribute('data-avatar-colour')).toBe(avatarColour('Grace Brewster Hopper').background);
  });

  it('takes its colour from colorKey when one is given', () => {
    const root = renderAvatar(<PersonAvatar name="Grace Hopper" colorKey="u-1" />);
    const avatar = root.querySelector('[data-avatar-colour]') as HTMLElement;
    expect(avatar.getAttribute('data-avatar-colour')).toBe(avatarColour('u-1').background);
  });

  it('shows the photo when there is one', () => {
    const root = renderAvatar(<PersonAvatar name="Grace Hopper" src="https://img.example/grace.png" />);
    const img = root.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('https://img.example/grace.png');
    expect(img.getAttribute('alt')).toBe('');
  });
});
