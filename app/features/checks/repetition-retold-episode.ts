// Round thirty (ADR 0039): a sentence that says it tells something again ("Once more,", "To say it again,",
// "Sekali lagi,", "한 번 더 말씀드리면,") over an episode an earlier sentence told, with no figure in it: the
// marker, then at least four of the earlier sentence's content words (recording, laser, shared, drawing /
// laser, langsung, gambar, kerja / 레이저, 측정, 공유, 도면). A marker alone is no repetition (a summary may
// bring something new), nor is a figure alone (repetition-restated.ts takes a marker over a figure).

/** A restating marker at the sentence's start, in the three languages. */
export const RETELLING_MARKER = new RegExp(
  '^\\s*(?:' +
    [
      // English
      'once (?:more|again)',
      'to say it (?:again|once more)',
      'let me say (?:it )?(?:again|once more)',
      'to repeat(?: myself)?',
      'i repeat',
      'again',
      'as i (?:said|mentioned|noted|wrote|described|explained)(?: (?:before|earlier|above))?',
      'as (?:already |i )?(?:mentioned|noted|described) (?:before|earlier|above)',
      'to put it (?:simply|another way|briefly)',
      'in other words',
      'to recap',
      'to sum up',
      'in short',
      // Indonesian
      'sekali lagi',
      'saya ulangi(?: lagi)?',
      'perlu saya (?:sampaikan|tegaskan|ulangi) (?:lagi|kembali)',
      'seperti yang (?:sudah |telah )?saya (?:sebutkan|sampaikan|ceritakan|jelaskan)(?: (?:tadi|sebelumnya|di atas))?',
      'dengan kata lain',
      'singkatnya',
      'intinya',
      // Korean
      '한 ?번 더 (?:말씀드리(?:면|자면)|강조하(?:면|자면)|말하(?:면|자면))',
      '다시 한 ?번 (?:말씀드리(?:면|자면)|강조하(?:면|자면)|말하(?:면|자면))',
      '다시 (?:말씀드리(?:면|자면|지만)|말하(?:면|자면)|강조하(?:면|자면))',
      '거듭 (?:말씀드리(?:면|자면|지만)|강조하(?:면|자면))',
      '앞서 말씀드린 (?:것처럼|대로|바와 같이)',
      '앞서 (?:말했|말씀드렸|언급했)듯이',
      '앞서 언급한 (?:것처럼|대로|바와 같이)',
    ].join('|') +
    // Round thirty-two: a colon or a dash may close the marker ("Saya ulangi: …").
    ')(?=[\\s,:;—–])',
  'i',
);

const STOP = new Set(
  (
    'that this with from into what which when where there their them they have been were will would could ' +
    'about after before over under than then also just only more most very some such each every first last ' +
    'time times work worked working said again once repeat yang dengan untuk dari pada dalam atau adalah ' +
    'akan sudah telah juga lagi sekali itulah inilah karena saat ketika setiap tidak bisa yaitu serta ' +
    'kami saya mereka kita 그리고 그래서 하지만 그러나 저는 제가 저의 우리 그결 결과 있습 했습 하였 되었 ' +
    '합니 입니 말씀 드리 한번 다시 거듭 앞서 통해 위해 대한 하게 하는 했던 있는 없는'
  ).split(' '),
);

/**
 * A sentence's content words, each cut to its stem's start (five Latin letters, two Hangul syllables); a
 * Latin plural's -s goes first (round thirty-two: "leaks" and "leak" are one word).
 */
export function contentWords(s: string): Set<string> {
  const out = new Set<string>();
  for (const [w] of s.toLowerCase().matchAll(/[\p{L}]+/gu)) {
    const hangul = /[\uac00-\ud7a3]/.test(w);
    if (hangul ? w.length < 2 : w.length < 4) continue;
    const stem = hangul ? w.slice(0, 2) : w.replace(/(?<=[^s])s$/, '').slice(0, 5);
    if (STOP.has(w) || STOP.has(stem)) continue;
    out.add(stem);
  }
  return out;
}

/**
 * Each sentence (by index) that opens with a retelling marker and shares four or more content words with
 * one earlier sentence, or with two earlier sentences together when each gives two (an episode told over
 * two sentences), with the earlier sentence's index.
 */
export function retoldEpisodes(text: string, ss: [number, number][]): Map<number, number> {
  const out = new Map<number, number>();
  const words = ss.map(([a, b]) => contentWords(text.slice(a, b)));
  for (let j = 1; j < ss.length; j++) {
    const s = text.slice(ss[j][0], ss[j][1]);
    const marker = RETELLING_MARKER.exec(s);
    if (!marker) continue;
    const mine = contentWords(s.slice(marker[0].length));
    const shared = words.slice(0, j).map((w) => [...mine].filter((x) => w.has(x)));
    let best = 0;
    for (let i = 1; i < j; i++) if (shared[i].length > shared[best].length) best = i;
    if (shared[best].length >= 4 && shared[best].length * 2 >= mine.size * 0.8) {
      out.set(j, best);
      continue;
    }
    const union = new Set(shared.flat());
    if (union.size >= 5 && shared.filter((x) => x.length >= 2).length >= 2 && union.size * 2 >= mine.size)
      out.set(j, best);
  }
  return out;
}
