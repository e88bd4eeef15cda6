import type { ApplicationLetter, ApplicationLetterItem } from '~/features/coverletters/index.server';
import { findProfile, sectionsOf } from '~/features/profiles/index.server';
import type { StorySections } from './applications.server';
import { chosenLetter } from './export.server';

// One story, one company (issue 25 item 4): which resume entries each answer tells, from the checker's
// sentence tracing; a warning when two answers to one company retell the same entry, and when two
// applications state different figures for the same entry where the resume does not hold both.

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

async function toldIn(
  userId: number,
  letter: Pick<ApplicationLetterItem, 'content' | 'findings' | 'profileId'>,
  cache: Map<number, StorySections | null>,
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
    if (s.source) seen.sentences += 1;
    for (const [unit, values] of figuresOf(text))
      seen.figures.set(unit, new Set([...(seen.figures.get(unit) ?? []), ...values]));
    told.set(entry.key, seen);
  }
  for (const [key, t] of told) if (!t.sentences && !t.figures.size) told.delete(key);
  return told;
}

export type StoryWarning =
  | { kind: 'retold'; label: string; questions: [number, number] }
  | { kind: 'figures'; label: string; here: string; there: string; otherId: number; otherCompany: string };

/** A retelling: two or more sentences of each answer come from the same entry (a mention is one). */
const RETOLD_SENTENCES = 2;

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
  const toldBy: { questionId: number; told: Told }[] = [];
  for (const [i, a] of answered.entries()) {
    if (!a.letter) continue;
    const told = await toldIn(userId, a.letter, cache);
    uses.set(
      a.questionId,
      [...told.values()].map((t) => t.entry.label),
    );
    toldBy.push({ questionId: i + 1, told });
  }
  const warnings: StoryWarning[] = [];
  for (let x = 0; x < toldBy.length; x++)
    for (let y = x + 1; y < toldBy.length; y++)
      for (const [key, a] of toldBy[x].told) {
        const b = toldBy[y].told.get(key);
        if (b && a.sentences >= RETOLD_SENTENCES && b.sentences >= RETOLD_SENTENCES)
          warnings.push({
            kind: 'retold',
            label: a.entry.label,
            questions: [toldBy[x].questionId, toldBy[y].questionId],
          });
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
