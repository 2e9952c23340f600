import { MAX_REFERENCE_IMAGES } from '@storybook/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../testing/fake-api';
import { renderCreate, signInStored } from './testing/render-create';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

beforeEach(() => {
  signInStored();
  fakeApi({ 'GET /api/user/children': () => json(200, { children: [] }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('CreateOptionsPage (SPEC §2)', () => {
  it("'Turn an idea into a Story' goes straight to the form", async () => {
    const { router } = renderCreate('/create-options');
    await userEvent.setup().click(screen.getByRole('button', { name: /Turn an idea into a Story/ }));
    expect(router.state.location.pathname).toBe('/create');
    expect(screen.getByLabelText('Ideas for the story:')).toBeTruthy();
  });

  it('the reference-image step takes images only, previews and removes them, then hands them to the form', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { router } = renderCreate('/create-options');
    await user.click(screen.getByRole('button', { name: /Reference image for a Story e\.g\. textbook page/ }));
    expect(screen.getByRole('heading', { name: 'Reference image for a Story e.g. textbook page' })).toBeTruthy();
    const input = screen.getByLabelText('Choose images') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);

    await user.upload(input, [png('page-1.png'), new File(['hello'], 'notes.txt', { type: 'text/plain' }), png('page-2.png')]);
    expect(await screen.findByText('notes.txt is not a JPEG, PNG or WebP image.')).toBeTruthy();
    const chosen = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(chosen).getAllByRole('img')).toHaveLength(2);
    expect(within(chosen).getAllByRole('img')[0]?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(within(chosen).getAllByRole('img')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/create');
    expect((await screen.findByRole('img', { name: 'Reference image 1' })).getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    await user.click(screen.getByRole('button', { name: 'Remove reference image 1' }));
    expect(screen.queryByRole('img', { name: 'Reference image 1' })).toBeNull();
  });

  it(`takes at most ${MAX_REFERENCE_IMAGES} images`, async () => {
    const user = userEvent.setup();
    renderCreate('/create-options?step=images');
    const files = Array.from({ length: MAX_REFERENCE_IMAGES + 2 }, (_, index) => png(`page-${index}.png`));
    await user.upload(screen.getByLabelText('Choose images'), files);
    expect(await screen.findByText(`You can add up to ${MAX_REFERENCE_IMAGES} images.`)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('img')).toHaveLength(MAX_REFERENCE_IMAGES);
    expect((screen.getByLabelText('Choose images') as HTMLInputElement).disabled).toBe(true);
  });
});
