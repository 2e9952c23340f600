import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { setStored } from '../../lib/storage';

const identity = { displayName: 'Ann Parent', email: 'ann@example.org', idToken: 'popup.id.token' };
const user = {
  _id: 'u1',
  name: 'Ann Parent',
  email: 'ann@example.org',
  dateOfBirth: null,
  preferredName: null,
  location: null,
  picture: null,
  isAdmin: false,
};
const story = { title: 'The Snail', tag: '#Snail', content: ['One.', 'Two.', 'Three.', 'Four.', 'Five.', 'Six.'] };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('when the session ends mid-creation', () => {
  it('signs out, asks to sign in again, and comes back to the same screen with the idea and choices intact', async () => {
    setStored('idToken', 'expired-session');
    setStored('email', 'ann@example.org');
    setStored('displayName', 'Ann Parent');
    let sessionAlive = false;
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/auth/provider': () => json(200, { kind: 'local' }),
      'GET /api/user/children': () => json(200, { children: [] }),
      'POST /api/user/generateStory': () => (sessionAlive ? json(200, story) : apiError(401, 'Please sign in first.')),
      'POST /api/login': () => {
        sessionAlive = true;
        return json(200, { token: 'new-session', user });
      },
    });
    const popup = { closed: false, focus: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const { router } = renderApp('/create');
    const events = userEvent.setup();

    await events.type(await screen.findByLabelText('Ideas for the story:'), 'A snail who wants to see the sea');
    await events.click(screen.getByRole('radio', { name: 'Generate visuals with text' }));
    await events.type(screen.getByLabelText('Describe the visuals:'), 'soft watercolours');
    await events.click(screen.getByRole('button', { name: 'Generate Story' }));

    // The session is over: signed out at once, asked to sign in again, no coffee alert.
    expect(await screen.findByRole('alertdialog', { name: 'Your session has ended, please sign in again' })).toBeTruthy();
    expect(window.localStorage.getItem('idToken')).toBeNull();
    expect(screen.queryByText(/^Welcome/)).toBeNull();
    expect(alert).not.toHaveBeenCalled();

    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'storybook:identity', identity },
          origin: window.location.origin,
          source: popup,
        }),
      );
    });

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/create');
    expect(window.localStorage.getItem('idToken')).toBe('new-session');
    expect(((await screen.findByLabelText('Ideas for the story:')) as HTMLTextAreaElement).value).toBe(
      'A snail who wants to see the sea',
    );
    expect((screen.getByLabelText('Describe the visuals:') as HTMLTextAreaElement).value).toBe('soft watercolours');

    await events.click(screen.getByRole('button', { name: 'Generate Story' }));
    expect(await screen.findByRole('button', { name: 'The Snail' })).toBeTruthy();
  });
});
