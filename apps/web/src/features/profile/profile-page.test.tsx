import type { Child } from '@storybook/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildEntry } from '../../lib/get-children';
import { ADD_CHILD_FAILED_MESSAGE } from './api/report-add-child-failure';
import { UPLOAD_PRESET } from './api/upload-picture';
import { apiError, fakeApi, json, requestsTo } from '../../testing/fake-api';
import { EMAIL, renderProfilePage, signInStored } from './testing/render-profile';

const user = {
  _id: 'u1',
  name: 'Ann Parent',
  email: EMAIL,
  dateOfBirth: null,
  preferredName: null,
  location: null,
  picture: null,
  isAdmin: false,
};
const tom: Child = {
  _id: 'c1',
  name: 'Tom',
  dateOfBirth: '2019-04-02',
  profilePicture: '/media/ab/tom.webp',
  cartoonImage: [],
  cartoonImageId: [],
};
const avatars = {
  cartoonImages: ['/media/01/a.webp', '/media/02/b.webp', '/media/03/c.webp'],
  cartoonImageId: ['comic', 'watercolour', 'pop-art'],
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The server of a successful add, with the cartoonify answer held until `release`. */
function addChildServer(cartoonify: () => Response | Promise<Response> = () => json(200, avatars)) {
  return fakeApi({
    'GET /api/user/user': () => json(200, { user }),
    'GET /api/user/children': () => json(200, { children: [] }),
    'POST /api/upload': () => json(200, { secure_url: tom.profilePicture }),
    'POST /api/user/children': () => json(200, { child: tom }),
    'POST /api/user/cartoonify': cartoonify,
    'DELETE /api/user/children': () => json(200, { ok: true }),
  });
}

async function fillAndSubmit() {
  const events = userEvent.setup();
  const form = screen.getByRole('form', { name: 'Add a child' });
  await events.type(within(form).getByLabelText('Name'), 'Tom');
  fireEvent.change(within(form).getByLabelText('Date of Birth'), { target: { value: '2019-04-02' } });
  await events.upload(
    within(form).getByLabelText('Profile Picture'),
    new File([new Uint8Array([1, 2, 3])], 'tom.jpg', { type: 'image/jpeg' }),
  );
  await events.click(within(form).getByRole('button', { name: 'Add Child' }));
}

beforeEach(() => signInStored());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProfilePage add child (SPEC §4)', () => {
  it('shows the child at once as being cartoonified, then with its three avatars', async () => {
    const held = deferred<Response>();
    const fetchMock = addChildServer(() => held.promise);
    const { queryClient } = renderProfilePage({ openChildForm: false });
    await screen.findByText('No children added yet.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add a child' }));
    await fillAndSubmit();

    let card = await screen.findByRole('article', { name: 'Tom' });
    expect(within(card).getByText('Creating cartoon avatars...')).toBeTruthy();
    const [temporary] = queryClient.getQueryData<ChildEntry[]>(['children', EMAIL]) ?? [];
    expect(temporary?._id).toMatch(/^temp-/);
    expect(temporary?.isCartoonifying).toBe(true);

    held.resolve(json(200, avatars));
    await screen.findByText('Comic');
    // The server's child replaced the temporary one (a new id, so a new card).
    card = screen.getByRole('article', { name: 'Tom' });
    expect(within(card).getByText('Watercolour')).toBeTruthy();
    expect(within(card).getByText('Pop Art')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('img', { name: /in .* style$/ })
        .map((img) => img.getAttribute('src')),
    ).toEqual(avatars.cartoonImages);
    expect(within(card).queryByText('Creating cartoon avatars...')).toBeNull();
    expect(queryClient.getQueryData<ChildEntry[]>(['children', EMAIL])?.map((child) => child._id)).toEqual(['c1']);

    const upload = requestsTo(fetchMock, 'POST /api/upload')[0] as FormData;
    expect(upload.get('upload_preset')).toBe(UPLOAD_PRESET);
    expect((upload.get('file') as File).name).toBe('tom.jpg');
    expect(requestsTo(fetchMock, 'POST /api/user/children')).toEqual([
      { email: EMAIL, name: 'Tom', dateOfBirth: '2019-04-02', profilePicture: tom.profilePicture },
    ]);
    expect(requestsTo(fetchMock, 'POST /api/user/cartoonify')).toEqual([{ email: EMAIL, childId: 'c1' }]);
    expect(screen.queryByRole('form', { name: 'Add a child' })).toBeNull();
  });

  it("removes the temporary child, deletes the half-made one and toasts the server's message", async () => {
    const fetchMock = addChildServer(() => apiError(502, 'We could not make the cartoon avatars right now. Please try again.'));
    renderProfilePage({ openChildForm: true, returnTo: '/create' });
    await screen.findByText('No children added yet.');
    await fillAndSubmit();

    expect(await screen.findByText('We could not make the cartoon avatars right now. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Tom' })).toBeNull();
    expect(requestsTo(fetchMock, 'DELETE /api/user/children')).toEqual([{ email: EMAIL, _id: 'c1' }]);
    // What was entered stays, so trying again is one click.
    const form = screen.getByRole('form', { name: 'Add a child' });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Tom');
  });

  it('alerts when the failure has no message from the server', async () => {
    // happy-dom has no window.alert; the browser's is what the app calls.
    const alert = vi.fn();
    Object.defineProperty(window, 'alert', { value: alert, configurable: true, writable: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input).includes('/api/upload')) throw new TypeError('Failed to fetch');
        return String(input).includes('children') ? json(200, { children: [] }) : json(200, { user });
      }),
    );
    renderProfilePage({ openChildForm: true });
    await screen.findByText('No children added yet.');
    await fillAndSubmit();

    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(ADD_CHILD_FAILED_MESSAGE));
    expect(screen.queryByRole('article', { name: 'Tom' })).toBeNull();
  });

  it('returns to the story flow with the new child', async () => {
    addChildServer();
    const { router } = renderProfilePage({ scrollTo: 'cartoonify-intro', openChildForm: true, returnTo: '/create' });
    await screen.findByText('No children added yet.');
    await fillAndSubmit();

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/create'));
    expect(router.state.location.state).toEqual({
      newChild: { ...tom, cartoonImage: avatars.cartoonImages, cartoonImageId: avatars.cartoonImageId },
    });
  });
});

describe('ProfilePage children', () => {
  it('shows a placeholder picture for a child without one, and deletes a child after confirming', async () => {
    const events = userEvent.setup();
    const fetchMock = fakeApi({
      'GET /api/user/user': () => json(200, { user }),
      'GET /api/user/children': () => json(200, { children: [{ ...tom, profilePicture: null }] }),
      'DELETE /api/user/children': () => json(200, { ok: true }),
    });
    renderProfilePage();
    const card = await screen.findByRole('article', { name: 'Tom' });
    expect(within(card).getByRole('img', { name: 'No picture yet' })).toBeTruthy();

    await events.click(within(card).getByRole('button', { name: 'Delete Tom' }));
    await events.click(within(card).getByRole('button', { name: 'Yes, delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Tom' })).toBeNull());
    expect(requestsTo(fetchMock, 'DELETE /api/user/children')).toEqual([{ email: EMAIL, _id: 'c1' }]);
  });

  it('asks a signed-out visitor to sign in and calls nothing', () => {
    window.localStorage.clear();
    const fetchMock = fakeApi({});
    renderProfilePage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Profile');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/Login');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
