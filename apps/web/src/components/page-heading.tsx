interface PageHeadingProps {
  children: string;
  /** The browser tab's title; defaults to the heading. */
  title?: string;
}

/** A page's one <h1>, and its document title (React 19 hoists <title> into <head>). */
export function PageHeading({ children, title = children }: PageHeadingProps) {
  return (
    <>
      <title>{`${title} · Storybook`}</title>
      <h1 className="font-display text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{children}</h1>
    </>
  );
}
