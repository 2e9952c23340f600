import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from './session';
import { clearStored, setStored } from './storage';

function SessionProbe() {
  const session = useSession();
  return <p>{session.signedIn ? `in as ${session.displayName ?? '-'}` : 'out'}</p>;
}

describe('useSession', () => {
  it('follows the set and clear helpers in this tab', () => {
    render(<SessionProbe />);
    expect(screen.getByText('out')).toBeTruthy();

    act(() => {
      setStored('displayName', 'Ada');
      setStored('idToken', 't');
    });
    expect(screen.getByText('in as Ada')).toBeTruthy();

    act(() => clearStored());
    expect(screen.getByText('out')).toBeTruthy();
  });

  it('follows storage events from other tabs', () => {
    render(<SessionProbe />);
    act(() => {
      window.localStorage.setItem('idToken', 'from-another-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'idToken' }));
    });
    expect(screen.getByText('in as -')).toBeTruthy();
  });
});
