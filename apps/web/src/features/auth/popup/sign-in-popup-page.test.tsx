import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';

const identity = { displayName: 'Ada Lovelace', email: 'ada@example.org', idToken: 'popup.id.token' };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let opener: { closed: boolean; postMessage: ReturnType<typeof vi.fn> };
let close: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  opener = { closed: false, postMessage: vi.fn() };
  vi.stubGlobal('opener', opener);
  close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the built-in accounts popup (/auth/popup)', () => {
  it('shows the sign-in form outside the main layout', () => {
    renderApp('/auth/popup');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to Storybook');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.queryByLabelText('Name')).toBeNull();
  });

  it('checks the fields before sending anything', async () => {
    const events = userEvent.setup();
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/auth/popup');
    await events.click(screen.getByRole('button', { name: 'Create an account' }));
    await events.type(screen.getByLabelText('Email'), 'not-an-email');
    await events.type(screen.getByLabelText(/^Password/), 'short');
    await events.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Name must not be blank')).toBeTruthy();
    expect(screen.getByText('Email must be an email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates an account, hands the identity to the opener on our origin only, and closes', async () => {
    const events = userEvent.setup();
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, identity));
    vi.stubGlobal('fetch', fetchMock);
    renderApp('/auth/popup');
    await events.click(screen.getByRole('button', { name: 'Create an account' }));
    await events.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await events.type(screen.getByLabelText('Email'), 'ada@example.org');
    await events.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await events.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(close).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/local/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      password: 'correct horse battery',
    });
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'storybook:identity', identity }, window.location.origin);
  });

  it("shows the server's generic message for a wrong email or password and stays open", async () => {
    const events = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json(401, { error: { code: 'unauthenticated', message: 'Wrong email or password.' } })),
    );
    renderApp('/auth/popup');
    await events.type(screen.getByLabelText('Email'), 'ada@example.org');
    await events.type(screen.getByLabelText('Password'), 'wrong password');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password.');
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});

describe('the OpenID Connect landing page (/auth/complete)', () => {
  it('hands the identity in the fragment to the opener, drops it from the address, and closes', async () => {
    const fragment = new URLSearchParams(identity).toString();
    const { router } = renderApp(`/auth/complete#${fragment}`);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'storybook:identity', identity }, window.location.origin);
    expect(router.state.location.hash).toBe('');
  });

  it('reports a failure to the opener and stays open to say why', async () => {
    renderApp('/auth/complete#error=Sign-in+was+cancelled.');
    expect((await screen.findByRole('alert')).textContent).toBe('Sign-in was cancelled.');
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'storybook:sign-in-failed', message: 'Sign-in was cancelled.' },
      window.location.origin,
    );
    expect(close).not.toHaveBeenCalled();
  });

  it('signs in right there when the popup lost its opener', async () => {
    vi.stubGlobal('opener', null);
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
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json(200, { token: 'session-token', user })),
    );
    const { router } = renderApp(`/auth/complete#${new URLSearchParams(identity).toString()}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('idToken')).toBe('session-token');
    expect(await screen.findByText('Signed In Successfully')).toBeTruthy();
  });
});
