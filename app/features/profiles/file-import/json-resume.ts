// JSON Resume (https://jsonresume.org/schema, the open interchange format résumé tools read and
// write) to and from our resume sections. Pure. What the standard cannot say (a school's level and
// whether it was finished, a language's level, the birth month) travels in extra properties the
// standard allows (`gradLevel`, `graduated`, `level`, `birthDate`), so that an export re-imports to the
// same fields; a file from another tool is read from the standard properties alone. Sections with no
// place in our resume (volunteer, publications, interests, references, …) are named as not read.
import type { ResumeSections } from '#db/schema/profiles';
import { GRAD_LEVELS, LANGUAGE_LEVELS, RESUME_COUNTRIES } from '../constants';

type Json = Record<string, unknown>;
export type JsonResume = Json;
export type FromJsonResume = {
  name: string | null;
  sections: ResumeSections;
  notRead: string[];
  /** The JSON path each filled field was read from, by the editor's field name (shown in review). */
  paths: Record<string, string>;
};

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.map(obj) : []);
const strings = (v: unknown) => (Array.isArray(v) ? v.map(str).filter(Boolean) : []);

/** "2019-03-15", "2019-03", "2019" → "2019.03" (a year alone has no month: left out). */
function period(date: unknown): string {
  const match = /^(\d{4})-(\d{2})/.exec(str(date));
  return match ? `${match[1]}.${match[2]}` : '';
}
const iso = (value: string) => (/^\d{4}\.\d{2}$/.test(value) ? value.replace('.', '-') : undefined);
/** A certificate's date as the PDF parser writes it ("2019-08-23", "2019.08") from an ISO date. */
function issued(date: unknown): string {
  const text = str(date);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  return /^\d{4}-\d{2}$/.test(text) ? text.replace('-', '.') : text;
}
function isoIssued(value: string): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  if (/^\d{4}[.-]\d{2}$/.test(value)) return value.replace('.', '-');
  return /^\d{4}$/.test(value) ? value : undefined;
}

const STUDY_TYPES: [RegExp, (typeof GRAD_LEVELS)[number]][] = [
  [/ph\.?\s?d|doctor|박사|doktor|s3/i, 'phd'],
  [/master|mba|석사|magister|s2|graduate/i, 'grad_school'],
  [/high\s*school|고등학교|sma|smk/i, 'high_school'],
  [/middle\s*school|중학교|smp/i, 'middle_school'],
];
const STUDY_TYPE_OF: Record<string, string> = {
  middle_school: 'Middle School',
  high_school: 'High School',
  university: 'Bachelor',
  grad_school: 'Master',
  phd: 'Doctorate',
};
function gradLevel(item: Json): string {
  const own = str(item.gradLevel);
  if ((GRAD_LEVELS as readonly string[]).includes(own)) return own;
  const text = `${str(item.studyType)} ${str(item.institution)}`;
  return STUDY_TYPES.find(([pattern]) => pattern.test(text))?.[1] ?? 'university';
}

const FLUENCY: [RegExp, (typeof LANGUAGE_LEVELS)[number]][] = [
  [/native|fluent|bilingual|professional|원어민|유창|mahir/i, 'professional'],
  [/advanced|upper|고급|lanjut/i, 'advanced'],
  [/intermediate|conversational|중급|menengah/i, 'intermediate'],
];
function languageLevel(item: Json): string {
  const own = str(item.level);
  if ((LANGUAGE_LEVELS as readonly string[]).includes(own)) return own;
  return FLUENCY.find(([pattern]) => pattern.test(str(item.fluency)))?.[1] ?? 'beginner';
}

/** Bullets under a summary, one per line. */
const withHighlights = (summary: string, highlights: string[]) =>
  [summary, ...highlights.map((h) => `• ${h}`)].filter(Boolean).join('\n');

const UNREAD = ['volunteer', 'publications', 'interests', 'references'] as const;

