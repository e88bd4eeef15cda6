// The built-in composer: writes a cover letter from the profile's own facts, the question's intent
// and the target, with no network. Wording varies with a seeded random source shaped by temperature;
// the length lands within [minLetter, maxLetter] by choosing whole sentences by priority.
import { fitLength } from './checker';
import { abortError } from '~/integrations/ai/errors';
import { educationsByLevel, parseYearMonth, profileLanguage, sentencesIn } from './facts';
import { composeResume } from './intro';
import type { LetterFacts, Phrases } from './phrases';
import { en } from './phrases.en';
import { ko } from './phrases.ko';
import { makeRng, type Rng } from './rng';
import { charLength, scriptCounts } from './text';
import type { AiWriter, CoverLetterRequest, QuestionIntent } from '~/integrations/ai/types';

const BANKS: Record<CoverLetterRequest['lang'], Phrases> = { ko, en };

type Section =
  | 'opening'
  | 'company'
  | 'culture'
  | 'works'
  | 'projects'
  | 'skills'
  | 'awards'
  | 'education'
  | 'goals'
  | 'filler'
  | 'closing';

const ORDER: Record<QuestionIntent, Section[]> = {
  motivation: [
    'opening',
    'company',
    'works',
    'projects',
    'skills',
    'education',
    'culture',
    'goals',
    'filler',
    'closing',
  ],
  growth: ['opening', 'education', 'works', 'projects', 'awards', 'skills', 'filler', 'goals', 'closing'],
  strengths: [
    'opening',
    'culture',
    'works',
    'projects',
    'skills',
    'awards',
    'education',
    'filler',
    'goals',
    'closing',
  ],
  goals: ['opening', 'works', 'skills', 'education', 'goals', 'company', 'culture', 'filler', 'closing'],
  company: [
    'opening',
    'company',
    'culture',
    'works',
    'projects',
    'skills',
    'education',
    'goals',
    'filler',
    'closing',
  ],
};

type Weight =
  | 'focus'
  | 'tags'
  | 'posting'
  | 'industry'
  | 'culture'
  | 'workLead'
  | 'achievement'
  | 'bridge'
  | 'project'
  | 'skills'
  | 'certs'
  | 'languages'
  | 'award'
  | 'education'
  | 'thesis'
  | 'goals';
// Lower is more important: sentences are taken in this order until the letter is long enough.
const W = (...v: number[]) => v;
const PRIORITY: Record<Weight, number[]> = {
  //            motivation growth strengths goals company
  focus: W(1.5, 1.5, 1.5, 2, 1.5),
  tags: W(2, 7, 6, 4, 1.5),
  posting: W(2.5, 8, 7, 5, 2.5),
  industry: W(5, 9, 9, 7, 4),
  culture: W(4, 6, 1.5, 6, 3),
  workLead: W(2, 2, 2, 3, 3),
  achievement: W(3, 3, 2.5, 4, 4),
  bridge: W(4.5, 3.5, 3.5, 5, 5),
  project: W(5, 4.5, 3.5, 6, 6),
  skills: W(4.5, 6, 3, 4.5, 5),
  certs: W(6, 5, 4.5, 6.5, 7),
  languages: W(8, 8, 7, 8, 7),
  award: W(7, 5, 5, 8, 8),
  education: W(6, 2.5, 7, 7, 8),
  thesis: W(8, 4, 8, 9, 9),
  goals: W(4, 6, 6, 1, 3.5),
};
const INTENTS: QuestionIntent[] = ['motivation', 'growth', 'strengths', 'goals', 'company'];

type Item = {
  text: string;
  para: number;
  seq: number;
  prio: number;
  group?: string;
  lead?: boolean;
  required?: boolean;
};

