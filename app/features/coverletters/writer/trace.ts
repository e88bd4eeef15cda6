// Sentence by sentence: where in the resume each sentence of a letter comes from. Runs on every finished
// letter, whatever wrote it (the built-in composer or a model), and feeds the quality line.
//
// The rule (ADR 0023 "Tracing a letter sentence by sentence"):
// 1. A sentence is cut into units: each name the resume or the target holds (a company, position, school,
//    major, project, episode title, certificate, award, skill, the target company, role or posting) is ONE
//    unit wherever it stands; each figure (a number, percentage or date) is one unit; every other word is
//    reduced to its stem (Korean: particles and verb endings cut off; English: -s/-ed/-ing/-ly cut off).
//    Stems of the NEUTRAL lists below (function words, and frame words such as 근무/지원/경험/joined/role
//    that restate what an entry is without adding a fact), stems shorter than two Hangul syllables or
//    three Latin letters, and the question's own words are not units: they carry nothing to trace.
// 2. A unit is covered by a source (work:0, project:1, episode:2, education:0, award:0, cert:0,
//    language:0, skills, target) when the source's own text holds it: a name or figure of that source; a
//    stem found in the source's text; for Korean a stem of three or more syllables also when at least half
//    of its two-syllable pieces (character 2-grams) occur in the source, which copes with 만들어/만들고,
//    개선했습니다/개선.
// 3. Figures and names are checked first: a figure must belong to the sentence's main source, a source the
//    sentence names, the target or the question ("매출 40% 증가" against a resume's 14 % fails), and a
//    name-like phrase (a company, school, certificate …) the resume lacks fails. Either makes the sentence
//    untraced.
// 4. The main source is the entry covering the most units. The sentence is TRACED to it when the main
//    source together with the skills, the target and any entry the sentence names covers at least
//    TRACE_SHARE of its units, and a claim holds at least one of those entries' own words or figures,
//    not just their names ("‘이탈 예측’ 프로젝트는 제게 실패를 넘는 법을 가르쳐 준 곳입니다" names a
//    project and is still untraced).
// 5. Otherwise it is a CONNECTIVE when it has no unit at all, or when it only looks ahead (a promise, a
//    wish, thanks: "…하겠습니다", "I would …") without claiming anything happened; or when it makes no
//    first-person or past-tense statement. Everything else is UNTRACED: a claim about the applicant that
//    no entry supports. When unsure, the checker marks the sentence rather than certify it.
import { sentenceRanges } from './style';
import {
  HANGUL,
  allowedFigures,
  figureKeys,
  hangulBigrams,
  letterSources,
  norm,
  statedKind,
  statedSources,
  stemEn,
  stemKo,
  type Source,
  type TraceRequest,
} from './trace-sources';
import type { Lang, SourceRef } from '~/integrations/ai/types';

export type SentenceSource = SourceRef | 'connective' | null;
export type TracedSentence = {
  /** [start, end) UTF-16 offsets into the letter, as String.prototype.slice takes them. */
  range: [number, number];
  source: SentenceSource;
  /**
   * Why a sentence is untraced: an invented figure or name, a claim no entry covers, or a motive, plan or
   * lesson the member did not give (ADR 0038: it must trace to the field that holds it).
   */
  reason?: 'figure' | 'name' | 'claim' | 'motive' | 'plan' | 'lesson';
};
export type Trace = { sentences: TracedSentence[]; untraced: number };

/** Share of a claim sentence's units its main source (with skills and target) must cover. */
export const TRACE_SHARE = 0.6;