/** Our sections from a JSON Resume (already checked against the schema). */
export function fromJsonResume(resume: JsonResume): FromJsonResume {
  const basics = obj(resume.basics);
  const location = obj(basics.location);
  const country = str(location.countryCode).toUpperCase();
  const birth = /^(\d{4})-(\d{2})/.exec(str(basics.birthDate));
  const notRead: string[] = UNREAD.filter((k) => list(resume[k]).length > 0).map(
    (k) => `${k} (${list(resume[k]).length})`,
  );
  if (str(basics.summary)) notRead.push('basics.summary');
  if (list(basics.profiles).length > 0) notRead.push(`basics.profiles (${list(basics.profiles).length})`);
  return {
    name: str(basics.name) || null,
    notRead,
    paths: pathsOf(resume),
    sections: {
      person: {
        country: (RESUME_COUNTRIES as readonly string[]).includes(country) ? country : '',
        region: str(location.region) || str(location.city),
        address:
          str(location.address) || [str(location.city), str(location.region)].filter(Boolean).join(', '),
        birthYear: birth?.[1] ?? '',
        birthMonth: birth ? String(Number(birth[2])) : '',
      },
      educations: list(resume.education).map((e) => ({
        gradLevel: gradLevel(e),
        graduated:
          typeof e.graduated === 'boolean' ? e.graduated : !!period(e.endDate) || !period(e.startDate),
        school: str(e.institution),
        major: str(e.area),
        gpa: str(e.score),
        thesis: str(e.thesis),
        start: period(e.startDate),
        end: period(e.endDate),
      })),
      works: list(resume.work).map((w) => ({
        company: str(w.name),
        position: str(w.position),
        achievements: withHighlights(str(w.summary), strings(w.highlights)),
        start: period(w.startDate),
        end: period(w.endDate),
      })),
      skills: list(resume.skills)
        .map((s) => str(s.name))
        .filter(Boolean),
      certifications: list(resume.certificates).map((c) => ({
        certificationName: str(c.name),
        certificationIssuedBy: str(c.issuer),
        issueDate: str(c.issueDate) || issued(c.date),
      })),
      languages: list(resume.languages).map((l) => ({
        languageName: str(l.language),
        languageDetail: str(l.detail) || (str(l.level) ? '' : str(l.fluency)),
        languageLevel: languageLevel(l),
      })),
      projects: list(resume.projects).map((p) => ({
        projectName: str(p.name),
        projectDescription: withHighlights(str(p.description), strings(p.highlights)),
        technologiesUsed: strings(p.keywords).join(', '),
      })),
      awards: list(resume.awards).map((a) => ({
        awardName: str(a.title),
        awardIssuedBy: str(a.awarder),
        awardYear: /^\d{4}/.exec(str(a.date))?.[0] ?? '',
      })),
      episodes: [],
    },
  };
}

/** The first of `keys` that `item` fills, as a path under `at` (several when a field joins them). */
function pathOf(item: Json, at: string, keys: string[], join = false): string | null {
  const filled = keys.filter((k) =>
    Array.isArray(item[k]) ? strings(item[k]).length > 0 : str(item[k]) !== '',
  );
  if (filled.length === 0) return null;
  return join ? filled.map((k) => `${at}.${k}`).join(', ') : `${at}.${filled[0]}`;
}

