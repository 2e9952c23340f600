import { lazy, Suspense, useEffect, useState } from 'react';
import { AccountButton, type UserMenuProps } from './user-menu-button';

// The dropdown's code (a menu library with its positioning) stays out of the first load of every
// page: it is fetched once the page is idle, or at once when the reader reaches for the avatar.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

/** The avatar and its menu (SPEC §2). */
export function AccountMenu(props: Omit<UserMenuProps, 'open' | 'onOpenChange' | 'autoFocus'>) {
  const [wanted, setWanted] = useState(false);
  // Held here, not in the menu: a press on the stand-in button opens the menu that replaces it, even
  // when the swap happens between the press and the click (the dropdown opens on pointer-down).
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const want = () => setWanted(true);

  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(want, 2000);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(want, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, []);

  const button = (
    <AccountButton
      signedIn={props.signedIn}
      displayName={props.displayName}
      // Fetched as the reader reaches for it; shown (in its place) once asked for or idle.
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => {
        setFocused(true);
        void loadUserMenu();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault(); // as the dropdown's own trigger does: focus moves into the menu
        setWanted(true);
        setOpen(true);
      }}
      // Keyboard presses arrive as clicks.
      onClick={() => {
        setWanted(true);
        setOpen(true);
      }}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenu {...props} open={open} onOpenChange={setOpen} autoFocus={focused} />
    </Suspense>
  );
}
