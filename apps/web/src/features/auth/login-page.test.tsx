import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { toastShown } from '../../testing/toasts';

const identity = { displayName: 'Ada Lovelace', email: 'ada@example.org', idToken: 'popup.id.token' };
const user = {
  _id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  dateOfBirth: null,
  preferredName: null,
  location: null,
  picture: null,
  isAdmin: false,
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server: which provider is active, and how POST /api/login answers. */
function stubServer({ provider = { kind: 'local' } as unknown, loginStatus = 201 } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/auth/provider')) return json(200, provider);
    if (url.startsWith('/api/user/children')) return json(200, { children: [] });
    if (url.startsWith('/api/login')) {
      return loginStatus < 300
        ? json(loginStatus, { token: 'session-token', user })
        : json(loginStatus, { error: { code: 'internal_error', message: 'x' } });
    }
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A stand-in for the popup window the login page opens. */
function stubPopup() {
  const popup = { closed: false, focus: vi.fn() } as unknown as Window & { closed: boolean };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  return { popup, open };
}

function postFromPopup(source: unknown, data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('login page (SPEC §2 Login)', () => {
  it('goes straight to / when an identity token is stored', async () => {
    stubServer();
    window.localStorage.setItem('idToken', 'stored');
    const { router } = renderApp('/Login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows one 'Sign in' button for built-in accounts, and names the OpenID Connect provider otherwise", async () => {
    stubServer();
    const local = renderApp('/Login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login');
    local.unmount();

    stubServer({ provider: { kind: 'oidc', name: 'Google' } });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
  });

  it('opens the built-in popup page, or the OpenID Connect start, in a popup', async () => {
    const events = userEvent.setup();
    stubServer({ provider: { kind: 'oidc', name: 'Google' } });
    const { open } = stubPopup();
    renderApp('/Login');
    await events.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(open).toHaveBeenCalledWith('/api/auth/oidc/start', 'storybook-sign-in', expect.stringContaining('popup'));
  });

  it("stores the popup's identity, trades it for a session (bearer), toasts success and ends at / after a 201", async () => {
    const events = userEvent.setup();
    const fetchMock = stubServer({ loginStatus: 201 });
    const { popup, open } = stubPopup();
    const { router } = renderApp('/Login');
    await events.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(open).toHaveBeenCalledWith('/auth/popup', 'storybook-sign-in', expect.any(String));

    postFromPopup(popup, { type: 'storybook:identity', identity });

    expect(await screen.findByText('Signed In Successfully')).toBeTruthy();
    // SPEC §9: login toasts close after 1000 ms, top-center, dark theme.
    expect(toastShown('Signed In Successfully')).toEqual({ position: 'top-center', theme: 'dark', closesAfterMs: 1000 });
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/login')!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer popup.id.token');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Ada Lovelace', email: 'ada@example.org', idToken: 'popup.id.token' });
    expect(window.localStorage.getItem('idToken')).toBe('session-token');
    expect(window.localStorage.getItem('displayName')).toBe('Ada Lovelace');
    expect(window.localStorage.getItem('email')).toBe('ada@example.org');
    // 201 goes to /login, which moves on to / because a token is stored.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to / directly after a 200', async () => {
    const events = userEvent.setup();
    stubServer({ loginStatus: 200 });
    const { popup } = stubPopup();
    const { router } = renderApp('/Login');
    await events.click(await screen.findByRole('button', { name: 'Sign in' }));
    postFromPopup(popup, { type: 'storybook:identity', identity });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it.each([200, 201])('signing in from Create lands back on /create after a %i', async (status) => {
    const events = userEvent.setup();
    stubServer({ loginStatus: status });
    const { popup } = stubPopup();
    const { router } = renderApp('/');
    await events.click(screen.getByRole('button', { name: 'Create' }));
    expect(router.state.location.pathname).toBe('/login');
    await events.click(await screen.findByRole('button', { name: 'Sign in' }));
    postFromPopup(popup, { type: 'storybook:identity', identity });
    await waitFor(() => expect(router.state.location.pathname).toBe('/create'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a Story' })).toBeTruthy();
  });

  it('ignores messages from another origin or another window', async () => {
    const events = userEvent.setup();
    const fetchMock = stubServer();
    const { popup } = stubPopup();
    renderApp('/Login');
    await events.click(await screen.findByRole('button', { name: 'Sign in' }));

    postFromPopup(popup, { type: 'storybook:identity', identity }, 'https://evil.example.com');
    postFromPopup({}, { type: 'storybook:identity', identity });
    postFromPopup(popup, { type: 'storybook:identity', identity: { email: 'no token' } });

    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/login')).toBe(false);
    expect(window.localStorage.getItem('idToken')).toBeNull();

    // Messages are handled as they arrive: the popup's own identity, sent last, is the one used.
    postFromPopup(popup, { type: 'storybook:identity', identity });
    await waitFor(() => expect(window.localStorage.getItem('idToken')).toBe('session-token'));
    const logins = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/login');
    expect(logins).toHaveLength(1);
    expect(JSON.parse(String(logins[0]![1]?.body))).toMatchObject({ email: 'ada@example.org', idToken: 'popup.id.token' });
  });

  it("toasts 'Error sending user data to backend' when POST /api/login fails, and keeps nothing stored", async () => {
    const events = userEvent.setup();
    stubServer({ loginStatus: 500 });
    const { popup } = stubPopup();
    const { router } = renderApp('/Login');
    await events.click(await screen.findByRole('button', { name: 'Sign in' }));
    postFromPopup(popup, { type: 'storybook:identity', identity });

    expect(await screen.findByText('Error sending user data to backend')).toBeTruthy();
    expect(window.localStorage.getItem('idToken')).toBeNull();
    expect(window.localStorage.getItem('email')).toBeNull();
    expect(router.state.location.pathname).toBe('/Login');
  });

  it("toasts 'Sign In Unsuccessful' when the popup is blocked", async () => {
    const events = userEvent.setup();
    stubServer();
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/Login');
    await events.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Sign In Unsuccessful')).toBeTruthy();
    expect(toastShown('Sign In Unsuccessful')).toEqual({ position: 'top-center', theme: 'dark', closesAfterMs: 1000 });
  });

  it("toasts 'Sign In Unsuccessful' when the popup is closed without signing in, or reports a failure", async () => {
    const events = userEvent.setup();
    stubServer();
    const { popup } = stubPopup();
    renderApp('/Login');
    await events.click(await screen.findByRole('button', { name: 'Sign in' }));
    popup.closed = true;
    expect(await screen.findByText('Sign In Unsuccessful')).toBeTruthy();

    // Again, with the popup reporting a failure instead.
    const second = stubPopup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false));
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    postFromPopup(second.popup, { type: 'storybook:sign-in-failed', message: 'Sign-in was cancelled.' });
    await waitFor(() => expect(screen.getAllByText('Sign In Unsuccessful')).toHaveLength(2));
    expect(window.localStorage.length).toBe(0);
  });
});
