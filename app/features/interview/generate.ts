// Interview questions made from the member's own text, without a model (issue 40): each comes from one
// sentence of an answer, an episode, the member's reasons or the pasted posting, quotes only that
// sentence's words, and is asked in that sentence's language. Pure and fast: three 1,000-character
// answers take well under a millisecond per sentence (npm run bench:interview).
import { followUpsFor } from './follow-ups';
import { actionAt, conflictAt } from './structure';
import { QUESTION_TEMPLATES, fill, type QuestionKind } from './templates';
import {
  cueIn,
  cpOffset,
  excerpt,
  figuresOf,
  languageOf,
  sentenceKey,
  sentencesOf,
  type CueKind,
  type InterviewLang,
} from './text';

/** One piece of the member's text: where it is (`ref`) and what it says. */
export type SourceText = {
  ref: string;
  text: string;
  /** What the piece is for when its place says so (an episode's result, the member's reasons). */
  role?:
    'answer' | 'action' | 'result' | 'lesson' | 'conflict' | 'situation' | 'why-company' | 'why-now' | 'plan';
};

export type InterviewSources = {
  /** The answers (written by the product or pasted), episodes' parts and the member's reasons. */
  texts: SourceText[];
  /** The pasted posting: its duties no answer covers become "tell me about a time" questions. */
  posting?: string | null;
  /** The company's name as the member wrote it (a sentence naming it is about the company). */
  company?: string | null;
  /** The language to ask in when a text's own is unclear (the page's). */
  fallbackLang: InterviewLang;
};

export type GeneratedQuestion = {
  key: string;
  kind: QuestionKind;
  lang: InterviewLang;
  text: string;
  /** The sentence the question comes from, exactly as the member's text has it. */
  source: string;
  sourceRef: string;
  followUps: string[];
};

export const MAX_GENERATED = 40;
/** At most this many questions from one sentence, so every part of the text gets asked about. */
const PER_SENTENCE = 2;

type Candidate = GeneratedQuestion & { rank: number };

const RANK: Record<QuestionKind, number> = {
  figure: 0,
  conflict: 1,
  action: 2,
  'why-here': 3,
  result: 4,
  lesson: 5,
  'what-first': 6,
  'why-now': 7,
  duty: 8,
};

