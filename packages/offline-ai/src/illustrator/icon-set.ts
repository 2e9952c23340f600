import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Microsoft's Fluent Emoji (flat), MIT, as packaged by Iconify: one SVG body per emoji on a 32-unit
 * grid. The 9 MB file is parsed once per process, on first use, and kept.
 */
interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}
interface IconifyJson {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string; hFlip?: boolean }>;
  width?: number;
  height?: number;
}

export interface IconData {
  body: string;
  width: number;
  height: number;
  /** The artwork is drawn mirrored (Iconify aliases such as "pointing right"). */
  hFlip: boolean;
}

const require = createRequire(import.meta.url);
let iconSet: IconifyJson | undefined;
let chars: Record<string, string> | undefined;
let categories: Map<string, string> | undefined;

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function set(): IconifyJson {
  iconSet ??= readJson<IconifyJson>(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'));
  return iconSet;
}

export function iconData(name: string): IconData | undefined {
  const all = set();
  const alias = all.aliases?.[name];
  const icon = all.icons[alias?.parent ?? name];
  if (!icon) return undefined;
  return {
    body: icon.body,
    width: icon.width ?? all.width ?? 32,
    height: icon.height ?? all.height ?? 32,
    hFlip: alias?.hFlip ?? false,
  };
}

export function hasIcon(name: string): boolean {
  const all = set();
  return name in all.icons || name in (all.aliases ?? {});
}

/** The icon drawn for an emoji character, through the package's code point table. */
export function iconForEmoji(emoji: string): string | undefined {
  chars ??= readJson<Record<string, string>>(require.resolve('@iconify-json/fluent-emoji-flat/chars.json'));
  const points = [...emoji].map((c) => c.codePointAt(0)!.toString(16));
  return chars[points.join('-')] ?? chars[points.filter((p) => p !== 'fe0f').join('-')];
}

/** Unicode's group of an icon: 'Animals & Nature', 'Food & Drink', 'People & Body', … */
export function iconCategory(name: string): string | undefined {
  if (!categories) {
    const meta = readJson<{ categories: Record<string, string[]> }>(
      require.resolve('@iconify-json/fluent-emoji-flat/metadata.json'),
    );
    categories = new Map();
    for (const [category, names] of Object.entries(meta.categories)) for (const n of names) categories.set(n, category);
  }
  return categories.get(name);
}
