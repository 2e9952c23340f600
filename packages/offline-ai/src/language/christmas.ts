/**
 * Christmas ideas of the ones who work that night, read once for the story and its pictures alike: the littlest
 * reindeer's Christmas Eve and an elf's day in Santa's workshop.
 */

/** A reindeer's idea that is about Christmas: the sleigh, Santa, the smallest of the herd, Rudolph. */
export const REINDEER_CHRISTMAS = /\b(?:santa|sleigh|christmas|smallest|littlest|youngest|rudolph)\b/i;

/** An elf's idea that is about Christmas: Santa, his toys, his workshop. */
export const ELF_CHRISTMAS = /\b(?:santa|christmas|toys?|workshop)\b/i;
