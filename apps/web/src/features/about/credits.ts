/**
 * Openly licensed work the app ships and shows to readers. The offline illustrator draws its own
 * figures and places, and takes rarer animals and the things of a story from the Fluent Emoji
 * artwork (MIT), which asks for its copyright and licence to be kept with every copy; the
 * cartoonist reduces a photo's colours with image-q (MIT, with NeuQuant's notice); the PDF export
 * embeds the Noto fonts (SIL Open Font License, which asks for its copyright line to travel with
 * them). One entry per piece, named as its authors name it.
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
    use: 'Artwork in the pictures the built-in illustrator draws: the things of a story (a kite, a cake, a book) and rarer animals; the children, grown-ups, most animals and the places are drawn by the illustrator itself.',
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
    use: 'Keywords that match the words of a story to the right artwork.',
    licence: 'MIT License',
    copyright: 'Copyright (c) 2014 Mu-An Chiou',
    url: 'https://github.com/muan/emojilib',
  },
  {
    name: 'compromise',
    use: 'Reads the story’s words (which are names, things, places and actions) so the pictures show who is where, doing what.',
    licence: 'MIT License',
    copyright: 'Copyright (c) 2019 Spencer Kelly',
    url: 'https://github.com/spencermountain/compromise',
  },
  {
    name: 'image-q',
    use: 'Reduces a photo to a small palette of flat colours for the cartoon avatars.',
    licence: 'MIT License (NeuQuant: free licence keeping its notice)',
    copyright: 'Copyright (c) 2015 Igor Bezkrovny; NeuQuant Neural-Net Quantization Algorithm Copyright (c) 1994 Anthony Dekker',
    url: 'https://github.com/ibezkrovnyi/image-quantization',
  },
  {
    name: 'Noto Sans',
    use: 'The letters of an exported PDF story, in Latin (Vietnamese too), Greek and Cyrillic.',
    licence: 'SIL Open Font License 1.1',
    copyright: 'Copyright 2022 The Noto Project Authors; packaged as @expo-google-fonts/noto-sans (MIT, Copyright (c) 2020 Expo)',
    url: 'https://github.com/notofonts/latin-greek-cyrillic',
  },
  {
    name: 'Noto Emoji',
    use: 'The emoji of an exported PDF story, in black and white.',
    licence: 'SIL Open Font License 1.1',
    copyright: 'Copyright 2013 Google LLC; packaged as @expo-google-fonts/noto-emoji (MIT, Copyright (c) 2020 Expo)',
    url: 'https://github.com/googlefonts/noto-emoji',
  },
  {
    name: 'sharp, libvips and librsvg',
    use: 'Paint each picture and cartoon avatar and save it as an image.',
    licence: 'Apache License 2.0 (sharp); GNU LGPL (libvips, librsvg)',
    copyright: 'Copyright (c) 2013 Lovell Fuller and contributors; libvips and librsvg by their authors',
    url: 'https://sharp.pixelplumbing.com',
  },
];
