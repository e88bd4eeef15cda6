import type { ApplicationLetter, ApplicationLetterItem } from '~/features/coverletters/index.server';
import { findProfile, sectionsOf } from '~/features/profiles/index.server';
import type { StorySections } from './applications.server';
import { chosenLetter } from './export.server';

// One story, one company (issue 25 item 4; issue 38 item 6): which resume entries each answer tells, from
// the checker's sentence tracing; a warning when two answers to one company tell the same story (one
// achievement of a job, a project, an episode; from one sentence each) or share a sentence word for word,
// and when two applications state different figures for the same entry where the resume does not hold both.

/** A resume entry a letter's sentence was traced to: its name as the member wrote it, and its own text. */
type Entry = { key: string; label: string; text: string };

function entryOf(s: StorySections, ref: string): Entry | null {
  const [kind, index] = ref.split(':');
  const i = Number(index);
  const join = (...parts: (string | undefined)[]) => parts.filter((p) => p?.trim()).join(' · ');
  const at = <T>(list: T[]) => (Number.isInteger(i) ? list[i] : undefined);
  const make = (label: string, text: string) => (label ? { key: `${kind}:${label}`, label, text } : null);
  switch (kind) {
    case 'work': {
      const w = at(s.works);
      return w ? make(join(w.company, w.position), w.achievements) : null;
    }
    case 'project': {
      const p = at(s.projects);
      return p ? make(p.projectName, p.projectDescription) : null;
    }
    case 'episode': {
      const e = at(s.episodes);
      return e
        ? make(e.title || e.situation.slice(0, 40), join(e.situation, e.action, e.result, e.learned))
        : null;
    }
    case 'education': {
      const e = at(s.educations);
      return e ? make(join(e.school, e.major), e.thesis) : null;
    }
    case 'award': {
      const a = at(s.awards);
      return a ? make(a.awardName, '') : null;
    }
    case 'cert': {
      const c = at(s.certifications);
      return c ? make(c.certificationName, '') : null;
    }
    default:
      // skills, the target, connectives: not a story.
      return null;
  }
}

/** The job, project or episode a sentence names (by its company, project name or title), if exactly one. */
function namedEntry(s: StorySections, sentence: string): Entry | null {
  const refs = [
    ...s.works.map((w, i) => [`work:${i}`, w.company] as const),
    ...s.projects.map((p, i) => [`project:${i}`, p.projectName] as const),
    ...s.episodes.map((e, i) => [`episode:${i}`, e.title] as const),
  ].filter(([, name]) => name.trim().length >= 2 && sentence.includes(name.trim()));
  return refs.length === 1 ? entryOf(s, refs[0][0]) : null;
}

const FIGURE =
  /(\d+(?:[.,]\d+)?)\s*(%|퍼센트|배|명|건|만\s?원|억\s?원|원|시간|분|초|일|주|개월|년|개|times|people|hours|minutes|days|weeks|months|years)/gi;

/** The figures of a text as `unit → values` ("40%" → % → {40}). */
function figuresOf(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const m of text.matchAll(FIGURE)) {
    const unit = m[2].toLowerCase().replace(/\s/g, '').replace('퍼센트', '%');
    const value = m[1].replace(',', '.');
    out.set(unit, (out.get(unit) ?? new Set()).add(value));
  }
  return out;
}

/** Per entry a letter tells: how many of its sentences, and the figures those sentences state. */
type Told = Map<string, { entry: Entry; sentences: number; figures: Map<string, Set<string>> }>;

/** A story a letter tells: one achievement line of a job, or a whole project or episode. */
type Story = { key: string; label: string };

const PARTICLE =
  /(에서|으로|에게|까지|부터|처럼|보다|이며|하며|하고|을|를|이|가|은|는|에|로|와|과|의|도|만)$/u;
/** A text's words that carry meaning (two letters or more; a Korean word without its particle). */
function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}%]+/u)
      .map((w) => (w.length > 2 ? w.replace(PARTICLE, '') : w))
      .filter((w) => w.length >= 2),
  );
}

