// The checker's style line: what Korean reviewers and hiring managers mark down in a 자기소개서 (and their
// English equivalents): stock phrases, 첫째/둘째 enumeration, claims with no fact or number behind them,
// words repeated too often, and sentences too long to read in one breath. Each check gives a count and
// the ranges it found (UTF-16 offsets into the text, as String.prototype.slice takes them), so the
// letter view can highlight them.
import { sentenceEnds } from './text';

export type StyleKind = 'cliche' | 'enumeration' | 'unbacked' | 'repeated' | 'long';
export type StyleFinding = { kind: StyleKind; count: number; ranges: [number, number][] };

const CLICHES: Record<'ko' | 'en', RegExp> = {
  ko: /책임감(?:이 강한|이 강하|이 있는| 있는| 있게|이 투철)|성실한 사람|성실함|성실하게|열정적인|열정을 가지고|최선을 다하겠습니다|누구보다|밝은 성격|긍정적인 성격|꼼꼼한 성격|소통 능력이 뛰어난|도전 정신|끈기 있는 사람|귀사|뽑아 주신다면|화목한 가정|엄격하신 아버지|어릴 때부터/g,
  en: /hard[- ]?working|team player|passionate|go-getter|detail[- ]oriented|think outside the box|self-starter|results[- ]driven|fast learner|quick learner|strong work ethic|people person|perfectionist|great fit|dynamic individual|highly motivated/gi,
};
const ENUMERATION: Record<'ko' | 'en', RegExp> = {
  ko: /(?:^|[\s.])((?:첫째|둘째|셋째|넷째)(?:로|,)?|첫 번째로|두 번째로|세 번째로)/g,
  en: /(?:^|[\s.])((?:First(?:ly)?|Second(?:ly)?|Third(?:ly)?|Lastly|First of all),)/g,
};
const CLAIMS: Record<'ko' | 'en', RegExp> = {
  ko: /뛰어난|탁월한|최고의|누구보다|능숙|완벽|강한 추진력|자신 있|남다른|풍부한 경험/,
  en: /\b(?:excellent|outstanding|exceptional|strong|skilled|expert|the best|proficient|extensive experience|unique)\b/i,
};
/** A sentence longer than this reads as a run-on (Korean characters; English words). */
export const LONG_SENTENCE = { ko: 120, en: 45 } as const;

const KO_TAIL =
  /(?:에서는|에서도|에서의|으로는|으로서|으로|에서|에게|까지|부터|처럼|보다|이라는|라는|이며|이고|와의|과의|에는|에도|은|는|이|가|을|를|과|와|의|에|도|로|만)$/;
const STOP = new Set(
  '저는 제가 저의 제 저 있습니다 했습니다 합니다 하는 있는 수 것 이 그 더 또 및 위해 통해 때 일 the and to of a an in my for with at on i as that this it was is be by from we our have has had'.split(
    ' ',
  ),
);

function matches(text: string, re: RegExp, group = 0): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g'))) {
    const found = m[group] ?? m[0];
    const start = m.index! + m[0].indexOf(found);
    out.push([start, start + found.length]);
  }
  return out;
}

/** Sentences as [start, end) UTF-16 ranges. */
export function sentenceRanges(text: string): [number, number][] {
  const cps = [...text];
  const out: [number, number][] = [];
  let startCp = 0;
  let offset = 0;
  const offsets = [0];
  for (const ch of cps) offsets.push((offset += ch.length));
  for (const end of sentenceEnds(text)) {
    let s = startCp;
    while (s < end && /\s/.test(cps[s])) s++;
    if (s < end) out.push([offsets[s], offsets[end]]);
    startCp = end;
  }
  return out;
}

/**
 * The style line for a letter. `facts` are the names and figures of the resume and target: a claim
 * next to one of them (or a number) is backed, and they never count as repeated words.
 */
export function checkStyle(text: string, lang: 'ko' | 'en', facts: string[] = []): StyleFinding[] {
  const lowerFacts = facts.map((f) => f.toLowerCase()).filter((f) => f.length >= 2);
  const sentences = sentenceRanges(text);
  const found = (kind: StyleKind, ranges: [number, number][], count = ranges.length): StyleFinding => ({
    kind,
    count,
    ranges,
  });

  const unbacked = sentences.filter(([a, b]) => {
    const s = text.slice(a, b);
    if (!CLAIMS[lang].test(s)) return false;
    const low = s.toLowerCase();
    return !/\d/.test(s) && !lowerFacts.some((f) => low.includes(f));
  });

  const long = sentences.filter(([a, b]) => {
    const s = text.slice(a, b);
    return lang === 'ko' ? [...s].length > LONG_SENTENCE.ko : s.split(/\s+/).length > LONG_SENTENCE.en;
  });

  // Repeated words: a content word used more than once per 250 characters (at least 4 times).
  const words = new Map<string, [number, number][]>();
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)) {
    const raw = m[0];
    const stem = (lang === 'ko' ? raw.replace(KO_TAIL, '') : raw).toLowerCase();
    if ([...stem].length < 2 || STOP.has(stem) || /^\d/.test(stem)) continue;
    if (lowerFacts.some((f) => f.includes(stem))) continue;
    words.set(stem, [...(words.get(stem) ?? []), [m.index!, m.index! + stem.length]]);
  }
  const limit = Math.max(4, Math.ceil([...text].length / 250));
  const repeated = [...words.values()].filter((r) => r.length > limit);

  return [
    found('cliche', matches(text, CLICHES[lang])),
    found('enumeration', matches(text, ENUMERATION[lang], 1)),
    found('unbacked', unbacked),
    found('repeated', repeated.flat(), repeated.length),
    found('long', long),
  ];
}
