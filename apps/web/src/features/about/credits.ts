/**
 * Openly licensed work the app ships and shows to readers: the offline illustrator draws its
 * pictures with Fluent Emoji artwork (MIT), which asks for its copyright and licence to be kept
 * with every copy. One entry per piece, named as its authors name it.
 */
export interface Credit {
  name: string;
  /** What it does in the app, in a reader's words. */
  use: string;
  licence: string;
  /** The copyright line of the licence file. */
  copyright: string;
  url: string;
}

export const CREDITS: readonly Credit[] = [
  {
    name: 'Fluent Emoji',
    use: 'The artwork in the pictures the built-in illustrator draws: animals, plants, vehicles, food and characters.',
    licence: 'MIT License',
    copyright: 'Copyright (c) Microsoft Corporation.',
    url: 'https://github.com/microsoft/fluentui-emoji',
  },
  {
    name: 'Iconify icon sets (@iconify-json/fluent-emoji-flat)',
    use: 'Fluent Emoji packaged as data the illustrator reads.',
    licence: 'MIT License',
    copyright: 'Packaged by Iconify (Vjacheslav Trushkin / Iconify OÜ); artwork Copyright (c) Microsoft Corporation.',
    url: 'https://github.com/iconify/icon-sets',
  },
  {
    name: 'emojilib',
    use: 'Keywords that match the words of a story to the right picture.',
    licence: 'MIT License',
    copyright: 'Copyright (c) 2014 Mu-An Chiou',
    url: 'https://github.com/muan/emojilib',
  },
  {
    name: 'compromise',
    use: 'Reads the story’s words to find the things and places to draw.',
    licence: 'MIT License',
    copyright: 'Copyright (c) 2019 Spencer Kelly',
    url: 'https://github.com/spencermountain/compromise',
  },
  {
    name: 'sharp, libvips and librsvg',
    use: 'Paint each picture and save it as an image.',
    licence: 'Apache License 2.0 (sharp); GNU LGPL (libvips, librsvg)',
    copyright: 'Copyright (c) 2013 Lovell Fuller and contributors; libvips and librsvg by their authors',
    url: 'https://sharp.pixelplumbing.com',
  },
];
