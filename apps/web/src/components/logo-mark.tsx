/** The open-book mark of the logo and favicon; decorative, the text beside it names the link. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#f97316" />
      <path d="M12 18c7-3 14-3 20 2v30c-6-5-13-5-20-2z" fill="#fff8ec" />
      <path d="M52 18c-7-3-14-3-20 2v30c6-5 13-5 20-2z" fill="#fde68a" />
      <path d="M32 20v30" stroke="#9a3412" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M47 8l1.6 3.4 3.4 1.6-3.4 1.6L47 18l-1.6-3.4-3.4-1.6 3.4-1.6z" fill="#fff8ec" />
    </svg>
  );
}
