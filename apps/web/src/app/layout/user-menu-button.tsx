import type { ComponentProps } from 'react';

export interface UserMenuProps {
  signedIn: boolean;
  displayName: string | null;
  email: string | null;
  /** SPEC's 'Welcome' and the name, shown whole at the top of the menu (the bar may cut it). */
  welcome: string;
  /** Whether the menu is open: held by the avatar, which may be pressed before the menu's code arrives. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The avatar had the focus while the menu's code loaded: it keeps it. */
  autoFocus?: boolean;
}

/** The avatar button that opens the menu (also shown, alike, while the menu's code loads). */
export function AccountButton({
  signedIn,
  displayName,
  ...props
}: { signedIn: boolean; displayName: string | null } & ComponentProps<'button'>) {
  const initial = signedIn && displayName ? displayName.trim().charAt(0).toUpperCase() : '';
  return (
    <button
      type="button"
      aria-label="Account menu"
      className="grid size-11 shrink-0 place-items-center rounded-full bg-sky-200 text-lg font-extrabold text-sky-900 ring-2 ring-white shadow-sm hover:bg-sky-300"
      {...props}
    >
      {initial || <PersonIcon />}
    </button>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6" fill="currentColor">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c0-4.4 3.6-7 8-7s8 2.6 8 7z" />
    </svg>
  );
}
