// An episode retold as a clause inside another sentence (round nineteen, ADR 0039), a family from the
// round-eighteen set's misses (fresh14, read after its one blind run): "…, so I isolated the infected cows and
// moved them to the end of every milking." and later "It was a hard summer, but I isolated the infected cows
// and moved them to the end of every milking until …" share a long run of words while the sentences around
// it differ enough to fall below the sentence similarity. A run of eight words in Latin script, or five
// Korean words (eojeol), shared by two sentences of one answer is the same telling.

const RUN: Record<'latin' | 'hangul', number> = { latin: 8, hangul: 5 };

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’%.,-]+/u)
    .map((w) => w.replace(/^[.,'’-]+|[.,'’-]+$/g, ''))
    .filter(Boolean);

/** For each sentence, the index of an earlier sentence it shares a run of words with, or -1. */
export function sharedRuns(sentences: string[]): number[] {
  const first = new Map<string, number>();
  return sentences.map((s, j) => {
    const ws = wordsOf(s);
    const n = /[\uac00-\ud7a3]/.test(s) ? RUN.hangul : RUN.latin;
    let hit = -1;
    const mine: string[] = [];
    for (let i = 0; i + n <= ws.length; i++) {
      const key = ws.slice(i, i + n).join(' ');
      const at = first.get(key);
      if (hit < 0 && at !== undefined && at !== j) hit = at;
      mine.push(key);
    }
    for (const k of mine) if (!first.has(k)) first.set(k, j);
    return hit;
  });
}