/** How many of `words` a text holds (the entry's name left out: naming a job is not telling a story). */
const shared = (words: Set<string>, text: string, name: Set<string>) =>
  [...wordsOf(text)].filter((w) => words.has(w) && !name.has(w)).length;

/** A sentence tells a story when it shares two or more meaning words with it (more than a mention). */
const TELLS_WORDS = 2;

/**
 * The story of an entry a traced sentence tells: for a job, the achievement line it retells (a job
 * holds several); a project or an episode is one story. None for a mere mention, and none for
 * schools, awards and certificates (facts, not stories).
 */
function storyOf(entry: Entry, sentence: string): Story | null {
  const kind = entry.key.split(':')[0];
  if (kind !== 'work' && kind !== 'project' && kind !== 'episode') return null;
  const words = wordsOf(sentence);
  const name = wordsOf(entry.label);
  if (kind !== 'work')
    return shared(words, entry.text, name) >= TELLS_WORDS ? { key: entry.key, label: entry.label } : null;
  const lines = entry.text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  let best: { line: string; n: number } | null = null;
  for (const line of lines) {
    const n = shared(words, line, name);
    if (n >= TELLS_WORDS && (!best || n > best.n)) best = { line, n };
  }
  if (!best) return null;
  const short = best.line.length > 40 ? `${best.line.slice(0, 40)}…` : best.line;
  return { key: `${entry.key}#${best.line}`, label: `${entry.label}: ${short}` };
}

/** The answer's sentences as a reader sees them, spacing and closing marks aside (for word-for-word). */
function sentencesOf(text: string): { text: string; key: string }[] {
  return (
    text
      .split(/(?<=[.!?。])\s+|\n+/u)
      .map((t) => t.trim())
      .filter(Boolean)
      .map((t) => ({
        text: t,
        key: t
          .replace(/\s+/g, ' ')
          .replace(/[.!?。]+$/u, '')
          .toLowerCase(),
      }))
      // A short line ("감사합니다.") is a formula, not a sentence worth flagging.
      .filter((t) => t.key.length >= 15)
  );
}

async function toldIn(
  userId: number,
  letter: Pick<ApplicationLetterItem, 'content' | 'findings' | 'profileId'>,
  cache: Map<number, StorySections | null>,
  /** Filled with the stories the letter's sentences tell (key → label), when given. */
  stories?: Map<string, string>,
): Promise<Told> {
  const told: Told = new Map();
  const sentences = letter.findings?.sentences;
  if (!sentences?.length || letter.findings?.checkedLength !== letter.content.length) return told;
  if (!cache.has(letter.profileId)) {
    const p = await findProfile(userId, letter.profileId);
    cache.set(letter.profileId, p ? sectionsOf(p) : null);
  }
  const sections = cache.get(letter.profileId);
  if (!sections) return told;
  for (const s of sentences) {
    const text = letter.content.slice(s.range[0], s.range[1]);
    // A sentence the checker could not trace because of its figure (a changed number) still states that
    // figure about the entry it names.
    const entry = s.source
      ? entryOf(sections, s.source)
      : s.reason === 'figure'
        ? namedEntry(sections, text)
        : null;
    if (!entry) continue;
    const seen = told.get(entry.key) ?? { entry, sentences: 0, figures: new Map() };
    if (s.source) {
      seen.sentences += 1;
      const story = stories && storyOf(entry, text);
      if (story) stories.set(story.key, story.label);
    }
    for (const [unit, values] of figuresOf(text))
      seen.figures.set(unit, new Set([...(seen.figures.get(unit) ?? []), ...values]));
    told.set(entry.key, seen);
  }
  for (const [key, t] of told) if (!t.sentences && !t.figures.size) told.delete(key);
  return told;
}

export type StoryWarning =
  | { kind: 'retold'; label: string; questions: [number, number] }
  | { kind: 'repeated'; sentence: string; questions: [number, number] }
  | { kind: 'figures'; label: string; here: string; there: string; otherId: number; otherCompany: string };

/**
 * For the application's answers (the letter each question is sent with): the entries each one uses, the
 * entries two answers both retell, and figures that differ from what another application of the member
 * states for the same entry (where the resume does not hold both values).
 */
