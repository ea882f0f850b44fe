// Lengths as a person counts them: one per grapheme cluster, so an emoji (even a family or a flag) and a
// Hangul syllable, composed or spelled in jamo, each count once.
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

export function graphemeCount(value: string): number {
  let count = 0;
  for (const _ of segmenter.segment(value)) count++;
  return count;
}