/** Writes the whole letter (synchronously); `streamCoverLetter` streams this text. */
export function composeLetter(req: CoverLetterRequest): string {
  const rng = makeRng(req.seed, req.temperature);
  const p = BANKS[req.lang];
  const intent = req.question.intent;
  const s = req.profile.sections;
  const fallback = profileLanguage(s);
  // Names in another script read oddly in an English letter; a Korean letter takes Latin terms well.
  const fits = (v: string) => !!v.trim() && (req.lang === 'ko' || scriptCounts(v).hangul === 0);
  const f: LetterFacts = {
    company: req.target.companyName.trim(),
    posting: req.target.postingTitle?.trim() || null,
    industry: req.target.industry && fits(req.target.industry) ? req.target.industry.trim() : null,
    tags: req.target.cultureTags.map(p.tag).filter(fits),
    culture:
      req.culture && fits(req.culture.typeTitle)
        ? { typeTitle: req.culture.typeTitle, strengths: req.culture.strengths.filter(fits) }
        : null,
  };

  const items: Item[] = [];
  let seq = 0;
  const base = (w: Weight) => PRIORITY[w][INTENTS.indexOf(intent)] + rng.next() * rng.temperature * 1.5;
  // A template already used in this letter comes last, so repeated slots (two jobs) read differently.
  const used = new Set<unknown>();
  const say = <A>(tpls: ((a: A, f: LetterFacts) => string | null)[], a: A) => {
    const ordered = rng.order(tpls);
    for (const t of [...ordered.filter((t) => !used.has(t)), ...ordered.filter((t) => used.has(t))]) {
      const out = t(a, f);
      if (out) {
        used.add(t);
        return out;
      }
    }
    return null;
  };
  const add = (para: number, text: string | null, prio: number, extra: Partial<Item> = {}) => {
    if (text) items.push({ text: text.trim(), para, seq: seq++, prio, ...extra });
  };
  const major = req.question.type === 'MAJOR' ? 1.5 : 0;
  const inLang = (text: string) => sentencesIn(text, req.lang, fallback).map(p.prose);

  const order = ORDER[intent];
  const para = (section: Section, sub = 0) => order.indexOf(section) * 100 + sub;
  const sections: Partial<Record<Section, () => void>> = {
    opening: () => {
      add(para('opening'), say(p.opening[intent], undefined), 0, { required: true });
      add(para('opening'), say(p.focus[intent], undefined), base('focus'));
    },
    company: () => {
      if (f.tags.length) add(para('company'), say(p.tags, p.list(f.tags)), base('tags'));
      if (f.posting) add(para('company'), say(p.posting, f.posting), base('posting'));
      if (f.industry) add(para('company'), say(p.industry, f.industry), base('industry'));
    },
    culture: () => {
      if (!f.culture) return;
      const lead = base('culture');
      add(para('culture'), say(p.culture, f.culture), lead, { group: 'culture', lead: true });
      add(para('culture'), say(p.cultureEcho, undefined), lead + 1, { group: 'culture' });
    },
    works: () => {
      const works = s.works
        .filter((w) => w.company.trim())
        .map((w, i) => ({ w, i, at: parseYearMonth(w.start) }))
        .sort((a, b) => {
          const ka = a.at ? a.at.year * 12 + a.at.month : -a.i;
          const kb = b.at ? b.at.year * 12 + b.at.month : -b.i;
          return intent === 'growth' ? ka - kb : kb - ka;
        });
      works.forEach(({ w }, n) => {
        const recency = intent === 'growth' ? 0 : n * 1.2;
        const g = `work${n}`;
        const lead = base('workLead') + recency;
        const fact = {
          company: w.company.trim(),
          position: fits(w.position) ? w.position.trim() : null,
          start: w.start,
          end: w.end,
        };
        add(para('works', n), say(p.workLead, fact), lead, { group: g, lead: true });
        inLang(w.achievements).forEach((a, j) =>
          add(para('works', n), a, Math.max(lead + 0.1, base('achievement') - major + recency + j * 0.6), {
            group: g,
          }),
        );
        if (rng.chance(0.35 + rng.temperature * 0.4) || n === 0)
          add(
            para('works', n),
            say(p.workBridge[intent], fact),
            Math.max(lead + 0.2, base('bridge') + recency),
            { group: g },
          );
      });
    },
    projects: () => {
      s.projects
        .filter((pr) => pr.projectName.trim())
        .forEach((pr, n) => {
          const g = `project${n}`;
          const lead = base('project') - major + n;
          const fact = {
            name: pr.projectName.trim(),
            tech: pr.technologiesUsed
              .split(/[,、]/)
              .map((t) => t.trim())
              .filter(fits),
          };
          add(para('projects'), say(p.projectLead, fact), lead, { group: g, lead: true });
          inLang(pr.projectDescription).forEach((d, j) =>
            add(para('projects'), d, lead + 0.3 + j * 0.5, { group: g }),
          );
          add(para('projects'), say(p.projectTech, fact), lead + 1.5, { group: g });
        });
    },
    skills: () => {
      const skills = s.skills.filter(fits).slice(0, 7);
      if (skills.length) add(para('skills'), say(p.skills, skills), base('skills'));
      const certs = s.certifications.map((c) => c.certificationName.trim()).filter(fits);
      if (certs.length) add(para('skills'), say(p.certs, certs), base('certs'));
      const langs = s.languages
        .filter((l) => fits(l.languageName))
        .map((l) =>
          l.languageDetail.trim() && fits(l.languageDetail)
            ? `${l.languageName.trim()} (${l.languageDetail.trim()})`
            : l.languageName.trim(),
        );
      if (langs.length) add(para('skills'), say(p.languages, langs), base('languages'));
    },
    awards: () => {
      s.awards
        .filter((a) => fits(a.awardName))
        .forEach((a, n) =>
          add(
            para('awards'),
            say(p.award, {
              name: a.awardName.trim(),
              issuer: fits(a.awardIssuedBy) ? a.awardIssuedBy.trim() : null,
              year: a.awardYear.trim() || null,
            }),
            base('award') + n,
          ),
        );
    },
    education: () => {
      educationsByLevel(s)
        .slice(0, 2)
        .forEach((e, n) => {
          const fact = {
            school: e.school.trim(),
            major: fits(e.major) ? e.major.trim() : null,
            thesis: fits(e.thesis) ? e.thesis.trim() : null,
            graduated: e.graduated,
            current: !e.graduated && !e.end.trim(),
          };
          const lead = base('education') + n * 2;
          add(para('education'), say(p.education, fact), lead, { group: `edu${n}`, lead: true });
          add(para('education'), say(p.thesis, fact), Math.max(lead + 0.1, base('thesis')), {
            group: `edu${n}`,
          });
        });
    },
    goals: () => {
      const pool = intent === 'goals' ? p.goals.goals : p.goals[intent];
      rng
        .order(pool)
        .forEach((t, n) =>
          add(para('goals'), t(undefined, f), base('goals') + n * (intent === 'goals' ? 0.7 : 1.5)),
        );
    },
    closing: () => add(para('closing'), say(p.closing, undefined), 0, { required: true }),
  };
  for (const section of order) sections[section]?.();

  const fillers = rng
    .order([...p.filler[intent], ...rng.order(p.filler.any)])
    .map((t) => t(undefined, f))
    .filter((t): t is string => !!t);
  const text = select(items, fillers, para('filler'), req.minLetter, req.maxLetter, rng);
  return charLength(text) > req.maxLetter ? fitLength(text, req.minLetter, req.maxLetter) : text;
}