/** Stems that restate what an entry is, or join sentences, without adding a fact. */
const NEUTRAL_KO = new Set(
  (
    '저 제 저희 나 우리 이 그 저것 이것 그것 여기 거기 이곳 그곳 이런 그런 이러한 그러한 이와 같은 또한 그리고 그래서 하지만 그러나 ' +
    '또 더 더욱 특히 먼저 우선 다음 이후 이전 당시 동안 그동안 지금 현재 앞으로 가장 모두 모든 여러 다양 다양한 많은 각 각각 ' +
    '직접 실제 실제로 스스로 함께 같이 바로 곧 늘 항상 다시 계속 주로 통해 위해 대한 대해 관련 관한 바탕 토대 덕분 때문 이유 ' +
    '경험 업무 직무 일 자리 회사 기업 분야 부문 부서 조직 팀 역할 담당 맡 맡아 맡았 맡은 지원 입사 합류 근무 일하 재직 ' +
    '전공 졸업 수료 취득 보유 수행 참여 진행 활용 사용 이용 다루 배우 익히 쌓 쌓아 쌓은 가지 갖추 ' +
    '말씀 드리 드리겠 소개 정리 설명 예 사례 이야기 차례 두 세 하나 가지 첫 번째 ' +
    '있 있었 있습 있는 없 없었 되 되었 되겠 하 했 하겠 싶 싶습 바라 바랍 원하 희망 기대 감사 기회 생각 보 보았 ' +
    '것 수 점 등 및 중 때 후 전 속 안 밖 위 아래 입사후 년 월 개월 기간 이상 정도 부분 과정 결과 성과 내용 방식 방법 ' +
    // the planned answers' frames (ADR 0038): they name a part, never add to it
    '강점 약점 실패 몫 공고 이어 이어지 계획 보여 줍 드러 드러난 기대 보태 제가 일하며 의견 갈릴 고객 이끄 배웠 배운 바탕 ' +
    // the long answers' further meanings (issue 35 item 4)
    '드릴 알 얻 배움 가르쳐 주 그때 교훈 겪으 쓰인 담긴 모습'
  ).split(/\s+/),
);
const NEUTRAL_EN = new Set(
  (
    'i me my mine myself we us our you your he she it its they them their this that these those there here ' +
    'a an the and or but so yet nor as at by for from in into of on onto to with without within over under ' +
    'about above across after before during since until through between among around while when where why how ' +
    'what which who whom whose than then too also just only even still both each every all any some such own ' +
    'same other another more most much many very not no yes be am is are was were been being have has had do ' +
    'does did done can could will would shall should may might must let lets ' +
    'one two three four five first second third next last once again always often now today currently recently ' +
    'later earlier ago here there because although though whether if unless like unlike via per ' +
    'work worked working works job role roles position positions team teams company companies organisation ' +
    'organization employer experience experiences skill skills field area part place time year years month months ' +
    'join joined joining apply applying application bring brought carry carried use used using make made ' +
    'take took taken show showed shown shows hold held study studied graduate graduated degree major ' +
    'certified certificate serve served spend spent hope want look forward eager keen glad thank thanks ' +
    'dear sincerely regards best kind example instance story way ways thing things result results done ' +
    'what well clear clearly directly especially particularly mainly together further ready able ' +
    // the planned answers' frames, English and Indonesian (ADR 0038)
    'strength weakness failure posting duty asks plan meets rely bring lead customers views split ' +
    'saya kami ini itu yang di ke dari dan untuk dengan dalam pada adalah sudah akan lowongan tugas rencana ' +
    'sejalan kekuatan kelemahan kegagalan bagian pengalaman menunjukkan terlihat sinilah itulah diminta ' +
    'menjalankan pelanggan memimpin cara tim bawa saat pendapat berbeda mengandalkan bertumpu pekerjaan lakukan'
  )
    .split(/\s+/)
    .map(stemEn),
);

/**
 * The sentence patterns' languages: Indonesian is cut and stemmed as Latin text, but says "I", promises and
 * lessons in its own words (saya, akan, mengajarkan saya).
 */
type ClaimLang = 'ko' | 'en' | 'id';

