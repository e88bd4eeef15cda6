// The built-in composer's resume part: a 2–4 sentence self-introduction from the profile's facts in
// Korean, English or Indonesian (the interface's language when the resume's names can be written in it,
// else the resume's own), and every section kept, tidied (nothing added, nothing dropped, episodes as
// they are), whatever the interface language.
import { educationsByLevel, parseYearMonth, tidySections } from './facts';
import { makeRng } from './rng';
import { josa, scriptCounts } from './text';
import type { ResumeRequest, ResumeResult } from '~/integrations/ai/types';

type Facts = {
  company: string | null;
  position: string | null;
  current: boolean;
  school: string | null;
  major: string | null;
  graduated: boolean;
  skills: string[];
  certs: string[];
  target: string | null;
};
type Lines = {
  [K in 'work' | 'study' | 'skills' | 'certs' | 'target']: ((f: Facts) => string | false | null)[];
};

const enList = (xs: string[], and: string) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`;

const LINES: Record<ResumeRequest['lang'], Lines> = {
  ko: {
    work: [
      (f) =>
        f.company &&
        `${f.current ? '현재 ' : ''}${f.company}에서 ${f.position ? josa(f.position, '으로/로') + ' ' : ''}${f.current ? '일하고 있습니다' : '일했습니다'}.`,
      (f) =>
        f.company && `${f.company}에서 ${f.position ? `${f.position} 업무를 맡아 ` : ''}경험을 쌓았습니다.`,
    ],
    study: [
      (f) =>
        f.school &&
        (f.major
          ? `${f.school}에서 ${josa(f.major, '을/를')} ${f.graduated ? '전공했습니다' : '전공하고 있습니다'}.`
          : f.graduated
            ? `${josa(f.school, '을/를')} 졸업했습니다.`
            : `${f.school}에서 공부하고 있습니다.`),
    ],
    skills: [
      (f) => f.skills.length > 0 && `${josa(f.skills.join(', '), '을/를')} 주로 다룹니다.`,
      (f) => f.skills.length > 0 && `주요 기술은 ${f.skills.join(', ')}입니다.`,
    ],
    certs: [(f) => f.certs.length > 0 && `${josa(f.certs.join(', '), '을/를')} 취득했습니다.`],
    target: [(f) => f.target && `${f.target}에서 이 경험을 이어 가고 싶습니다.`],
  },
  en: {
    work: [
      (f) =>
        f.company &&
        `${f.current ? 'I currently work' : 'I worked'}${f.position ? ` as ${f.position}` : ''} at ${f.company}.`,
      (f) =>
        f.company &&
        `My experience comes from ${f.company}${f.position ? `, where I ${f.current ? 'work' : 'worked'} as ${f.position}` : ''}.`,
    ],
    study: [
      (f) =>
        f.school &&
        (f.major
          ? `I ${f.graduated ? 'studied' : 'am studying'} ${f.major} at ${f.school}.`
          : `I ${f.graduated ? 'studied' : 'am studying'} at ${f.school}.`),
    ],
    skills: [
      (f) => f.skills.length > 0 && `I work mainly with ${enList(f.skills, 'and')}.`,
      (f) => f.skills.length > 0 && `My main skills are ${enList(f.skills, 'and')}.`,
    ],
    certs: [(f) => f.certs.length > 0 && `I hold the ${enList(f.certs, 'and')}.`],
    target: [(f) => f.target && `I would like to bring this experience to ${f.target}.`],
  },
  id: {
    work: [
      (f) =>
        f.company &&
        `${f.current ? 'Saat ini bekerja' : 'Pernah bekerja'}${f.position ? ` sebagai ${f.position}` : ''} di ${f.company}.`,
      (f) => f.company && `Berpengalaman di ${f.company}${f.position ? ` sebagai ${f.position}` : ''}.`,
    ],
    study: [
      (f) =>
        f.school &&
        (f.major
          ? f.graduated
            ? `Lulusan ${f.major} dari ${f.school}.`
            : `Sedang menempuh studi ${f.major} di ${f.school}.`
          : f.graduated
            ? `Lulusan ${f.school}.`
            : `Sedang menempuh pendidikan di ${f.school}.`),
    ],
    skills: [
      (f) => f.skills.length > 0 && `Menguasai ${enList(f.skills, 'dan')}.`,
      (f) => f.skills.length > 0 && `Keahlian utama: ${f.skills.join(', ')}.`,
    ],
    certs: [(f) => f.certs.length > 0 && `Memiliki sertifikasi ${enList(f.certs, 'dan')}.`],
    target: [(f) => f.target && `Ingin melanjutkan pengalaman ini di ${f.target}.`],
  },
};

/** A school as typed, without a trailing degree or status ("한빛대학교 학사 졸업" → "한빛대학교"). */
function schoolName(v: string) {
  return v
    .trim()
    .replace(/\s*\(?\s*(학사|석사|박사|전문학사)?\s*(졸업|재학|수료|중퇴|휴학)(\s*예정)?\s*\)?$/u, '')
    .trim();
}

/** The latest job: the one still open, else the one that ended (or began) last. */
function latestWork(works: ResumeRequest['profile']['sections']['works']) {
  const at = (v: string) => {
    const ym = parseYearMonth(v);
    return ym ? ym.year * 12 + ym.month : 0;
  };
  return works
    .filter((w) => w.company.trim())
    .map((w, i) => ({ w, i, end: w.end.trim() ? at(w.end) : Infinity, start: at(w.start) }))
    .sort((a, b) => b.end - a.end || b.start - a.start || b.i - a.i)[0]?.w;
}

type IntroLang = ResumeRequest['lang'];

/**
 * The facts an intro in `lang` can name: the latest job (current only while it has no end), the highest
 * education as graduated or ongoing, and only values written in the intro's script (no Hangul in an
 * English or Indonesian intro: the built-in writer never translates a name).
 */
function introFacts(req: Pick<ResumeRequest, 'profile' | 'target'>, lang: IntroLang): Facts {
  const s = req.profile.sections;
  const fits = (v: string | undefined) => !!v?.trim() && (lang === 'ko' || scriptCounts(v).hangul === 0);
  const work = latestWork(s.works);
  const edu = educationsByLevel(s).find((e) => fits(schoolName(e.school)));
  const targetName = req.target?.companyName.trim();
  return {
    company: work && fits(work.company) ? work.company.trim() : null,
    position: work && fits(work.position) ? work.position.trim() : null,
    current: !!work && !work.end.trim(),
    school: edu ? schoolName(edu.school) : null,
    major: edu && fits(edu.major) ? edu.major.trim() : null,
    graduated: edu ? edu.graduated !== false : true,
    skills: s.skills.filter(fits).slice(0, 4),
    certs: s.certifications
      .map((c) => c.certificationName)
      .filter(fits)
      .slice(0, 2),
    target: targetName && fits(targetName) ? targetName : null,
  };
}

const factCount = (f: Facts) =>
  [f.company, f.position, f.school, f.major].filter(Boolean).length + f.skills.length + f.certs.length;

/**
 * The language the resume's self-introduction is written in: the interface language when the resume's
 * own names can be written in it; otherwise Korean, the resume's language (a Korean resume generated
 * from the English or Indonesian interface would leave an English intro with its skills alone, "My main
 * skills are SAP MM, WMS, Excel and Power BI."). Korean takes every name as written, so it always fits.
 */
export function introLanguage(req: Pick<ResumeRequest, 'lang' | 'profile' | 'target'>): {
  lang: IntroLang;
  reason: 'interface' | 'resume';
} {
  if (req.lang === 'ko') return { lang: 'ko', reason: 'interface' };
  const all = introFacts(req, 'ko');
  const own = introFacts(req, req.lang);
  // The job or the school the intro opens with, and at least half of what a Korean intro could name.
  const lead = all.company ? !!own.company : all.school ? !!own.school : true;
  return lead && factCount(own) * 2 >= factCount(all)
    ? { lang: req.lang, reason: 'interface' }
    : { lang: 'ko', reason: 'resume' };
}

/**
 * A short self-introduction from the profile's facts only, in the interface language when the resume's
 * names can be written in it, else in the resume's own (`introLanguage`).
 */
export function composeIntro(req: ResumeRequest): string {
  const lang = introLanguage(req).lang;
  const rng = makeRng(req.seed, 0.7);
  const f = introFacts(req, lang);
  const lines = LINES[lang];
  const say = (k: keyof Lines) =>
    rng
      .order(lines[k])
      .map((t) => t(f))
      .find((x): x is string => !!x) ?? null;
  const first = say(f.company ? 'work' : 'study');
  const rest = rng
    .order((['study', 'skills', 'certs'] as const).filter((k) => k !== (f.company ? null : 'study')))
    .map(say)
    .filter((x): x is string => !!x);
  const target = say('target');
  const out = [first, ...rest.slice(0, target ? 2 : 3), target].filter((x): x is string => !!x);
  // A name that ends in a period ("Lumen Health Inc.") ends the sentence with it: no "Inc..".
  return out
    .slice(0, 4)
    .map((x) => x.replace(/\.\.$/, '.'))
    .join(' ');
}

export function composeResume(req: ResumeRequest): ResumeResult {
  return { intro: composeIntro(req), sections: tidySections(req.profile.sections) };
}
