import { cartoonStyleName } from '@storybook/contract';

/** A child's cartoon avatars, each captioned with its style's name. */
export function CartoonImages({ childName, urls, styleIds }: { childName: string; urls: string[]; styleIds: string[] }) {
  return (
    <ul aria-label={`Cartoon avatars of ${childName}`} className="grid grid-cols-3 gap-3">
      {urls.map((url, index) => {
        const style = cartoonStyleName(styleIds[index] ?? '');
        return (
          <li key={url}>
            <figure className="text-center">
              <img
                src={url}
                alt={`${childName} in ${style} style`}
                loading="lazy"
                className="aspect-square w-full rounded-2xl bg-amber-50 object-cover ring-1 ring-amber-200"
              />
              <figcaption className="mt-1 text-sm font-semibold text-ink-soft">{style}</figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
