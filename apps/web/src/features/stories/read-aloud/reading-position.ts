/** The word being read aloud: paragraph index and the word's character range in that paragraph. */
export interface ReadingPosition {
  paragraph: number;
  start: number;
  end: number;
}
