import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from './contact-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it('shows SPEC heading and a labelled form whose Send does nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactPage />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Free free to reach out to us');
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello!');

    // Listen on the document: React's own listener sits on the root, below it.
    const submitted = vi.fn();
    const onSubmit = (event: Event) => submitted(event.defaultPrevented);
    document.addEventListener('submit', onSubmit);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    document.removeEventListener('submit', onSubmit);

    expect(screen.getByRole('form', { name: 'Contact us' })).toBeTruthy();
    expect(submitted).toHaveBeenCalledWith(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello!');
  });
});
