import { lazy, Suspense, useState } from 'react';
import { useAfterMainPicture } from '../../lib/main-picture';
import { AccountButton, type UserMenuProps } from './user-menu-button';

// The dropdown's code (a menu library with its positioning) stays out of the first load of every
// page: it is fetched once the page's main picture is shown, or at once when the reader reaches
// for the avatar.
const loadUserMenu = () => import('./user-menu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

/** The avatar and its menu (SPEC §2). */
export function AccountMenu(props: Omit<UserMenuProps, 'open' | 'onOpenChange' | 'autoFocus'>) {
  const [asked, setAsked] = useState(false);
  const wanted = useAfterMainPicture() || asked;
  // Held here, not in the menu: a press on the stand-in button opens the menu that replaces it, even
  // when the swap happens between the press and the click (the dropdown opens on pointer-down).
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);

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
        setAsked(true);
        setOpen(true);
      }}
      // Keyboard presses arrive as clicks.
      onClick={() => {
        setAsked(true);
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
