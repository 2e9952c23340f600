import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Opens the account menu as a reader does. The menu's own trigger replaces the stand-in button
 * once the page settles (app/layout/account-menu.tsx); waiting for it keeps the press from landing
 * mid-swap. Answers the open menu.
 */
export async function openAccountMenu(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' }).dataset.state).toBe('closed'));
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}
