/**
 * Where the app's beta can be joined (SPEC §2's app-store beta link), set by the operator as
 * VITE_APP_BETA_URL when building (`npm start` builds). Without an https address the link is
 * left out rather than pointing at a placeholder.
 */
export function appBetaUrl(configured: string | undefined): string | null {
  if (!configured) return null;
  try {
    return new URL(configured).protocol === 'https:' ? configured : null;
  } catch {
    return null;
  }
}

/** The share links of SPEC §2: a messaging app, a microblog, and the app-store beta when there is one. */
export function shareLinks(title: string, pageUrl: string, betaUrl: string | null) {
  const text = `${title} – an illustrated story on Storybook`;
  return [
    { name: 'Share on WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${pageUrl}`)}`, icon: <ChatIcon /> },
    {
      name: 'Share on X',
      href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(pageUrl)}`,
      icon: <PostIcon />,
    },
    ...(betaUrl ? [{ name: 'Get the app (beta)', href: betaUrl, icon: <PhoneIcon /> }] : []),
  ];
}

/**
 * SPEC §2 floating share sidebar: a column at the left edge where the page leaves room for it, a
 * small row at the bottom right on narrower screens.
 */
export function ShareSidebar({ title }: { title: string }) {
  const links = shareLinks(title, window.location.href, appBetaUrl(import.meta.env.VITE_APP_BETA_URL));
  return (
    <aside
      aria-label="Share this story"
      className="fixed right-3 bottom-3 z-20 flex gap-1 rounded-full bg-white/95 p-1 shadow-lg ring-1 ring-amber-200 xl:top-1/2 xl:right-auto xl:bottom-auto xl:left-4 xl:-translate-y-1/2 xl:flex-col xl:gap-2 xl:p-1.5 print:hidden"
    >
      {links.map((link) => (
        <a
          key={link.name}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.name}
          title={link.name}
          className="grid size-11 place-items-center rounded-full text-coral-800 transition hover:bg-coral-50"
        >
          {link.icon}
        </a>
      ))}
    </aside>
  );
}

const iconProps = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  className: 'size-6',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function ChatIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19z" />
      <path d="M9 10c0 2.5 2.5 5 5 5l1.2-1.2 2 .8v.5" />
    </svg>
  );
}

function PostIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 4l16 16M20 4L4 20" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg {...iconProps}>
      <rect x="7" y="2.5" width="10" height="19" rx="2.5" />
      <path d="M11 18.5h2" />
    </svg>
  );
}
