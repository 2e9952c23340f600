import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>All good</p>;
}

function Region() {
  const [, rerender] = useState(0);
  return (
    <>
      <button type="button" onClick={() => rerender((n) => n + 1)}>
        Elsewhere
      </button>
      <ErrorBoundary fallback={({ reset }) => <ErrorFallback onRetry={reset} />}>
        <Fragile />
      </ErrorBoundary>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the fallback in place of a crashed region, keeps the rest, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    const user = userEvent.setup();
    render(<Region />);

    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('All good')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
