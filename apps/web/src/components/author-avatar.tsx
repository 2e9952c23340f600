interface AuthorAvatarProps {
  name: string;
  src: string | null;
  className?: string;
}

/** An author's picture, or their initial on a coloured disc when they have none. Decorative: the name is beside it. */
export function AuthorAvatar({ name, src, className = 'size-8' }: AuthorAvatarProps) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={32}
        height={32}
        loading="lazy"
        decoding="async"
        className={`${className} shrink-0 rounded-full object-cover ring-2 ring-white`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} grid shrink-0 place-items-center rounded-full bg-sky-200 text-sm font-extrabold text-sky-900 ring-2 ring-white`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
