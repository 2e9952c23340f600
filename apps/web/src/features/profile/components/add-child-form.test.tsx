import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithClient } from '../../../testing/render-routes';
import { EMAIL } from '../testing/render-profile';
import { addChildMessages } from '../utils/add-child-schema';
import { AddChildForm } from './add-child-form';

afterEach(() => vi.unstubAllGlobals());

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'tom.jpg', { type: 'image/jpeg' });

function renderForm() {
  const fetchMock = fakeApi({});
  renderWithClient(<AddChildForm email={EMAIL} onAdded={vi.fn()} onCancel={vi.fn()} />);
  const form = screen.getByRole('form', { name: 'Add a child' });
  return { fetchMock, form, field: (label: string) => within(form).getByLabelText(label) as HTMLInputElement };
}

const setDate = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('AddChildForm (SPEC §5)', () => {
  it('shows the three required messages on an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock, form } = renderForm();
    await user.click(within(form).getByRole('button', { name: 'Add Child' }));

    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Date of Birth is required')).toBeTruthy();
    expect(within(form).getByText('Profile Picture is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears each message as its field is filled', async () => {
    const user = userEvent.setup();
    const { form, field } = renderForm();
    await user.click(within(form).getByRole('button', { name: 'Add Child' }));
    await within(form).findByText('Name is required');

    await user.type(field('Name'), 'Tom');
    expect(within(form).queryByText('Name is required')).toBeNull();
    expect(within(form).getByText('Date of Birth is required')).toBeTruthy();

    setDate(field('Date of Birth'), '2019-04-02');
    await vi.waitFor(() => expect(within(form).queryByText('Date of Birth is required')).toBeNull());

    await user.upload(field('Profile Picture'), photo());
    await vi.waitFor(() => expect(within(form).queryByText('Profile Picture is required')).toBeNull());
    expect(within(form).getByAltText('Preview of the profile picture')).toBeTruthy();
  });

  it('shows the picture message when the picture is removed', async () => {
    const user = userEvent.setup();
    const { form, field } = renderForm();
    await user.upload(field('Profile Picture'), photo());
    expect(within(form).queryByText('Profile Picture is required')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Remove picture' }));
    expect(await within(form).findByText('Profile Picture is required')).toBeTruthy();
    expect(within(form).queryByAltText('Preview of the profile picture')).toBeNull();
  });

  it('accepts image files only', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { form, field } = renderForm();
    expect(field('Profile Picture').accept).toBe('image/*');
    await user.upload(field('Profile Picture'), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText(addChildMessages.pictureNotImage)).toBeTruthy();
  });

  it('shows the age read-only, in whole years from the date of birth', () => {
    vi.useFakeTimers({ now: new Date(2024, 5, 15, 12), toFake: ['Date'] });
    try {
      const { field } = renderForm();
      expect(field('Age').readOnly).toBe(true);
      setDate(field('Date of Birth'), '2019-06-16');
      expect(field('Age').value).toBe('4');
      setDate(field('Date of Birth'), '2019-06-15');
      expect(field('Age').value).toBe('5');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a date of birth in the future', async () => {
    const user = userEvent.setup();
    const { form, field } = renderForm();
    setDate(field('Date of Birth'), '2999-01-01');
    await user.click(within(form).getByRole('button', { name: 'Add Child' }));
    expect(await within(form).findByText(addChildMessages.dateOfBirthInvalid)).toBeTruthy();
  });
});
