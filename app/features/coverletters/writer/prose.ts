// Resume fragments as letter sentences: a bullet without an ending ("주문 시스템 운영", "응답 시간 18% 개선",
// "Redesign of the checkout") becomes a whole sentence in 합니다체 or with a subject, so a letter never runs
// one fragment into the next and never reads "…개선을 맡았습니다". koAdnominal turns a Korean sentence into
// the clause that modifies a noun ("…을 줄였습니다" → "…을 줄인"), so an answer can be built around it.
import { finalSound, josa } from './text';

const KO_ENDED = /(?:다|요|죠|까)[.!?]?["”’)]*$/;

/** Sino-Korean verbal nouns a resume bullet ends on ("… 개선", "… 구축"): they become "…했습니다". */
const VERBAL =
  /^재?(?:개선|구축|도입|운영|관리|분석|개발|설계|구현|자동화|작성|수행|진행|담당|기획|지원|최적화|단축|전환|정비|적용|수립|확보|달성|처리|유지보수|리뉴얼|개편|통합|이관|배포|측정|검증|교육|조사|발굴|제작|출시|해결|고도화|표준화|문서화|시각화|모니터링|마이그레이션|테스트|리팩터링|튜닝|절감|확대|축소|신설|수상|취득|주도|총괄|기여|참여|향상|감소|증가|완료|정리|설립|연구|강의|번역|편집|촬영|판매|영업|협상|계약|채용|온보딩|관리감독|유지|정착|확립|감축|제거|안정화|설정|배치|개설|발행|집행|운용|주관|수주|점검|파악|활용|사용|이용|조율|협의|대응|상담|홍보|준비|실행|추진|발표|검토|평가|선정|구매|발주|정산|집계|예측|확인|제안|공유|수집|정제|시행|실시|개최|섭외|모집|제출|수정|보완|갱신|조정|조달)$/;
/** Verbal nouns whose object is the thing that changed by itself ("불량률이 30% 감소했습니다"). */
const INTRANSITIVE = /^(?:향상|감소|증가|정착|안정화)$/;
/** Verbal nouns that take 에 ("신규 서비스 출시에 참여했습니다"). */
const TAKES_E = /^(?:참여|기여)$/;
/** A unit a figure may stand apart from ("2,100만 원", "6 명"). */
const UNIT =
  '(?:%p?|배|건|명|개|곳|시간|분|초|일|주|개월|년|원|만|억|만원|억원|천|ms|s|x|회|종|점|위|대|톤|kg)';
/** A figure token ("18%", "2배", "120건", "3일에서", "1일로"), which comes after the object's particle. */
const FIGURE = new RegExp(`^[~약]?\\d[\\d.,]*${UNIT}?(?:에서|으로|로)?$`);
/** A word a figure is read with ("월 1,800만 원", "평균 3일"). */
const PER = /^(?:월|연|연간|일|주|하루|평균|월평균|약|최대|최소)$/;
const HOW_OFTEN =
  /^(?:월간|주간|일간|연간|매월|매주|매일|분기별|월별|주별|직접|단독|사전|정기|수시|상시|실시간|자동)$/;
/** How often or how, as Korean says it before a verb ("사전 파악" → "사전에 파악했습니다", not "사전을 파악"). */
const AS_ADVERB: Record<string, string> = {
  사전: '사전에',
  분기별: '분기별로',
  월별: '월별로',
  주별: '주별로',
  정기: '정기적으로',
  수시: '수시로',
  실시간: '실시간으로',
  자동: '자동으로',
};
const adverb = (word: string) => AS_ADVERB[word] ?? word;
/** A unit written apart from its figure ("원" of "900만 원", "원으로"). */
const UNIT_TOKEN = new RegExp(`^${UNIT}(?:에서|으로|로)?$`);

/** "2,100만 원 → 900만 원" → "2,100만 원에서 900만 원으로": an arrow between figures as Korean says it. */
function arrowsAsWords(tokens: string[]): string[] {
  const i = tokens.indexOf('→');
  if (i <= 0 || i === tokens.length - 1) return tokens;
  const from = tokens.slice(0, i);
  const to = arrowsAsWords(tokens.slice(i + 1));
  from[from.length - 1] = `${from[from.length - 1]}에서`;
  to[to.length - 1] = josa(to[to.length - 1], '으로/로');
  return [...from, ...to];
}

/** One noun phrase ending in a verbal noun (or a figure) as a 합니다체 sentence. */
function koNounPhrase(t: string): string {
  let words = t.split(/\s+/);
  const last = words[words.length - 1];
  // A result stated as a figure: "이관 기간 중 출고 차질 0건" → "…출고 차질은 0건이었습니다."
  if (FIGURE.test(last) && words.length > 1 && !/(?:에서|로)$/.test(last)) {
    const subject = words.slice(0, -1).join(' ');
    return `${josa(subject, '은/는')} ${last}${finalSound(last) === 'none' ? '였' : '이었'}습니다.`;
  }
  if (!VERBAL.test(last)) return `${josa(t, '을/를')} 맡았습니다.`;
  const rest = words.slice(0, -1);
  if (!rest.length) return `${last}했습니다.`;
  if (rest.length === 1 && HOW_OFTEN.test(rest[0])) return `${adverb(rest[0])} ${last}했습니다.`;
  // "설계 및 구현" → "…을 설계하고 구현했습니다"
  let second = '';
  if (rest.length >= 2 && rest[rest.length - 1] === '및' && VERBAL.test(rest[rest.length - 2])) {
    second = `${rest[rest.length - 2]}하고 `;
    rest.splice(-2, 2);
    if (!rest.length) return `${second}${last}했습니다.`;
  }
  // The particle goes on the object, before its figures ("응답 시간을 18% 개선했습니다", "처리 시간을
  // 3일에서 1일로 단축했습니다", "예측 정확도를 62%에서 78%로 개선했습니다").
  const figures: string[] = [];
  const end = () => rest[rest.length - 1];
  while (
    rest.length > 1 &&
    (FIGURE.test(end()) ||
      end() === '→' ||
      (UNIT_TOKEN.test(end()) && FIGURE.test(rest[rest.length - 2] ?? '')) ||
      // "월 1,800만 원": a period or an "about" before the figures goes with them
      (PER.test(end()) && FIGURE.test(figures[0] ?? '')) ||
      // "납기 준수율 월간 관리" → "납기 준수율을 월간 관리했습니다": how often goes after the object too
      (HOW_OFTEN.test(end()) && !figures.length) ||
      // "1일에서 반나절로": a change from one state to another, figures or not
      (/(?:으로|로)$/.test(end()) && /에서$/.test(rest[rest.length - 2] ?? '') && !figures.length) ||
      (/에서$/.test(end()) && /(?:으로|로)$/.test(figures[0] ?? '') && figures.length === 1))
  )
    figures.unshift(rest.pop()!);
  words = rest;
  const object = words.join(' ');
  const figure = figures.length ? `${arrowsAsWords(figures).map(adverb).join(' ')} ` : '';
  const particle = TAKES_E.test(last)
    ? `${object}에`
    : josa(object, INTRANSITIVE.test(last) ? '이/가' : '을/를');
  return `${particle} ${figure}${second}${last}했습니다.`;
}

/**
 * A bullet of noun phrases joined by commas ("납품 일정 관리, 납기 준수율 88% → 95% 향상") as one
 * sentence: "납품 일정을 관리하고, 납기 준수율이 88%에서 95%로 향상했습니다." Null when a part is not a
 * noun phrase the rules know (a part already a sentence, a list of names).
 */
function koNounPhrases(t: string): string | null {
  const parts = t.split(/,\s+/);
  if (parts.length < 2) return null;
  const sentences = parts.map((p) => koNounPhrase(p));
  if (sentences.some((x) => x.endsWith('맡았습니다.'))) return null;
  return sentences
    .map((x, i) =>
      i === sentences.length - 1
        ? x
        : x
            .replace(/했습니다\.$/, '하고,')
            .replace(/(이었|였)습니다\.$/, (_, e) => (e === '였' ? '였고,' : '이었고,')),
    )
    .join(' ');
}

/** A Korean description line as a sentence in the formal style (-습니다). */
export function koSentence(s: string): string {
  let t = s.trim().replace(/^[-•·*▪◦]\s*/, '');
  if (!t) return t;
  if (KO_ENDED.test(t)) return /[.!?]["”’)]*$/.test(t) ? t : `${t}.`;
  t = t.replace(/[.。]+$/, '').replace(/\s*(?:→|->|⇒)\s*/g, ' → ');
  if (/함$/.test(t)) return `${t.slice(0, -1)}했습니다.`;
  if (/(?:었|았|였|했)음$/.test(t)) return `${t.slice(0, -1)}습니다.`;
  if (/임$/.test(t)) return `${t.slice(0, -1)}입니다.`;
  if (/됨$/.test(t)) return `${t.slice(0, -1)}되었습니다.`;
  return koNounPhrases(t) ?? koNounPhrase(t);
}

// Hangul syllable arithmetic: (initial × 21 + medial) × 28 + final.
const BASE = 0xac00;
const parts = (ch: string) => {
  const c = ch.charCodeAt(0) - BASE;
  return c < 0 || c > 11171
    ? null
    : { cho: Math.floor(c / 588), jung: Math.floor((c % 588) / 28), jong: c % 28 };
};
const syl = (cho: number, jung: number, jong: number) =>
  String.fromCharCode(BASE + cho * 588 + jung * 28 + jong);
const J = {
  a: 0,
  ae: 1,
  eo: 4,
  e: 5,
  yeo: 6,
  o: 8,
  wa: 9,
  wae: 10,
  oe: 11,
  u: 13,
  wo: 14,
  eu: 18,
  i: 20,
} as const;
const F = { n: 4, l: 8, b: 17, ss: 20 } as const;
const ieung = 11;
const RIEUL_INITIAL = 5;

/**
 * A 합니다체 sentence as the clause that modifies a noun: "…을 줄였습니다." → "…을 줄인", "…을
 * 개선했습니다." → "…을 개선한", "…을 만들었습니다." → "…을 만든". Null when the ending is not one it knows.
 */
export function koAdnominal(sentence: string): string | null {
  const s = sentence.trim().replace(/[.!?]["”’)]*$/, '');
  if (/(?:습니다|니다)$/.test(s) === false) return null;
  if (/합니다$/.test(s)) return `${s.slice(0, -3)}하는`;
  if (/입니다$/.test(s)) return `${s.slice(0, -3)}인`;
  if (!/습니다$/.test(s)) return null;
  const stem = s.slice(0, -3);
  const last = stem.slice(-1);
  const head = stem.slice(0, -1);
  if (last === '했') return `${head}한`;
  if (last === '있' || last === '없') return `${stem}는`;
  const p = parts(last);
  if (!p) return null;
  if (p.jong !== F.ss) return p.jong ? `${stem}는` : null;
  // "하였" → "한"
  if (last === '였' && head.endsWith('하')) return `${head.slice(0, -1)}한`;
  // 줄었 → 줄어든, 늘었 → 늘어난 (the plain 준/는 reads as another verb)
  if (last === '었' && head.endsWith('줄')) return `${head}어든`;
  if (last === '었' && head.endsWith('늘')) return `${head}어난`;
  // 르 irregular: 올랐 → 오른, 흘렀 → 흐른, 골랐 → 고른 (a plain 란/런 reads "올란")
  const before = parts(head.slice(-1));
  if (p.cho === RIEUL_INITIAL && (p.jung === J.a || p.jung === J.eo) && before?.jong === F.l)
    return `${head.slice(0, -1)}${syl(before.cho, before.jung, 0)}른`;
  if (p.cho === ieung && (p.jung === J.eo || p.jung === J.a)) {
    // 었/았 after a stem syllable: 만들었 → 만든, 얻었 → 얻은, 이었 → 인
    const prev = head.slice(-1);
    const q = parts(prev);
    if (!q) return null;
    const before = head.slice(0, -1);
    if (prev === '있' || prev === '없') return `${head}던`; // 멈춰 있었 → 멈춰 있던
    if (q.jong === F.l) return `${before}${syl(q.cho, q.jung, F.n)}`;
    if (q.jong) return `${head}은`;
    return `${before}${syl(q.cho, q.jung, F.n)}`;
  }
  const n = (jung: number) => `${head}${syl(p.cho, jung, F.n)}`;
  switch (p.jung) {
    case J.yeo:
      return n(J.i); // 줄였 → 줄인, 옮겼 → 옮긴
    case J.wo:
      return n(J.u); // 바꿨 → 바꾼, 세웠 → 세운
    case J.wa:
      return head.endsWith('도') ? `${head}운` : n(J.o); // 도왔 → 도운, 가져왔 → 가져온
    case J.ae:
      return n(J.ae); // 냈 → 낸, 없앴 → 없앤
    case J.wae:
      return n(J.oe); // 됐 → 된
    case J.a:
    case J.eo:
      return n(p.jung); // 갔 → 간, 섰 → 선
    default:
      return null;
  }
}

/** A syllable with the final ㅆ (했, 였, 줄였, 됐 …): the past tense. */
const pastSyllable = (ch: string) => {
  const p = parts(ch);
  return !!p && p.jong === F.ss;
};

/**
 * The first clause of a Korean sentence that joins two past clauses ("3시간 만에 배차를 정상화했고, 그 뒤
 * …없었습니다." → "3시간 만에 배차를 정상화했습니다."), or null when it is one clause.
 */
export function koFirstClause(sentence: string): string | null {
  const s = sentence.trim().replace(/[.!?]["”’)]*$/, '');
  if (!/습니다$/.test(s)) return null;
  for (const m of s.matchAll(/([가-힣])(?:고|으며|며),?\s/g))
    if (pastSyllable(m[1])) return `${s.slice(0, m.index! + 1)}습니다.`;
  return null;
}

/**
 * The clauses of a Korean 합니다체 sentence that can each stand as a sentence of their own, those with a
 * figure first, then the shortest: the first of "…했고, …" ("3시간 만에 배차를 정상화했고, 그 뒤 …" → "3시간 만에 배차를 정상화했습니다."),
 * the last after a connective "-해 / -하여 / -하고" ("… 작성하여 평균 응답 시간을 320ms에서 110ms로
 * 줄였습니다." → "평균 응답 시간을 320ms에서 110ms로 줄였습니다."), and the sentence itself. Each keeps the
 * applicant's own words; nothing is added but the ending.
 */
export function koClauses(sentence: string): string[] {
  const s = sentence.trim().replace(/[.!?]["”’)]*$/, '');
  if (!/습니다$/.test(s)) return [];
  const out = new Set<string>();
  const first = koFirstClause(sentence);
  if (first) out.add(first);
  // The main clause after the last connective verb ("…작성하여", "…도입해", "…만들고"; not "재고", "위해").
  const words = s.split(' ');
  for (let i = words.length - 2; i >= 1; i--)
    if (
      /(?:하여|하고)$/.test(words[i]) ||
      (/해$/.test(words[i]) && [...words[i]].length >= 3 && !/위해$/.test(words[i]))
    ) {
      const rest = words.slice(i + 1).join(' ');
      if (/[을를이가]\s/.test(`${rest} `) && [...rest].length >= 12) out.add(`${rest}.`);
      break;
    }
  out.add(`${s}.`);
  const figure = (x: string) => Number(/\d/.test(x));
  return [...out].sort((a, b) => figure(b) - figure(a) || [...a].length - [...b].length);
}

const IRREGULAR = new Set(
  'led built ran wrote made won took grew cut set began drove brought taught sold kept held found gave got put spoke chose rebuilt rewrote oversaw shipped met saw sent spent lost told paid bought drew knew understood'.split(
    ' ',
  ),
);
const NOT_VERBS = new Set('red need seed bed shed feed weed speed united limited'.split(' '));

/** Ends an English sentence with one terminal mark ("Co." is not followed by another dot). */
export const enEnd = (t: string) => (/[.!?]["”’)]*$/.test(t) ? t : `${t}.`);

/**
 * An English description line as a first-person sentence: "Led X." → "I led X.", "Responsible for X" →
 * "I was responsible for X.", "Redesign of X" → "I worked on the redesign of X.", "A sync engine for X."
 * (a project) → "<name> was a sync engine for X."
 */
export function enSentence(s: string, subject?: string): string {
  let t = s.trim().replace(/^[-•·*▪◦]\s*/, '');
  if (!t) return t;
  t = enEnd(t);
  const first = t.split(/\s/)[0] ?? '';
  const w = first.toLowerCase().replace(/,$/, '');
  if (
    /^[A-Z][a-z]+,?$/.test(first) &&
    !NOT_VERBS.has(w) &&
    (IRREGULAR.has(w) || (/ed$/.test(w) && w.length > 3))
  )
    return `I ${w}${t.slice(first.length)}`;
  if (/^Responsible for\s/i.test(t)) return `I was r${t.slice(1)}`;
  if (/^(?:A|An)\s/.test(t) && subject) return `${subject} was ${t[0].toLowerCase()}${t.slice(1)}`;
  if (/^[A-Z][a-z]+ (?:of|for) /.test(t) && !/\b(?:is|was|were|are|has|had)\b/.test(t))
    return `I worked on the ${t[0].toLowerCase()}${t.slice(1)}`;
  return t;
}

/** Words after which an English sentence goes on with a second clause (", which …", " by rewriting …"). */
const EN_CUT = new RegExp(
  [
    ',\\s(?:and|so|but|not|which|where|while|then|bringing|cutting|making|saving|reducing|raising|lowering|helping|allowing|leading|resulting|so that)\\s',
    '\\s(?:by|after|through|while|using|before)\\s[a-z]+ing\\s',
    `,\\s(?=(?:[a-z]+ed|${[...IRREGULAR].join('|')})\\s)`,
    '\\sand\\s(?=I\\s)',
  ].join('|'),
  'g',
);

/**
 * The first clauses of an English sentence that stand as sentences of their own: "I cut the order API
 * response time by 40% by rewriting its slowest queries." → "I cut the order API response time by 40%.";
 * "I stopped the test after nine days, told the team …" → "I stopped the test after nine days." Those with
 * a figure first, then the shortest; never the sentence itself, never a quotation, never a clause of
 * fewer than four words. Each keeps the applicant's own words; nothing is added but the full stop.
 */
export function enClauses(sentence: string): string[] {
  const s = sentence.trim();
  if (/[“”"]/.test(s) || !/[.!?]$/.test(s)) return [];
  const out = new Set<string>();
  for (const m of s.matchAll(EN_CUT)) {
    const head = s.slice(0, m.index).replace(/[,;:]+$/, '');
    if (head.split(/\s+/).length >= 4 && !/\b(?:the|a|an|of|to|from|for|with|and|on|in|at)$/i.test(head))
      out.add(`${head}.`);
  }
  const figure = (x: string) => Number(/\d/.test(x));
  return [...out].sort((a, b) => figure(b) - figure(a) || a.length - b.length);
}

/** Lower-cases a sentence's first word when it is a plain word, so the sentence can follow a lead-in. */
export function enLowerFirst(s: string): string | null {
  if (/^I\s/.test(s)) return s;
  const first = s.split(/\s/)[0] ?? '';
  if (/^(?:The|This|That|Our|My|Its|These|Those|Every|Each|A|An|We|It|Both|After|Within)$/.test(first))
    return first.toLowerCase() + s.slice(first.length);
  return null;
}
