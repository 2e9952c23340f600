import type { User } from '@storybook/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, requestsTo } from '../../../testing/fake-api';
import { renderWithClient } from '../../../testing/render-routes';
import { EMAIL, signInStored } from '../testing/render-profile';
import { ProfileDetails } from './profile-details';

const ann: User = {
  _id: 'u1',
  name: 'Ann Parent',
  email: EMAIL,
  dateOfBirth: '1990-05-17',
  preferredName: null,
  location: 'Leeds',
  picture: null,
  isAdmin: false,
};

function definition(term: string): string | null {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

beforeEach(() => {
  signInStored();
  vi.useFakeTimers({ now: new Date(2024, 5, 15, 12), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProfileDetails (SPEC §2 view, edit, save or cancel)', () => {
  it('shows name, email, date of birth as dd-mm-yyyy, location and age', async () => {
    fakeApi({ 'GET /api/user/user': () => json(200, { user: ann }) });
    renderWithClient(<ProfileDetails email={EMAIL} />);

    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(definition('Name')).toBe('Ann Parent');
    expect(definition('Email')).toBe(EMAIL);
    expect(definition('Date of Birth')).toBe('17-05-1990');
    expect(definition('Location')).toBe('Leeds');
    expect(definition('Age')).toBe('34');
  });

  it('edits date of birth and location with name and email read-only, and saves', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      'GET /api/user/user': () => json(200, { user: ann }),
      'POST /api/user/user/update': ({ body }) => {
        const { dateOfBirth, location } = body as { dateOfBirth: string; location: string };
        return json(200, { user: { ...ann, dateOfBirth, location }, children: [] });
      },
    });
    renderWithClient(<ProfileDetails email={EMAIL} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    const form = screen.getByRole('form', { name: 'Edit profile' });
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    expect(field('Name').readOnly).toBe(true);
    expect(field('Email').readOnly).toBe(true);
    expect(field('Age').readOnly).toBe(true);
    expect(field('Age').value).toBe('34');

    fireEvent.change(field('Date of Birth'), { target: { value: '1985-12-01' } });
    expect(field('Age').value).toBe('38');
    await user.clear(field('Location'));
    await user.type(field('Location'), 'York');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(definition('Date of Birth')).toBe('01-12-1985');
    expect(definition('Location')).toBe('York');
    expect(definition('Age')).toBe('38');
    expect(requestsTo(fetchMock, 'POST /api/user/user/update')).toEqual([
      { email: EMAIL, dateOfBirth: '1985-12-01', location: 'York' },
    ]);
  });

  it('cancel leaves the profile as it was and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({ 'GET /api/user/user': () => json(200, { user: ann }) });
    renderWithClient(<ProfileDetails email={EMAIL} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    const form = screen.getByRole('form', { name: 'Edit profile' });
    await user.clear(within(form).getByLabelText('Location'));
    await user.type(within(form).getByLabelText('Location'), 'Paris');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
    expect(definition('Location')).toBe('Leeds');
    expect(requestsTo(fetchMock, 'POST /api/user/user/update')).toEqual([]);
  });

  it('keeps the form open when saving fails (only logged, SPEC §8)', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/user/user': () => json(200, { user: ann }),
      'POST /api/user/user/update': () =>
        json(500, { error: { code: 'internal_error', message: 'Something went wrong on our side.' } }),
    });
    renderWithClient(<ProfileDetails email={EMAIL} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Profile update failed', expect.anything()));
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });
});