/** Where each field of `fromJsonResume` comes from in the file, as JSON paths. */
function pathsOf(resume: JsonResume): Record<string, string> {
  const out: Record<string, string> = {};
  const set = (key: string, path: string | null) => {
    if (path) out[key] = path;
  };
  const basics = obj(resume.basics);
  set('name', pathOf(basics, 'basics', ['name']));
  const location = obj(basics.location);
  set('person.region', pathOf(location, 'basics.location', ['region', 'city']));
  set('person.address', pathOf(location, 'basics.location', ['address', 'city']));
  set('person.birthYear', pathOf(basics, 'basics', ['birthDate']));
  const fields: [keyof ResumeSections, string, Record<string, [string[], boolean?]>][] = [
    [
      'educations',
      'education',
      {
        school: [['institution']],
        major: [['area']],
        gpa: [['score']],
        thesis: [['thesis']],
        start: [['startDate']],
        end: [['endDate']],
      },
    ],
    [
      'works',
      'work',
      {
        company: [['name']],
        position: [['position']],
        achievements: [['summary', 'highlights'], true],
        start: [['startDate']],
        end: [['endDate']],
      },
    ],
    [
      'certifications',
      'certificates',
      {
        certificationName: [['name']],
        certificationIssuedBy: [['issuer']],
        issueDate: [['issueDate', 'date']],
      },
    ],
    ['languages', 'languages', { languageName: [['language']], languageDetail: [['detail', 'fluency']] }],
    [
      'projects',
      'projects',
      {
        projectName: [['name']],
        projectDescription: [['description', 'highlights'], true],
        technologiesUsed: [['keywords']],
      },
    ],
    ['awards', 'awards', { awardName: [['title']], awardIssuedBy: [['awarder']], awardYear: [['date']] }],
  ];
  if (list(resume.skills).length > 0) out.skills = 'skills[].name';
  for (const [section, json, map] of fields) {
    list(resume[json]).forEach((item, i) => {
      for (const [field, [keys, join]] of Object.entries(map)) {
        set(`${section}[${i}].${field}`, pathOf(item, `${json}[${i}]`, keys, join));
      }
    });
  }
  return out;
}

const LEVEL_WORD: Record<string, string> = {
  beginner: 'Elementary proficiency',
  intermediate: 'Limited working proficiency',
  advanced: 'Professional working proficiency',
  professional: 'Full professional proficiency',
};

/** Drops the keys whose value is undefined or empty, so the file holds only what the resume says. */
function compact<T extends Json>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && !v.length)),
  ) as T;
}

/** A JSON Resume of our resume (valid against the schema: dates as ISO 8601, only where we have them). */
export function toJsonResume(name: string, s: ResumeSections): JsonResume {
  const birth =
    s.person.birthYear && s.person.birthMonth
      ? `${s.person.birthYear}-${s.person.birthMonth.padStart(2, '0')}`
      : undefined;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: compact({
      name,
      birthDate: birth,
      location: compact({
        address: s.person.address,
        region: s.person.region,
        countryCode: s.person.country,
      }),
    }),
    education: s.educations.map((e) =>
      compact({
        institution: e.school,
        area: e.major,
        studyType: STUDY_TYPE_OF[e.gradLevel] ?? '',
        gradLevel: e.gradLevel,
        graduated: e.graduated,
        score: e.gpa,
        thesis: e.thesis,
        startDate: iso(e.start),
        endDate: iso(e.end),
      }),
    ),
    work: s.works.map((w) =>
      compact({
        name: w.company,
        position: w.position,
        summary: w.achievements,
        startDate: iso(w.start),
        endDate: iso(w.end),
      }),
    ),
    skills: s.skills.map((name) => ({ name })),
    certificates: s.certifications.map((c) =>
      compact({
        name: c.certificationName,
        issuer: c.certificationIssuedBy,
        date: isoIssued(c.issueDate),
        // A date the standard cannot hold ("2019년 8월") is kept as written.
        issueDate: isoIssued(c.issueDate) ? undefined : c.issueDate,
      }),
    ),
    languages: s.languages.map((l) =>
      compact({
        language: l.languageName,
        fluency: l.languageDetail || LEVEL_WORD[l.languageLevel],
        detail: l.languageDetail,
        level: l.languageLevel,
      }),
    ),
    projects: s.projects.map((p) =>
      compact({
        name: p.projectName,
        description: p.projectDescription,
        keywords: p.technologiesUsed
          .split(/\s*,\s*/)
          .map((k) => k.trim())
          .filter(Boolean),
      }),
    ),
    awards: s.awards.map((a) => compact({ title: a.awardName, awarder: a.awardIssuedBy, date: a.awardYear })),
  };
}
