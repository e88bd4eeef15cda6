// The self-check of a practice answer (issue 40 item 2): the figures and names it uses against the
// member's letter (a figure that differs from the letter's is flagged — interviewers notice), how long it
// takes to say against the time budget, whether its first sentence answers, and the tail questions its
// words call for. Pure, so a test can hold it to ko, en and id.
import { followUpsFor } from './follow-ups';
import type { QuestionKind } from './templates';
import { figuresOf, sentencesOf, type Figure, type InterviewLang } from './text';

export type FigureFinding = { said: string; letter: string };

export type SelfCheck = {
  /** Figures of the answer that the letter has with the same unit but another value. */
  differing: FigureFinding[];
  /** Figures of the answer the letter has too. */
  matching: string[];
  /** Figures of the answer the letter does not have at all (its unit absent). */
  newFigures: string[];
  /** Names of the letter the answer uses, and those it brings that the letter does not have. */
  namesUsed: string[];
  namesNew: string[];
  /** Characters typed, and about how many seconds saying them takes. */
  length: number;
  spokenSeconds: number;
  lengthVerdict: 'short' | 'fits' | 'long';
  /** Whether the first sentence takes up the question (shares its words, or the figure asked about). */
  firstSentenceAnswers: boolean;
  followUps: string[];
};

/** Spoken pace: Korean syllables, English and Indonesian words per second (a calm interview pace). */
const PACE: Record<InterviewLang, { per: 'char' | 'word'; perSecond: number }> = {
  ko: { per: 'char', perSecond: 5 },
  en: { per: 'word', perSecond: 2.4 },
  id: { per: 'word', perSecond: 2.2 },
};

export function spokenSeconds(text: string, lang: InterviewLang) {
  const pace = PACE[lang];
  const units = pace.per === 'char' ? [...text.replace(/\s/g, '')].length : (text.match(/\S+/g) ?? []).length;
  return Math.round(units / pace.perSecond);
}

/** Proper names in a text: Latin words written with a capital not at a sentence start, and listed ones. */
export function namesIn(text: string, known: readonly string[]): string[] {
  const found = new Set<string>();
  for (const k of known) if (k.trim().length >= 2 && text.includes(k.trim())) found.add(k.trim());
  for (const sentence of sentencesOf(text)) {
    const words = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}&.-]*/gu) ?? [];
    words.slice(1).forEach((w) => {
      const bare = w.replace(/[.-]+$/, '');
      if (/^[A-Z][A-Za-z0-9&-]+$/.test(bare) && bare !== 'I') found.add(bare);
    });
  }
  return [...found];
}

const WORD = /[\p{L}\p{N}]{2,}/gu;
const STOP =
  /^(the|and|you|your|what|how|why|did|was|were|this|that|with|for|are|not|another|once|join|since|used|have|yang|dan|anda|apa|bagaimana|mengapa|ini|itu|dengan|untuk|dalam|tidak|무엇|어떻게|왜|있나요|하셨나요|하시겠어요|그리고|부분에서|본인이|다른|사람들은)$/i;
const stem = (w: string) =>
  w.toLowerCase().replace(/(을|를|이|가|은|는|의|에|와|과|로|으로|에서|라고|이라고|하셨는데)$/, '');

export function selfCheck(input: {
  answer: string;
  lang: InterviewLang;
  kind: QuestionKind;
  question: string;
  source: string;
  /** Everything the member wrote for this application (answers, episodes, reasons). */
  letter: string;
  /** Names to look for (company, organisations of the episodes). */
  knownNames: readonly string[];
  budgetSeconds: number;
}): SelfCheck {
  const { answer, lang } = input;
  const said = figuresOf(answer, lang);
  const letterFigures = figuresOf(input.letter, lang);
  const sourceFigures = figuresOf(input.source, lang);
  const differing: FigureFinding[] = [];
  const matching: string[] = [];
  const newFigures: string[] = [];
  const sameAs = (a: Figure, b: Figure) => a.unit === b.unit && Math.abs(a.value - b.value) < 1e-9;
  for (const f of said) {
    if (letterFigures.some((l) => sameAs(f, l))) {
      matching.push(f.text);
      continue;
    }
    // The figure the question asks about first, then any of the letter's with the same unit.
    const other =
      sourceFigures.find((l) => l.unit === f.unit) ?? letterFigures.find((l) => l.unit === f.unit);
    if (other) differing.push({ said: f.text, letter: other.text });
    else newFigures.push(f.text);
  }
  const letterNames = namesIn(input.letter, input.knownNames);
  const answerNames = namesIn(answer, [...input.knownNames, ...letterNames]);
  const spoken = spokenSeconds(answer, lang);
  const first = sentencesOf(answer)[0] ?? answer.trim();
  const asked = new Set(
    [...`${input.question} ${input.source}`.matchAll(WORD)]
      .map((m) => stem(m[0]))
      .filter((w) => !STOP.test(w)),
  );
  const firstWords = [...first.matchAll(WORD)].map((m) => stem(m[0]));
  const firstSentenceAnswers =
    first.length > 0 &&
    (firstWords.some((w) => asked.has(w)) || (input.kind === 'figure' && figuresOf(first, lang).length > 0));
  return {
    differing,
    matching,
    newFigures,
    namesUsed: answerNames.filter((n) => letterNames.includes(n)),
    namesNew: answerNames.filter((n) => !letterNames.includes(n)),
    length: [...answer].length,
    spokenSeconds: spoken,
    lengthVerdict:
      spoken < input.budgetSeconds * 0.3 ? 'short' : spoken > input.budgetSeconds * 1.1 ? 'long' : 'fits',
    firstSentenceAnswers,
    followUps: followUpsFor(answer, input.kind, lang),
  };
}
