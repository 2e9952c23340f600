// Small inline pictures for the create screens: drawn here so they look the same on every system
// (emoji depend on the fonts a device has) and need no request.

interface IconProps {
  className?: string;
}

export function CameraIcon({ className = 'size-10' }: IconProps) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <rect x="5" y="13" width="38" height="27" rx="6" fill="#fb7c3c" />
      <path d="M16 13l3-5h10l3 5z" fill="#d9480c" />
      <circle cx="24" cy="26.5" r="8.5" fill="#fff8ec" />
      <circle cx="24" cy="26.5" r="5" fill="#7dd3fc" />
      <circle cx="36" cy="19" r="2" fill="#fde68a" />
    </svg>
  );
}

export function BulbIcon({ className = 'size-10' }: IconProps) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <path d="M24 5a13 13 0 0 0-8 23.3c1.6 1.3 2.5 3 2.5 4.7h11c0-1.7.9-3.4 2.5-4.7A13 13 0 0 0 24 5z" fill="#fcd34d" />
      <rect x="18" y="34" width="12" height="4" rx="2" fill="#b3380c" />
      <rect x="19.5" y="39" width="9" height="4" rx="2" fill="#d9480c" />
      <path d="M20 22l4 4 4-4" stroke="#d9480c" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function BookIcon({ className = 'size-12' }: IconProps) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <path d="M4 11c7-3 14-3 20 2v27c-6-5-13-5-20-2z" fill="#fde68a" stroke="#b3380c" strokeWidth="2.5" strokeLinejoin="round" />
      <path
        d="M44 11c-7-3-14-3-20 2v27c6-5 13-5 20-2z"
        fill="#ffe5d3"
        stroke="#b3380c"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M24 19v-9m0 0l-3.5 3.5M24 10l3.5 3.5"
        stroke="#d9480c"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

export function NewAvatarIcon({ className = 'size-20' }: IconProps) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <circle cx="28" cy="30" r="17" fill="#fed7aa" />
      <path d="M11 27c1-12 9-17 17-17s16 5 17 17c-5-5-11-7-17-7s-12 2-17 7z" fill="#92400e" />
      <circle cx="22" cy="31" r="2.5" fill="#3b2314" />
      <circle cx="34" cy="31" r="2.5" fill="#3b2314" />
      <path d="M23 38c3 3 7 3 10 0" stroke="#3b2314" strokeWidth="2.5" strokeLinecap="round" fill="none" />
      <circle cx="48" cy="46" r="11" fill="#d9480c" />
      <path d="M48 40v12M42 46h12" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
    </svg>
  );
}

export function PaletteIcon({ className = 'size-20' }: IconProps) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <path
        d="M32 6C17 6 6 17 6 30c0 12 10 19 19 17 5-1 4 5 8 8 3 2 7 1 11-1 9-5 14-14 14-24C58 16 46 6 32 6z"
        fill="#fff8ec"
        stroke="#b3380c"
        strokeWidth="2.5"
      />
      <circle cx="20" cy="24" r="5" fill="#fb7c3c" />
      <circle cx="33" cy="17" r="5" fill="#facc15" />
      <circle cx="45" cy="25" r="5" fill="#38bdf8" />
      <circle cx="44" cy="39" r="5" fill="#4ade80" />
      <circle cx="20" cy="37" r="4" fill="#c084fc" />
    </svg>
  );
}
