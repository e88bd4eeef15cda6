// The facts a text may use: everything the profile, the target, the culture result and the question
// say. The composer reads them to write; the checker reads them as the allowed set.
import type { ResumeSections } from '#db/schema/profiles';
import type { CultureFit, LetterTarget, MemberMotives, ResumeProfile } from '~/integrations/ai/types';
import { proseLanguage, splitList, splitSentences, tidy } from './text';

export type FactSource = {
  profile: ResumeProfile;
  target?: LetterTarget | null;
  culture?: CultureFit;
  question?: { text: string } | null;
  /** The application's reasons, plan and pasted posting (ADR 0038): the member's own words too. */
  motives?: MemberMotives | null;
};

function strings(value: unknown, out: string[]) {
  if (typeof value === 'string') {
    if (value.trim()) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) strings(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) strings(v, out);
  }
  return out;
}

/** Every string the inputs hold, one a line: the allowed set for names, numbers and dates. */
export function factCorpus(src: FactSource): string {
  const out: string[] = [];
  strings(src.profile.name, out);
  strings(src.profile.sections, out);
  strings(src.target ?? null, out);
  strings(src.culture ?? null, out);
  strings(src.question?.text ?? null, out);
  strings(src.motives ?? null, out);
  return out.join('\n');
}

/** The names and figures a letter may rest on: companies, positions, schools, projects, skills, certificates. */
export function factTerms(src: FactSource): string[] {
  const s = src.profile.sections;
  const figures = [...s.works.map((w) => w.achievements), ...s.projects.map((p) => p.projectDescription)]
    .join(' ')
    .match(/\d+(?:[.,]\d+)?%?/g);
  return [
    ...s.works.flatMap((w) => [w.company, w.position]),
    ...s.educations.flatMap((e) => [e.school, e.major]),
    ...s.projects.flatMap((p) => [p.projectName, ...splitList(p.technologiesUsed)]),
    ...s.skills,
    ...s.certifications.map((c) => c.certificationName),
    ...s.awards.map((a) => a.awardName),
    src.target?.companyName ?? '',
    src.target?.postingTitle ?? '',
    ...(figures ?? []),
  ]
    .map((v) => (v ?? '').trim())
    .filter((v) => v.length >= 2);
}

/** The prose language most of the profile's descriptions are written in. */
export function profileLanguage(sections: ResumeSections): 'ko' | 'en' | 'id' | null {
  const prose = [
    ...sections.works.map((w) => w.achievements),
    ...sections.projects.map((p) => p.projectDescription),
  ].join(' ');
  return proseLanguage(prose);
}

/** The sentences of a description that are written in `lang` (the composer never translates). */
export function sentencesIn(text: string, lang: 'ko' | 'en' | 'id', fallback: 'ko' | 'en' | 'id' | null) {
  return splitSentences(tidy(text)).filter((s) => (proseLanguage(s) ?? fallback) === lang);
}

/** The profile's sections with whitespace tidied and descriptions as one clean sentence a line. */
export function tidySections(s: ResumeSections): ResumeSections {
  const t = (v: string) => tidy(v ?? '').replace(/\s+/g, ' ');
  const prose = (v: string) => splitSentences(tidy(v ?? '')).join('\n');
  return {
    person: {
      country: t(s.person.country),
      region: t(s.person.region),
      address: t(s.person.address),
      birthYear: t(s.person.birthYear),
      birthMonth: t(s.person.birthMonth),
    },
    educations: s.educations.map((e) => ({
      ...e,
      school: t(e.school),
      major: t(e.major),
      gpa: t(e.gpa),
      thesis: t(e.thesis),
      start: t(e.start),
      end: t(e.end),
    })),
    works: s.works.map((w) => ({
      company: t(w.company),
      position: t(w.position),
      achievements: prose(w.achievements),
      start: t(w.start),
      end: t(w.end),
    })),
    skills: [...new Set(s.skills.map(t).filter(Boolean))],
    certifications: s.certifications.map((c) => ({
      certificationName: t(c.certificationName),
      certificationIssuedBy: t(c.certificationIssuedBy),
      issueDate: t(c.issueDate),
    })),
    languages: s.languages.map((l) => ({
      languageName: t(l.languageName),
      languageDetail: t(l.languageDetail),
      languageLevel: t(l.languageLevel),
    })),
    projects: s.projects.map((p) => ({
      projectName: t(p.projectName),
      projectDescription: prose(p.projectDescription),
      technologiesUsed: t(p.technologiesUsed),
    })),
    episodes: s.episodes ?? [],
    awards: s.awards.map((a) => ({
      awardName: t(a.awardName),
      awardIssuedBy: t(a.awardIssuedBy),
      awardYear: t(a.awardYear),
    })),
  };
}

const GRAD_RANK: Record<string, number> = {
  phd: 5,
  grad_school: 4,
  university: 3,
  high_school: 2,
  middle_school: 1,
};

/** Educations from the highest level down. */
export function educationsByLevel(s: ResumeSections) {
  return [...s.educations]
    .filter((e) => e.school.trim())
    .sort((a, b) => (GRAD_RANK[b.gradLevel] ?? 0) - (GRAD_RANK[a.gradLevel] ?? 0));
}

/** "2021.04" / "2018-11-16" → { year, month }, or null. */
export function parseYearMonth(v: string): { year: number; month: number } | null {
  const m = v.trim().match(/^(\d{4})[.\-/](\d{1,2})/);
  if (!m) return null;
  const month = +m[2];
  return month >= 1 && month <= 12 ? { year: +m[1], month } : null;
}
