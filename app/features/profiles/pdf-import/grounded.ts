// A model's reading of a resume, kept only where the PDF's text backs it: every extracted value must
// appear in the text (spacing and punctuation aside) or it is dropped. Classifications (education and
// language levels, graduated, country) are not text and are kept when they are valid.
import { COUNTRIES } from '#db/schema/enums';
import type { ResumeSections } from '#db/schema/profiles';
import { GRAD_LEVELS, LANGUAGE_LEVELS } from '../constants';
import type { ParsedResume } from './parse';

type Raw = Record<string, unknown>;

const squash = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.,·\-–—/:;()[\]'"|]+/g, '');

const list = (v: unknown): Raw[] =>
  Array.isArray(v) ? v.filter((x): x is Raw => !!x && typeof x === 'object') : [];
const oneOf = <T extends string>(values: readonly T[], v: unknown): T | '' =>
  (values as readonly unknown[]).includes(v) ? (v as T) : '';

/** Reads the model's JSON against the text; null when it is not a resume at all. */
export function groundResume(raw: Raw | null, text: string): ParsedResume | null {
  if (!raw || typeof raw.sections !== 'object' || !raw.sections) return null;
  const haystack = squash(text);
  const plain = text.normalize('NFKC');
  const s = raw.sections as Raw;
  const keep = (v: unknown): string => {
    if (typeof v !== 'string' && typeof v !== 'number') return '';
    const value = String(v).trim();
    return value && haystack.includes(squash(value)) ? value : '';
  };
  /** YYYY.MM, kept when the text has that year and month in a usual form (2019.03, 2019-3, 2019년 3월). */
  const period = (v: unknown): string => {
    const m = typeof v === 'string' ? v.trim().match(/^(\d{4})\.(0[1-9]|1[0-2])$/) : null;
    if (!m) return '';
    const month = String(Number(m[2]));
    return new RegExp(`${m[1]}\\s*[.\\-/년]\\s*0?${month}(?!\\d)`).test(plain) ? (v as string) : '';
  };
  const person = (s.person && typeof s.person === 'object' ? s.person : {}) as Raw;
  const birthYear = keep(person.birthYear);
  const sections: ResumeSections = {
    person: {
      country: oneOf(COUNTRIES, person.country),
      region: keep(person.region),
      address: keep(person.address),
      birthYear,
      birthMonth: birthYear
        ? oneOf(
            ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const,
            String(person.birthMonth ?? ''),
          )
        : '',
    },
    educations: list(s.educations)
      .map((e) => ({
        gradLevel: oneOf(GRAD_LEVELS, e.gradLevel),
        graduated: e.graduated === true,
        school: keep(e.school),
        major: keep(e.major),
        gpa: keep(e.gpa),
        thesis: keep(e.thesis),
        start: period(e.start),
        end: period(e.end),
      }))
      .filter((e) => e.school),
    works: list(s.works)
      .map((w) => ({
        company: keep(w.company),
        position: keep(w.position),
        achievements: keep(w.achievements),
        start: period(w.start),
        end: period(w.end),
      }))
      .filter((w) => w.company),
    skills: (Array.isArray(s.skills) ? s.skills : []).map(keep).filter(Boolean),
    certifications: list(s.certifications)
      .map((c) => ({
        certificationName: keep(c.certificationName),
        certificationIssuedBy: keep(c.certificationIssuedBy),
        issueDate: keep(c.issueDate),
      }))
      .filter((c) => c.certificationName),
    languages: list(s.languages)
      .map((l) => ({
        languageName: keep(l.languageName),
        languageDetail: keep(l.languageDetail),
        languageLevel: oneOf(LANGUAGE_LEVELS, l.languageLevel),
      }))
      .filter((l) => l.languageName),
    projects: list(s.projects)
      .map((p) => ({
        projectName: keep(p.projectName),
        projectDescription: keep(p.projectDescription),
        technologiesUsed: keep(p.technologiesUsed),
      }))
      .filter((p) => p.projectName),
    episodes: [],
    awards: list(s.awards)
      .map((a) => ({
        awardName: keep(a.awardName),
        awardIssuedBy: keep(a.awardIssuedBy),
        awardYear: keep(a.awardYear),
      }))
      .filter((a) => a.awardName),
  };
  return { name: keep(raw.name) || null, sections };
}
