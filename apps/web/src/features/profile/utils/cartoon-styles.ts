import { CARTOON_STYLES } from '@storybook/contract';

const names = new Map<string, string>(CARTOON_STYLES.map((style) => [style.id, style.name]));

/**
 * A cartoon style's display name from its id (`cartoonImageId`): the contract's name, else (a style
 * of another provider) the id spelled out, 'comic-book' -> 'Comic Book'.
 */
export function cartoonStyleName(styleId: string): string {
  return (
    names.get(styleId) ??
    styleId
      .split(/[-_\s]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
