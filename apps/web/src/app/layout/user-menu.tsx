import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/logout';
import { getUserQueryOptions } from '../../features/profile/api/get-user';
import { AccountButton, type UserMenuProps } from './user-menu-button';

const itemClass =
  'block cursor-pointer rounded-xl px-3 py-2 font-semibold text-ink outline-none data-highlighted:bg-amber-100 data-highlighted:text-coral-800';

/**
 * The avatar and its dropdown (SPEC §2): Profile, Liked Stories, Contact Us, then Logout or Login.
 * Admins also find the Admin Dashboard; who is one comes from the user record (SPEC §6), read when
 * the menu first opens (not on every page, and never mid sign-in while the stored token is still
 * the identity step's).
 */
export function UserMenu({ signedIn, displayName, email, welcome, open, onOpenChange, autoFocus }: UserMenuProps) {
  const navigate = useNavigate();
  // Read while open; the answer stays in the cache after it closes.
  const user = useQuery({ ...getUserQueryOptions(email ?? ''), enabled: open && signedIn && Boolean(email) });
  const isAdmin = signedIn && user.data?.isAdmin === true;

  function handleLogout() {
    logout();
    navigate('/login');
  }

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <AccountButton signedIn={signedIn} displayName={displayName} autoFocus={autoFocus} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 max-w-[min(20rem,calc(100vw-1.5rem))] min-w-48 rounded-2xl border-2 border-amber-200 bg-white p-1.5 shadow-lg"
        >
          {signedIn && (
            <>
              <DropdownMenu.Label className="px-3 py-2 font-bold break-words text-ink">{welcome}</DropdownMenu.Label>
              <DropdownMenu.Separator className="my-1 h-0.5 rounded bg-amber-100" />
            </>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/Profile">Profile</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/LikedStories">Liked Stories</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/Contact">Contact Us</Link>
          </DropdownMenu.Item>
          {isAdmin ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">Admin Dashboard</Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-0.5 rounded bg-amber-100" />
          {signedIn ? (
            <DropdownMenu.Item onSelect={handleLogout} className={itemClass}>
              Logout
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/Login">Login</Link>
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