function render(items: Iterable<Item>): string {
  const paras = new Map<number, Item[]>();
  for (const it of items) paras.set(it.para, [...(paras.get(it.para) ?? []), it]);
  return [...paras.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, its]) =>
      its
        .sort((a, b) => a.seq - b.seq)
        .map((i) => i.text)
        .join(' '),
    )
    .join('\n\n');
}

/** Takes sentences by priority until the letter reaches a target length between min and max. */
function select(
  items: Item[],
  fillers: string[],
  fillerPara: number,
  min: number,
  max: number,
  rng: Rng,
): string {
  const target = min + (max - min) * (0.4 + 0.35 * rng.next());
  const chosen = new Set<Item>();
  const len = () => charLength(render(chosen));
  const sorted = [...items].sort(
    (a, b) => Number(!!b.required) - Number(!!a.required) || a.prio - b.prio || a.seq - b.seq,
  );
  for (const it of sorted) {
    if (!it.required && len() >= target) break;
    if (it.group && !it.lead && ![...chosen].some((c) => c.group === it.group && c.lead)) continue;
    chosen.add(it);
    if (len() > max) chosen.delete(it);
  }
  let seq = 10_000;
  for (const [n, text] of fillers.entries()) {
    if (len() >= min) break;
    const it = { text, para: fillerPara + Math.floor(n / 4), seq: seq++, prio: 99 };
    chosen.add(it);
    if (len() > max) chosen.delete(it);
  }
  return render(chosen);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return void queueMicrotask(resolve);
    const done = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', done);
      resolve();
    }, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/** Streams a text a few words at a time, like a model would, and stops when the signal aborts. */
export async function* streamWords(
  text: () => string,
  delayMs: number,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  if (signal?.aborted) throw abortError(signal);
  const words = text().match(/\s*\S+\s*/g) ?? [];
  for (let i = 0, n = 0; i < words.length; n++) {
    if (n > 0) await sleep(delayMs, signal);
    if (signal?.aborted) throw abortError(signal);
    const size = 2 + (n % 3);
    yield words.slice(i, i + size).join('');
    i += size;
  }
}

export type ComposerOptions = { /** Pause between streamed chunks (ms); 0 in tests. */ delayMs?: number };

export function createComposer(opts: ComposerOptions = {}): AiWriter {
  const delayMs = opts.delayMs ?? 15;
  return {
    kind: 'builtin',
    streamCoverLetter: (req, signal) => streamWords(() => composeLetter(req), delayMs, signal),
    async writeResume(req, signal) {
      if (signal?.aborted) throw abortError(signal);
      return composeResume(req);
    },
  };
}
