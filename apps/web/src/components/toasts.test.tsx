import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../app/theme';
import { notifySuccess } from '../lib/notify';
import { Toasts } from './toasts';

describe('Toasts', () => {
  afterEach(() => act(() => notifications.clean()));

  it('shows a toast asked for before its container has loaded', async () => {
    render(
      <MantineProvider theme={theme}>
        <Toasts />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      notifySuccess('Ada Lovelace moved to Contacted.');
    });
    expect(await screen.findByText('Ada Lovelace moved to Contacted.')).toBeTruthy();
  });
});