/** Forward-looking: a promise, a wish or thanks, and nothing that claims a past. */
const FORWARD: Record<ClaimLang, RegExp> = {
  ko: /(?:겠습니다|싶습니다|바랍니다|감사합니다|희망합니다|원합니다|기대합니다)[.!]?["”’)]*$/,
  en: /^(?:[^.]*\b(?:I will|I'll|I would|I'd|I hope|I look forward|I want to|I aim|I plan|I intend|I am eager|I'm eager|I am keen|I'm keen|I am ready|I'm ready)\b|Thank you\b)/i,
  id: /^(?:[^.]*\b(?:saya|aku) (?:akan|ingin|berharap|berencana|bermaksud|siap|bersedia|menantikan|ingin sekali)\b|Terima kasih\b)/i,
};
/** Claims a past, a habit, a trait or a lesson even inside a forward-looking sentence. */
const EXPERIENTIAL: Record<ClaimLang, RegExp> = {
  ko: /했던|였던|었던|았던|겪은|겪었|넘어 온|넘어온|해 온|해온|쌓아 온|배운|배웠|깨달|느꼈|느낀|가르쳐 준|힘을 냈|편입니다|습관|성격|약점|단점|장점|강점/,
  en: /\b(?:I (?:learned|learnt|faced|failed|struggled|realized|realised|felt|had|was|made|led|built|saw|found)|taught me|my (?:weakness|strength|failure|mistake|habit)|I have (?:always|long|learned|had|been))\b/i,
  id: /\b(?:saya (?:belajar|pernah|sempat|gagal|menyadari|merasa|memimpin|membangun|membuat|menemukan)|mengajarkan saya|(?:kelemahan|kekuatan|kegagalan|kesalahan|kebiasaan) saya)\b/i,
};
/** A syllable with the final ㅆ (했, 였, 웠, 됐 …): the past tense, or 있다. */
function pastOrBeing(sentence: string): boolean {
  for (const ch of sentence) {
    const c = ch.charCodeAt(0);
    if (c >= 0xac00 && c <= 0xd7a3 && (c - 0xac00) % 28 === 20) return true;
  }
  return false;
}

/** A first-person or past-tense statement (Korean often drops the subject: the past tense is enough). */
const CLAIMING: Record<ClaimLang, RegExp> = {
  ko: /(?:^|\s)(?:저|제|저는|제가|저의|제게|저에게|나는|내가)(?:\s|$)|던\s|습관|편입니다/,
  en: /\b(?:I|my|me|I'm|I've|myself)\b/i,
  id: /\b(?:saya|aku)\b/i,
};

type Unit = { text: string; covered: Set<SourceRef>; isName?: boolean };

/**
 * What a list of sources allows, worked out once per trace rather than per sentence or per word: their
 * names longest first, and which sources cover each Korean and Latin stem seen so far.
 */
type SourceIndex = {
  names: { n: string; ref: SourceRef }[];
  ko: Map<string, SourceRef[]>;
  latin: Map<string, SourceRef[]>;
};
const indexes = new WeakMap<Source[], SourceIndex>();
function indexOf(sources: Source[]): SourceIndex {
  let index = indexes.get(sources);
  if (!index) {
    index = {
      names: sources
        .flatMap((s) => s.names.map((n) => ({ n, ref: s.ref })))
        .sort((a, b) => b.n.length - a.n.length),
      ko: new Map(),
      latin: new Map(),
    };
    indexes.set(sources, index);
  }
  return index;
}

function unitsOf(
  sentence: string,
  lang: Lang,
  sources: Source[],
  questionWords: Set<string>,
): { units: Unit[]; figures: ReturnType<typeof figureKeys>; named: Set<SourceRef> } {
  let rest = norm(sentence);
  const units: Unit[] = [];
  const named = new Set<SourceRef>();
  // Names first, longest first, each one unit.
  const index = indexOf(sources);
  const names = index.names;
  const seen = new Map<string, Unit>();
  for (const { n, ref } of names) {
    if (!rest.includes(n) && !seen.has(n)) continue;
    if (/^[a-z0-9]{1,2}$/.test(n) && !new RegExp(`(?:^|[^a-z0-9])${n}(?![a-z0-9])`).test(rest)) continue;
    const unit = seen.get(n) ?? { text: n, covered: new Set<SourceRef>(), isName: true };
    unit.covered.add(ref);
    if (ref !== 'target') named.add(ref);
    if (!seen.has(n)) {
      seen.set(n, unit);
      units.push(unit);
      rest = rest.split(n).join(' ¦ ');
    }
  }
  const figures = figureKeys(rest);
  for (const f of figures)
    units.push({
      text: f.raw,
      covered: new Set(sources.filter((s) => f.keys.every((k) => s.figures.has(k))).map((s) => s.ref)),
    });
  let words = rest;
  for (const f of [...figures].sort((a, b) => b.at - a.at))
    words = words.slice(0, f.at) + ' ' + words.slice(f.end);
  for (const raw of words.match(/[\p{L}\p{N}][\p{L}\p{N}'+#&.-]*/gu) ?? []) {
    const token = raw.replace(/[.'-]+$/, '');
    const hangul = HANGUL.test(token);
    const latinPart = token.replace(/[가-힣].*$/, '');
    if (latinPart && /[a-z]/.test(latinPart)) {
      // A Latin word, maybe with a Korean particle after it ("API의").
      const stem = stemEn(latinPart);
      if (stem.length < 3 && !/[+#]/.test(stem)) continue;
      if (NEUTRAL_EN.has(stem) || questionWords.has(stem)) continue;
      let refs = index.latin.get(stem);
      if (!refs) {
        refs = sources
          .filter((s) =>
            s.latin.some(
              (w) =>
                w === stem ||
                (stem.length >= 4 && w.length >= 4 && (w.startsWith(stem) || stem.startsWith(w))),
            ),
          )
          .map((s) => s.ref);
        index.latin.set(stem, refs);
      }
      units.push({ text: latinPart, covered: new Set(refs) });
      continue;
    }
    if (!hangul) continue;
    const stem = stemKo(token);
    if ([...stem].length < 2 || !HANGUL.test(stem)) continue;
    if (NEUTRAL_KO.has(stem) || NEUTRAL_KO.has(token) || questionWords.has(stem)) continue;
    let refs = index.ko.get(stem);
    if (!refs) {
      const grams = [...hangulBigrams(stem)];
      refs = sources
        .filter(
          (s) =>
            s.text.includes(stem) ||
            (grams.length >= 2 && grams.filter((g) => s.bigrams.has(g)).length * 2 >= grams.length),
        )
        .map((s) => s.ref);
      index.ko.set(stem, refs);
    }
    units.push({ text: stem, covered: new Set(refs) });
  }
  return { units, figures, named };
}

function questionStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of norm(text).match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []) {
    if (HANGUL.test(raw)) out.add(stemKo(raw));
    else out.add(stemEn(raw));
  }
  return out;
}

/** Names that look like a company, school or certificate and that no source holds. */
export type NameCheck = (sentence: string) => string[];

/**
 * Each sentence of `text` with the resume entry it comes from, 'connective', or null (untraced).
 * `unsupportedIn` finds names the resume lacks (the checker's name rules).
 */
export function traceLetter(text: string, req: TraceRequest, unsupportedIn: NameCheck = () => []): Trace {
  const sources = letterSources(req);
  const questionWords = questionStems(req.question?.text ?? '');
  const questionFigures = allowedFigures(req.question?.text ?? '');
  const lang: 'ko' | 'en' = req.lang === 'ko' ? 'ko' : 'en'; // Indonesian is cut and stemmed as Latin text
  const stateLang = req.lang === 'en' || req.lang === 'ko' ? req.lang : 'id';
  const claimLang: ClaimLang = stateLang;
  const judged = sentenceRanges(text).map(([a, b]): TracedSentence => {
    const t = judge(a, b);
    if (t.source === null) return t;
    // A motive, plan or lesson must come from the member's field that holds it.
    const sentence = text.slice(a, b);
    // Checked when the request carries the application's material (null: the member gave none); a
    // request made before ADR 0038 (undefined) is traced by ADR 0023's rule alone.
    const kind = req.motives === undefined ? null : statedKind(sentence, stateLang);
    if (!kind) return t;
    const own = statedSources(kind, req);
    const { units } = unitsOf(sentence, lang, own, questionWords);
    const share = units.length ? units.filter((u) => u.covered.size > 0).length / units.length : 1;
    return share >= TRACE_SHARE ? t : { range: t.range, source: null, reason: kind };
  });
  return { sentences: judged, untraced: judged.filter((s) => s.source === null).length };

  function judge(a: number, b: number): TracedSentence {
    const sentence = text.slice(a, b);
    const range: [number, number] = [a, b];
    const { units, figures, named } = unitsOf(sentence, lang, sources, questionWords);
    const entries = sources.filter((s) => s.ref !== 'target' && s.ref !== 'skills' && s.ref !== 'posting');
    let main: Source | null = null;
    let best = 0;
    for (const s of entries) {
      const n = units.filter((u) => u.covered.has(s.ref)).length;
      if (n > best) {
        best = n;
        main = s;
      }
    }
    // Figures: the main source's, a named source's, the target's or the question's.
    const allowed = new Set<SourceRef>(['target', ...named]);
    if (main) allowed.add(main.ref);
    const bad = figures.filter(
      (f) =>
        !f.keys.every(
          (k) =>
            questionFigures.has(k) ||
            sources.some((s) => allowed.has(s.ref) && s.figures.has(k)) ||
            // a small count ("두 번", "3 teams") written as a digit in the source's words is rare; a single
            // digit is still checked against the whole resume.
            (k.length === 1 && sources.some((s) => s.figures.has(k))),
        ),
    );
    if (bad.length) return { range, source: null, reason: 'figure' as const };
    if (unsupportedIn(sentence).length) return { range, source: null, reason: 'name' as const };
    if (!units.length) return { range, source: 'connective' as const };

    // The main entry, the skills, the target, and any entry the sentence names (a sentence may join two
    // entries by name: "한빛대학교에서 컴퓨터공학을 전공했고 정보처리기사를 취득했습니다").
    const backing = new Set<SourceRef>(['target', 'skills', 'posting', ...named]);
    if (main) backing.add(main.ref);
    const covered = units.filter((u) => [...u.covered].some((r) => backing.has(r))).length;
    const byTarget = units.some((u) => u.covered.has('target'));
    const bySkills = units.some((u) => u.covered.has('skills'));
    const fallback: SentenceSource = main
      ? main.ref
      : bySkills
        ? 'skills'
        : byTarget
          ? 'target'
          : 'connective';
    const forward = FORWARD[claimLang].test(sentence.trim()) && !EXPERIENTIAL[claimLang].test(sentence);
    const claiming =
      CLAIMING[claimLang].test(sentence) ||
      EXPERIENTIAL[claimLang].test(sentence) ||
      (lang === 'ko' && pastOrBeing(sentence));
    const claim = !forward && claiming;
    // A claim needs the entry's own words or figures: its name alone traces only a sentence that holds
    // nothing else ("2020년 (주)그린마켓랩에 합류했습니다").
    const ownWords = units.some((u) => !u.isName && [...u.covered].some((r) => backing.has(r)));
    const namesOnly = claim && !ownWords && covered < units.length;
    if (covered / units.length >= TRACE_SHARE && !namesOnly) return { range, source: fallback };
    // A promise is traced to an entry only when it names one; otherwise it is the target's or a connective.
    if (forward)
      return { range, source: main && named.has(main.ref) ? main.ref : byTarget ? 'target' : 'connective' };
    if (!claiming && !main && !bySkills) return { range, source: byTarget ? 'target' : 'connective' };
    return { range, source: null, reason: 'claim' as const };
  }
}

/** The closing formula at the end of a letter: its trailing run of forward-looking sentences. */
export function closingSentences(text: string, letterLang: Lang): number {
  const lang: ClaimLang = letterLang === 'ko' || letterLang === 'en' ? letterLang : 'id';
  const ranges = sentenceRanges(text);
  let n = 0;
  for (let i = ranges.length - 1; i >= 0; i--) {
    const s = text.slice(...ranges[i]).trim();
    if (FORWARD[lang].test(s) && !EXPERIENTIAL[lang].test(s)) n++;
    else break;
  }
  return n;
}
