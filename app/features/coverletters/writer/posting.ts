// The posting the member pasted for an application (주요업무 / 자격요건 / 우대사항): its duties, one a line,
// and which of them a story of the member meets (shared words, never a guess). A letter names a duty
// as the posting's, in the posting's own words.

export type DutySection = 'duty' | 'requirement' | 'preferred';
export type Duty = { text: string; section: DutySection };

const HEADS: [DutySection, RegExp][] = [
  [
    'duty',
    /^(?:주요\s*업무|담당\s*업무|업무\s*내용|하는\s*일|responsibilit|what you.?ll do|duties|tanggung\s*jawab|deskripsi\s*pekerjaan)/i,
  ],
  ['requirement', /^(?:자격\s*요건|지원\s*자격|필수|requirements?|qualifications?|kualifikasi|persyaratan)/i],
  ['preferred', /^(?:우대\s*사항|우대|preferred|nice to have|bonus|nilai tambah|diutamakan)/i],
];

const BULLET = /^\s*(?:[-•·*▪◦ㆍ○●]|\d+[.)])\s*/;

/** The posting's duty lines (bullets under its headings; a posting without headings: every line). */
export function postingDuties(text: string): Duty[] {
  const out: Duty[] = [];
  let section: DutySection | null = null;
  let headed = false;
  for (const raw of text.normalize('NFC').split(/\r?\n/)) {
    const line = raw
      .replace(BULLET, '')
      .replace(/[:：]\s*$/, '')
      .trim();
    if (!line) continue;
    const bare = line.replace(/^[[【<(\s]+|[\]】>)\s]+$/g, '');
    const head = HEADS.find(([, re]) => re.test(bare) && bare.length < 30);
    if (head) {
      section = head[0];
      headed = true;
      continue;
    }
    if (line.length < 4 || line.length > 120) continue;
    out.push({ text: line.replace(/[.。]$/, ''), section: section ?? 'duty' });
  }
  if (!headed) return out.slice(0, 8);
  return out;
}

/** Content words: Hangul words cut to their first two syllables, Latin words of four letters or more. */
export function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text
    .normalize('NFC')
    .toLowerCase()
    .match(/[가-힣]+|[a-z][a-z0-9]+/g) ?? []) {
    if (/[가-힣]/.test(w)) {
      if (w.length >= 2) out.add(w.slice(0, 2));
    } else if (w.length >= 4 && !STOP.has(w)) out.add(w.slice(0, 6));
  }
  return out;
}
const STOP = new Set([
  'with',
  'that',
  'this',
  'from',
  'into',
  'have',
  'dengan',
  'untuk',
  'yang',
  'dari',
  'pada',
  'dalam',
  'and',
  'the',
]);

/** How many content words a duty shares with a story's text. */
export function dutyScore(duty: Duty, story: string): number {
  const s = contentWords(story);
  let n = 0;
  for (const w of contentWords(duty.text)) if (s.has(w)) n++;
  return n;
}

/** The posting duties a story meets (sharing at least one content word), best first. */
export function dutiesMet(duties: Duty[], story: string): Duty[] {
  return duties
    .map((d, i) => ({ d, i, n: dutyScore(d, story) }))
    .filter((x) => x.n >= 2)
    .sort((a, b) => b.n - a.n || Number(a.d.section !== 'duty') - Number(b.d.section !== 'duty') || a.i - b.i)
    .map((x) => x.d);
}
