// An imported draft fitted to the editor's limits, so that nothing read from a file can block Save:
// a value over its field's limit is shortened at a sentence (or a word) and what was cut is kept in
// the entry's description when it has one (a 107-character "project name" becomes a short name and
// the whole text its description), periods the editor would refuse are put right, and lists are cut
// to the editor's counts. Pure: the import applies it to whatever read the file (parser or model).
import type { ResumeSections } from '#db/schema/profiles';
import { measure } from '~/features/coverletters';
import { MAX_LONG_TEXT, PERIOD_PATTERN, RESUME_COUNTRIES } from './constants';

type Draft = { name: string | null; sections: ResumeSections };

/** The limits of resumeSchema (schemas.ts), field by field. */
export const LIMITS = {
  title: 100,
  region: 100,
  address: 200,
  school: 100,
  major: 100,
  gpa: 20,
  thesis: 200,
  company: 100,
  position: 100,
  long: MAX_LONG_TEXT,
  skill: 50,
  certificationName: 100,
  issuer: 100,
  issueDate: 20,
  languageName: 50,
  languageDetail: 100,
  projectName: 100,
  technologies: 200,
  awardName: 100,
  list: 20,
  educations: 10,
} as const;

/**
 * The longest start of `text` within `max` characters (as the editor counts them): up to the end of
 * its last whole sentence when one fits, else its last whole word, else cut.
 */
export function shorten(text: string, max: number): string {
  const value = text.trim();
  if (measure(value) <= max) return value;
  let cut = '';
  for (const sentence of value.match(/[^.!?。\n]+(?:[.!?。]+|\n|$)/g) ?? []) {
    if (measure(cut + sentence) > max) break;
    cut += sentence;
  }
  if (cut.trim()) return cut.trim();
  let words = '';
  for (const word of value.split(/(?<=\s)/)) {
    if (measure(words + word) > max) break;
    words += word;
  }
  if (words.trim()) return words.trim();
  return [...value].slice(0, max).join('').trim();
}

/** `value` within `max`, and what did not fit (the whole value, for the description). */
function split(value: string, max: number): { kept: string; over: string } {
  const kept = shorten(value, max);
  return { kept, over: kept === value.trim() ? '' : value.trim() };
}

const withNote = (description: string, over: string) =>
  over ? [over, description].filter(Boolean).join('\n') : description;

/**
 * A period the editor accepts (YYYY.MM): a year alone ("2014", as DRH tables write it) becomes its
 * January, for the member to correct in review, rather than a value that blocks Save or a lost year.
 */
function period(value: string): string {
  if (PERIOD_PATTERN.test(value)) return value;
  if (/^(?:19|20)\d{2}$/.test(value)) return `${value}.01`;
  return '';
}

/** A start and an end the editor accepts: an end alone is the start, a start after the end swaps. */
function periods<T extends { start: string; end: string }>(entry: T): T {
  let start = period(entry.start);
  let end = period(entry.end);
  if (end && !start) [start, end] = [end, ''];
  if (start && end && start > end) [start, end] = [end, start];
  return { ...entry, start, end };
}

export function fitDraft(draft: Draft, now = new Date()): Draft {
  const s = draft.sections;
  const year = now.getFullYear();
  return {
    name: draft.name === null ? null : shorten(draft.name, LIMITS.title),
    sections: {
      ...s,
      person: {
        ...s.person,
        // A country the service does not serve (read from a model or a file) is left for the member to choose.
        country: (RESUME_COUNTRIES as readonly string[]).includes(s.person.country) ? s.person.country : '',
        region: shorten(s.person.region ?? '', LIMITS.region),
        address: shorten(s.person.address ?? '', LIMITS.address),
      },
      educations: s.educations.slice(0, LIMITS.educations).map((e) =>
        periods({
          ...e,
          school: shorten(e.school, LIMITS.school),
          major: shorten(e.major, LIMITS.major),
          gpa: shorten(e.gpa, LIMITS.gpa),
          thesis: shorten(e.thesis, LIMITS.thesis),
        }),
      ),
      works: s.works.slice(0, LIMITS.list).map((w) => {
        const company = split(w.company, LIMITS.company);
        const position = split(w.position, LIMITS.position);
        const notes = withNote(withNote(w.achievements, position.over), company.over);
        return periods({
          ...w,
          company: company.kept,
          position: position.kept,
          achievements: shorten(notes, LIMITS.long),
        });
      }),
      skills: [...new Set(s.skills.map((k) => shorten(k, LIMITS.skill)).filter(Boolean))].slice(
        0,
        LIMITS.list,
      ),
      certifications: s.certifications.slice(0, LIMITS.list).map((c) => ({
        ...c,
        certificationName: shorten(c.certificationName, LIMITS.certificationName),
        certificationIssuedBy: shorten(c.certificationIssuedBy, LIMITS.issuer),
        issueDate: shorten(c.issueDate, LIMITS.issueDate),
      })),
      languages: s.languages.slice(0, LIMITS.list).map((l) => ({
        ...l,
        languageName: shorten(l.languageName, LIMITS.languageName),
        languageDetail: shorten(l.languageDetail, LIMITS.languageDetail),
      })),
      projects: s.projects.slice(0, LIMITS.list).map((p) => {
        const name = split(p.projectName, LIMITS.projectName);
        const technologies = split(p.technologiesUsed, LIMITS.technologies);
        const notes = withNote(withNote(p.projectDescription, technologies.over), name.over);
        return {
          ...p,
          projectName: name.kept,
          technologiesUsed: technologies.kept,
          projectDescription: shorten(notes, LIMITS.long),
        };
      }),
      awards: s.awards.slice(0, LIMITS.list).map((a) => ({
        ...a,
        awardName: shorten(a.awardName, LIMITS.awardName),
        awardIssuedBy: shorten(a.awardIssuedBy, LIMITS.issuer),
        awardYear:
          /^\d{4}$/.test(a.awardYear) && +a.awardYear <= year && +a.awardYear >= year - 100
            ? a.awardYear
            : '',
      })),
    },
  };
}