/** A short, stable name of a question: its kind and its sentence (FNV-1a of the sentence's key). */
function keyOf(kind: QuestionKind, source: string, extra = '') {
  let h = 0x811c9dc5;
  for (const ch of sentenceKey(source) + '\u0000' + extra) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${kind}:${h.toString(36)}`;
}

function make(
  kind: QuestionKind,
  sentence: string,
  ref: string,
  lang: InterviewLang,
  values: { q?: string; fig?: string },
): Candidate {
  return {
    key: keyOf(kind, sentence, values.fig ?? ''),
    kind,
    lang,
    text: fill(QUESTION_TEMPLATES[lang][kind], { q: values.q ?? '', fig: values.fig ?? '' }),
    source: sentence,
    sourceRef: ref,
    followUps: followUpsFor(sentence, kind, lang),
    rank: RANK[kind],
  };
}

const ROLE_KIND: Partial<Record<NonNullable<SourceText['role']>, QuestionKind>> = {
  action: 'action',
  result: 'result',
  lesson: 'lesson',
  conflict: 'conflict',
  'why-company': 'why-here',
  'why-now': 'why-now',
  plan: 'what-first',
};

/** The questions one sentence raises, most telling first. */
function questionsOfSentence(
  sentence: string,
  src: SourceText,
  lang: InterviewLang,
  company: string | null,
  companySeen: { here: boolean },
  /** The text this sentence is in speaks of the company or of joining (a "now" there is about applying). */
  companyText: boolean,
): Candidate[] {
  const out: Candidate[] = [];
  const at = (kind: CueKind) => {
    const m = cueIn(kind, sentence, lang);
    return m ? cpOffset(sentence, m.index) : null;
  };
  const ask = (kind: QuestionKind, offset: number) =>
    out.push(make(kind, sentence, src.ref, lang, { q: excerpt(sentence, offset) }));
  // A figure is asked how it was measured (a duration in years is not a measurement).
  for (const f of figuresOf(sentence, lang)
    .filter((f) => f.unit !== 'year')
    .slice(0, 1))
    out.push(make('figure', sentence, src.ref, lang, { fig: f.text }));
  const byRole = src.role ? ROLE_KIND[src.role] : undefined;
  if (byRole) ask(byRole, 0);
  const plan = at('plan');
  const joining = at('joining');
  const now = at('now');
  const named = company && company.length >= 2 && sentence.includes(company) ? sentence.indexOf(company) : -1;
  const aboutCompany = named >= 0 ? cpOffset(sentence, named) : at('company');
  if (joining !== null || (plan !== null && aboutCompany !== null)) ask('what-first', joining ?? plan ?? 0);
  else if (aboutCompany !== null) {
    ask(companySeen.here ? 'why-now' : 'why-here', aboutCompany);
    companySeen.here = true;
  } else if (now !== null && (plan !== null || companyText)) ask('why-now', now);
  // A sentence about the company or the member's plans is asked about as such, not as a story.
  if (aboutCompany !== null || joining !== null || (now !== null && (plan !== null || companyText)))
    return out;
  const lesson = at('lesson');
  // A lesson's sentence may name how it was learned ("설득"): asked as a lesson, not a conflict.
  // Without a cue word, the sentence's shape: another side not wanting something, the member doing it.
  const conflict = lesson === null ? (at('conflict') ?? conflictAt(sentence, lang)) : null;
  if (conflict !== null) ask('conflict', conflict);
  const action = at('action') ?? actionAt(sentence, lang);
  if (action !== null) ask('action', action);
  const result = at('result');
  if (result !== null) ask('result', result);
  if (lesson !== null) ask('lesson', lesson);
  // One question per kind from a sentence, the first of each.
  const seen = new Set<QuestionKind>();
  return out.filter((q) => !seen.has(q.kind) && seen.add(q.kind));
}

/** Words of a duty worth finding in the answers: 2+ letters, not the posting's filler. */
const FILLER =
  /^(및|등|관련|업무|경험|우대|담당|가능|있는|하는|and|or|the|with|for|experience|ability|skills?|strong|good|dan|atau|yang|untuk|dengan|pengalaman|kemampuan)$/i;
function dutyWords(duty: string): string[] {
  return (duty.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [])
    .map((w) => w.replace(/(을|를|이|가|은|는|의|에|와|과|로|으로|에서)$/, ''))
    .filter((w) => [...w].length >= 2 && !FILLER.test(w));
}

/** The posting's lines (duties, requirements) that none of the member's texts mention. */
function uncoveredDuties(posting: string, corpus: string): string[] {
  const lower = corpus.toLowerCase();
  return sentencesOf(posting)
    .filter((d) => [...d].length <= 160 && !/[:：]$/.test(d))
    .filter((d) => {
      const words = dutyWords(d);
      if (words.length < 2) return false;
      const found = words.filter((w) => lower.includes(w)).length;
      return found / words.length < 0.34;
    });
}

/** The questions for one application, most telling first, none twice, at most MAX_GENERATED. */
export function generateQuestions(sources: InterviewSources): GeneratedQuestion[] {
  const candidates: Candidate[] = [];
  const company = sources.company?.trim() || null;
  const companySeen = { here: false };
  const corpus: string[] = [];
  let order = 0;
  const position = new Map<Candidate, number>();
  for (const src of sources.texts) {
    if (!src.text.trim()) continue;
    corpus.push(src.text);
    const lang = languageOf(src.text, sources.fallbackLang);
    const sentences = sentencesOf(src.text);
    const companyText = sentences.some(
      (s) =>
        (company !== null && s.includes(company)) ||
        !!cueIn('company', s, lang) ||
        !!cueIn('joining', s, lang),
    );
    for (const sentence of sentences) {
      const found = questionsOfSentence(sentence, src, lang, company, companySeen, companyText).slice(
        0,
        PER_SENTENCE,
      );
      for (const q of found) {
        position.set(q, order++);
        candidates.push(q);
      }
    }
  }
  if (sources.posting?.trim()) {
    const memberLang = corpus.length
      ? languageOf(corpus.join('\n'), sources.fallbackLang)
      : sources.fallbackLang;
    for (const duty of uncoveredDuties(sources.posting, corpus.join('\n')).slice(0, 5)) {
      const q = make('duty', duty, 'posting', memberLang, { q: excerpt(duty, 0, 48) });
      position.set(q, order++);
      candidates.push(q);
    }
  }
  // Spread over the text: each kind's first questions before anyone's second, then by place.
  const perKind = new Map<QuestionKind, number>();
  const nth = new Map<Candidate, number>();
  for (const c of candidates) {
    const n = perKind.get(c.kind) ?? 0;
    nth.set(c, n);
    perKind.set(c.kind, n + 1);
  }
  candidates.sort(
    (a, b) => nth.get(a)! - nth.get(b)! || a.rank - b.rank || position.get(a)! - position.get(b)!,
  );
  const keys = new Set<string>();
  const texts = new Set<string>();
  const out: GeneratedQuestion[] = [];
  for (const { rank: _rank, ...q } of candidates) {
    if (keys.has(q.key) || texts.has(q.text)) continue;
    keys.add(q.key);
    texts.add(q.text);
    out.push(q);
    if (out.length >= MAX_GENERATED) break;
  }
  return out;
}
