import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, json, requestsTo } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { SEND_FAILED_MESSAGE } from './contact-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const THANKS = "Thanks, we'll get back to you";

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; message?: string }) {
  for (const [label, value] of [
    ['Name', values.name],
    ['Email', values.email],
    ['Message', values.message],
  ] as const) {
    if (value === undefined) continue;
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

describe('ContactPage', () => {
  it('sends the message and thanks the sender', async () => {
    const fetchMock = fakeApi({ 'POST /api/contact': () => json(201, { message: THANKS }) });
    const user = userEvent.setup();
    renderApp('/Contact');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Free free to reach out to us');

    await fill(user, { name: 'Ada', email: 'ada@example.com', message: 'Hello! More dragons please.' });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect((await screen.findByRole('status')).textContent).toContain(THANKS);
    expect(requestsTo(fetchMock, 'POST /api/contact')).toEqual([
      { name: 'Ada', email: 'ada@example.com', message: 'Hello! More dragons please.' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
  });

  it('fills in the signed-in parent’s name and email', () => {
    window.localStorage.setItem('idToken', 't');
    window.localStorage.setItem('displayName', 'Ann Parent');
    window.localStorage.setItem('email', 'ann@example.org');
    fakeApi({});
    renderApp('/Contact');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ann Parent');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.org');
  });

  it('says what is missing and sends nothing', async () => {
    const fetchMock = fakeApi({});
    const user = userEvent.setup();
    renderApp('/Contact');
    await fill(user, { email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual(['Please tell us your name', 'Please enter a valid email address', 'Please write a message']);
    expect(requestsTo(fetchMock, 'POST /api/contact')).toEqual([]);
  });

  it('shows the server’s limit message, and a plain one for other failures, keeping what was typed', async () => {
    const limit = 'You have sent 3 messages from this email address in the last hour. Please wait a little before writing again.';
    let answer = apiError(429, limit);
    fakeApi({ 'POST /api/contact': () => answer });
    const user = userEvent.setup();
    renderApp('/Contact');
    await fill(user, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limit);

    answer = apiError(500, 'Something went wrong on our side.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(SEND_FAILED_MESSAGE)).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });
});
