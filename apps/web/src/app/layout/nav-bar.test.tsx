import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAccountMenu } from '../../testing/account-menu';
import { renderApp } from '../../testing/render-app';
import { toastShown } from '../../testing/toasts';

function signIn(displayName?: string) {
  window.localStorage.setItem('idToken', 'token-abc');
  window.localStorage.setItem('email', 'parent@example.com');
  if (displayName !== undefined) window.localStorage.setItem('displayName', displayName);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('navigation bar, signed out', () => {
  it('shows the logo linking home and a Login link to /Login instead of the welcome', () => {
    renderApp('/Contact');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Storybook' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/Login');
    expect(within(nav).queryByText(/^Welcome/)).toBeNull();
  });

  it('Create toasts "Please login to create stories" and lands on /login', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');

    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Please login to create stories')).toBeTruthy();
    // SPEC §9: toasts close after 5000 ms by default.
    expect(toastShown('Please login to create stories').closesAfterMs).toBe(5000);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
  });

  it('My Stories goes to /my-stories', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'My Stories' }));
    expect(router.state.location.pathname).toBe('/my-stories');
    expect(screen.getByRole('heading', { level: 1, name: 'My Stories' })).toBeTruthy();
  });

  it('the dropdown ends with Login to /Login', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const menu = await openAccountMenu(user);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Liked Stories', 'Contact Us', 'Login']);
    expect(items[3]?.getAttribute('href')).toBe('/Login');
  });
});

describe('navigation bar, signed in', () => {
  it('welcomes the stored display name and hides the Login link', () => {
    signIn('Ada Lovelace');
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('Welcome Ada Lovelace')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('welcomes a Guest when no display name is stored', () => {
    signIn();
    renderApp('/');
    expect(screen.getByText('Welcome Guest')).toBeTruthy();
  });

  it('Create goes to /create without a toast', async () => {
    signIn('Ada');
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(router.state.location.pathname).toBe('/create');
    expect(screen.getByRole('heading', { level: 1, name: 'Create a Story' })).toBeTruthy();
    expect(screen.queryByText('Please login to create stories')).toBeNull();
  });

  it.each([
    ['Profile', '/Profile', 'Profile'],
    ['Liked Stories', '/LikedStories', 'Liked Stories'],
    ['Contact Us', '/Contact', 'Free free to reach out to us'],
  ])('the dropdown item %s goes to %s', async (label, path, heading) => {
    signIn('Ada');
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const menu = await openAccountMenu(user);

    const item = within(menu).getByRole('menuitem', { name: label });
    expect(item.getAttribute('href')).toBe(path);
    await user.click(item);

    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Logout clears all local storage, tells the server and lands on /login', async () => {
    signIn('Ada');
    window.localStorage.setItem('story_reading_start_time', '123');
    window.localStorage.setItem('something-else', 'x');
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = renderApp('/Profile');

    const menu = await openAccountMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Liked Stories', 'Contact Us', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    expect(window.localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByText(/^Welcome/)).toBeNull();

    // The profile page loads its own data too; find the logout call among them.
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/api/auth/logout') ?? [];
    expect(url).toBe('/api/auth/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-abc');
  });

  it('Logout still signs out when the server call fails', async () => {
    signIn('Ada');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":{"code":"not_found","message":"Not Found"}}', { status: 404 })),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(window.localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/login');
  });
});
