import type sharp from 'sharp';

let loading: Promise<typeof sharp> | undefined;

/**
 * sharp, loaded on first use: its native library takes a while to load, and a server answers its
 * first requests (health, pages, lists) without it.
 */
export function loadSharp(): Promise<typeof sharp> {
  return (loading ??= import('sharp').then((module) => module.default));
}
