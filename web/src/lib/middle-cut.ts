/** The longest end a name keeps whole when it is cut short (in characters). */
const TAIL_MAX = 20;
/** Where a file name's words part: a tail starts right after one of these. */
const SEPARATOR = /[\s._\-[\](){}]/;

/**
 * Splits a name for a cut in the middle: the head may be shortened (with '…'), the tail always
 * shows. Files of one film differ at their end ('… 1080p.mkv', '… 720p.mkv', '… es.srt'), so
 * the tail is the name's last word when it is short enough; else the longest end of at most
 * TAIL_MAX characters that starts a word ('The.Godfather.1972.1080p.BluRay.x264.mkv' keeps
 * 'BluRay.x264.mkv'), or, with no word there, the last TAIL_MAX characters.
 */
export function splitForMiddleCut(name: string): { head: string; tail: string } {
  if (name.length <= TAIL_MAX) return { head: '', tail: name };
  const lastWord = name.slice(name.search(/\S*$/));
  if (lastWord && lastWord.length <= TAIL_MAX && lastWord !== name) {
    return { head: name.slice(0, -lastWord.length), tail: lastWord };
  }
  const start = name.length - TAIL_MAX;
  for (let index = start + 1; index < name.length; index++) {
    if (SEPARATOR.test(name[index - 1] ?? '') && !SEPARATOR.test(name[index] ?? '')) {
      return { head: name.slice(0, index), tail: name.slice(index) };
    }
  }
  return { head: name.slice(0, start), tail: name.slice(start) };
}
