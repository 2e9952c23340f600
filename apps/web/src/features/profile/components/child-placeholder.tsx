/** SPEC §9: the picture shown for a child who has none; a friendly face drawn inline, no request. */
export function ChildPlaceholder({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 96 96" role="img" aria-label="No picture yet" className={className}>
      <rect width="96" height="96" rx="24" fill="#fde68a" />
      <circle cx="48" cy="52" r="26" fill="#fed7aa" />
      <path d="M22 44c2-18 14-26 26-26s24 8 26 26c-8-8-18-10-26-10s-18 2-26 10z" fill="#92400e" />
      <circle cx="39" cy="52" r="3.5" fill="#3b2314" />
      <circle cx="57" cy="52" r="3.5" fill="#3b2314" />
      <circle cx="33" cy="61" r="4" fill="#fda4af" opacity="0.7" />
      <circle cx="63" cy="61" r="4" fill="#fda4af" opacity="0.7" />
      <path d="M40 64c4 5 12 5 16 0" stroke="#3b2314" strokeWidth="3" strokeLinecap="round" fill="none" />
    </svg>
  );
}