export async function storiesOf(
  userId: number,
  answered: { questionId: number; letter: ApplicationLetterItem | undefined }[],
  otherLetters: ApplicationLetter[],
  /** The application's resume's sections, already read (findApplication): others are read here. */
  known: { profileId: number | null; sections: StorySections | null },
) {
  const cache = new Map<number, StorySections | null>();
  if (known.profileId && known.sections) cache.set(known.profileId, known.sections);
  const uses = new Map<number, string[]>();
  const toldBy: {
    questionId: number;
    told: Told;
    stories: Map<string, string>;
    sentences: { text: string; key: string }[];
  }[] = [];
  for (const [i, a] of answered.entries()) {
    if (!a.letter) continue;
    const stories = new Map<string, string>();
    const told = await toldIn(userId, a.letter, cache, stories);
    uses.set(
      a.questionId,
      [...told.values()].map((t) => t.entry.label),
    );
    toldBy.push({ questionId: i + 1, told, stories, sentences: sentencesOf(a.letter.content) });
  }
  // Two answers to one company: the same story told in both (one sentence each is enough: a reader
  // hears it twice), and any sentence written word for word in both.
  const warnings: StoryWarning[] = [];
  for (let x = 0; x < toldBy.length; x++)
    for (let y = x + 1; y < toldBy.length; y++) {
      const questions: [number, number] = [toldBy[x].questionId, toldBy[y].questionId];
      for (const [key, label] of toldBy[x].stories)
        if (toldBy[y].stories.has(key)) warnings.push({ kind: 'retold', label, questions });
      const theirs = new Set(toldBy[y].sentences.map((t) => t.key));
      const seen = new Set<string>();
      for (const t of toldBy[x].sentences)
        if (theirs.has(t.key) && !seen.has(t.key)) {
          seen.add(t.key);
          warnings.push({ kind: 'repeated', sentence: t.text, questions });
        }
    }

  // The other applications' answers: the letter each of their questions is sent with.
  const byQuestion = new Map<number, ApplicationLetter[]>();
  for (const o of otherLetters) byQuestion.set(o.questionId, [...(byQuestion.get(o.questionId) ?? []), o]);
  const newest = [...byQuestion.values()].map((ls) => {
    const chosen = chosenLetter(ls.map((l) => l.letter));
    return ls.find((l) => l.letter === chosen)!;
  });
  const mine = new Map<string, { entry: Entry; figures: Map<string, Set<string>> }>();
  for (const { told } of toldBy)
    for (const [key, t] of told) {
      const seen = mine.get(key) ?? { entry: t.entry, figures: new Map<string, Set<string>>() };
      for (const [unit, values] of t.figures)
        seen.figures.set(unit, new Set([...(seen.figures.get(unit) ?? []), ...values]));
      mine.set(key, seen);
    }
  const reported = new Set<string>();
  for (const o of newest) {
    const told = await toldIn(userId, o.letter, cache);
    for (const [key, theirs] of told) {
      const here = mine.get(key);
      if (!here) continue;
      const inResume = figuresOf(here.entry.text);
      for (const [unit, values] of here.figures) {
        const there = theirs.figures.get(unit);
        if (!there) continue;
        const onlyHere = [...values].filter((v) => !there.has(v));
        const onlyThere = [...there].filter((v) => !values.has(v));
        if (!onlyHere.length || !onlyThere.length) continue;
        // Both in the resume: two different facts of the entry, not a conflict.
        const resumeHas = (v: string) => inResume.get(unit)?.has(v) ?? false;
        if (onlyHere.every(resumeHas) && onlyThere.every(resumeHas)) continue;
        const id = `${o.applicationId}:${key}:${unit}`;
        if (reported.has(id)) continue;
        reported.add(id);
        warnings.push({
          kind: 'figures',
          label: here.entry.label,
          here: onlyHere.map((v) => `${v}${unit}`).join(', '),
          there: onlyThere.map((v) => `${v}${unit}`).join(', '),
          otherId: o.applicationId,
          otherCompany: o.companyName,
        });
      }
    }
  }
  return { uses: Object.fromEntries(uses), warnings };
}
