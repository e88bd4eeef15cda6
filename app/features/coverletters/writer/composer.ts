// The built-in composer: answers the question it is asked (the intent read from the question's own
// text) from the profile's own facts and the target, with no network. It picks the resume's episodes by
// relevance to the question and the target, frames each as situation → what I did → result → what I
// learned, and reaches the length by using more of the resume, never filler; when the resume has too
// little, the letter stays shorter and the checker says what to add. Wording varies with a seeded random
// source shaped by temperature.
import { abortError } from '~/integrations/ai/errors';
import { measure, type LimitType } from '../counting';
import { fitLength } from './checker';
import { buildEpisodes, targetWords, type Episode } from './episodes';
import { educationsByLevel, profileLanguage } from './facts';
import type { Ctx, F, Frames } from './frames';
import { en } from './frames.en';
import { ko } from './frames.ko';
import { asksGoals, asksWeakness, recognizeIntent, type LetterIntent } from './intent';
import { composeResume } from './intro';
import { makeRng, type Rng } from './rng';
import { roleName } from './role-name';
import { scriptCounts } from './text';
import type { AiWriter, CoverLetterRequest } from '~/integrations/ai/types';

const FRAMES: Record<CoverLetterRequest['lang'], Frames> = { ko, en };

type Item = {
  text: string;
  para: number;
  seq: number;
  prio: number;
  group?: string;
  lead?: boolean;
  required?: boolean;
  /** Taken only together with this item (a situation never stands without its first fact). */
  with?: Item;
  /** May name its episode by a short mention ("이 프로젝트"). */
  refer?: boolean;
};

/** Paragraph order: the answer first, then the body the intent calls for, then the way forward. */
const PARA = {
  open: 0,
  why: 5,
  plansEarly: 8,
  episodes: 10,
  skills: 50,
  weakness: 55,
  plans: 60,
  link: 70,
  closing: 80,
};

/** How much each part matters per intent (lower is taken first). */
function weights(intent: LetterIntent, weakness: boolean, goalsToo: boolean) {
  const episodeBase = intent === 'motivation' ? 2 : intent === 'goals' ? 3 : 0.5;
  return {
    episodeBase,
    episodeStep: intent === 'growth' ? 1.6 : 2.6,
    why: intent === 'motivation' ? 0.8 : 9,
    culture: intent === 'motivation' ? 3.5 : intent === 'strengths' ? 3 : 10,
    skills: intent === 'competency' ? 1.2 : intent === 'strengths' || intent === 'growth' ? 3.5 : 6,
    education: intent === 'growth' ? 1 : intent === 'competency' ? 5 : 8,
    certs: intent === 'competency' ? 3 : 7.5,
    languages: 9.5,
    weakness: weakness ? 1 : null,
    plans: intent === 'goals' ? 0.6 : intent === 'motivation' ? (goalsToo ? 1.4 : 4) : 9,
    link: 2.2,
  };
}

/** Writes the whole letter (synchronously); `streamCoverLetter` streams this text. */
export function composeLetter(req: CoverLetterRequest): string {
  const rng = makeRng(req.seed, req.temperature);
  const fr = FRAMES[req.lang];
  const intent = recognizeIntent(req.question.text, req.question.intent);
  const w = weights(
    intent,
    intent === 'strengths' && asksWeakness(req.question.text),
    asksGoals(req.question.text),
  );
  const s = req.profile.sections;
  const fallback = profileLanguage(s);
  // Names in another script read oddly in an English letter; a Korean letter takes Latin terms well.
  const fits = (v: string) => !!v?.trim() && (req.lang === 'ko' || scriptCounts(v).hangul === 0);
  const role = roleName(req.target.postingTitle, req.target.companyName);
  const industry = req.target.industry?.trim() || null;
  const tags = req.target.cultureTags.map(fr.tag).filter(fits);
  const words = targetWords([role, industry, ...tags]);
  // An episode named in another script than the letter's (Hangul in an English letter) is left out.
  const episodes = buildEpisodes(s, req.lang, fallback, intent, words, fits).filter((e) => fits(e.name));
  const told = episodes
    .map((e) => `${e.name} ${e.tech.join(' ')} ${e.facts.map((f) => f.text).join(' ')}`)
    .join(' ')
    .toLowerCase();
  const skills = s.skills
    .filter(fits)
    .map((k, i) => ({
      k,
      i,
      hit: told.includes(k.toLowerCase()) || words.some((x) => k.toLowerCase().includes(x)),
    }))
    .sort((a, b) => Number(b.hit) - Number(a.hit) || a.i - b.i)
    .map((x) => x.k.trim());
  const [edu, edu2] = educationsByLevel(s);
  const eduFact = (e: typeof edu | undefined) =>
    e
      ? {
          school: e.school.trim(),
          major: fits(e.major) ? e.major.trim() : null,
          graduated: e.graduated,
          current: !e.graduated && !e.end.trim(),
        }
      : null;
  const base: Ctx = {
    co: req.target.companyName.trim(),
    role: role && fits(role) ? role : null,
    industry: industry && fits(industry) ? industry : null,
    tags,
    culture: req.culture && fits(req.culture.typeTitle) ? req.culture : null,
    skills,
    certs: s.certifications.map((c) => c.certificationName.trim()).filter(fits),
    languages: s.languages
      .filter((l) => fits(l.languageName))
      .map((l) =>
        l.languageDetail.trim() && fits(l.languageDetail)
          ? `${l.languageName.trim()} (${l.languageDetail.trim()})`
          : l.languageName.trim(),
      ),
    edu: eduFact(edu),
    edu2: eduFact(edu2),
    award: (() => {
      const a = s.awards.find((x) => fits(x.awardName));
      return a
        ? {
            name: a.awardName.trim(),
            issuer: fits(a.awardIssuedBy) ? a.awardIssuedBy.trim() : null,
            year: a.awardYear.trim() || null,
          }
        : null;
    })(),
    noun: fr.noun[intent],
    ep: episodes[0] ?? null,
  };
  // The lead episode: the most relevant one, or another nearly as relevant (a new seed may pick it).
  const told2 = episodes.filter((e) => e.facts.length);
  if (intent !== 'growth' && told2.length > 1 && told2[1].score >= told2[0].score * 0.8 && rng.chance(0.5)) {
    const second = told2.splice(1, 1)[0];
    told2.unshift(second);
    episodes.splice(episodes.indexOf(second), 1);
    episodes.unshift(second);
  }
  const main = told2[0] ?? episodes[0] ?? null;

  const items: Item[] = [];
  let seq = 0;
  const jitter = () => rng.next() * rng.temperature * 0.8;
  // One frame of a pool; frames already used in this letter come last, so two episodes read differently.
  const used = new Set<F>();
  // From 50 % creativity on, every frame is equally likely; below it the plainest come first.
  const vary = <T>(xs: readonly T[]): T[] => (rng.temperature >= 0.5 ? shuffle(xs, rng) : rng.order(xs));
  const say = (pool: F[], ctx: Ctx) => {
    const ordered = vary(pool);
    for (const f of [...ordered.filter((f) => !used.has(f)), ...ordered.filter((f) => used.has(f))]) {
      const out = f(ctx);
      if (out) {
        used.add(f);
        return out;
      }
    }
    return null;
  };
  const add = (para: number, text: string | null, prio: number, extra: Partial<Item> = {}) => {
    const clean = text?.trim().replace(/\.\.(?=\s|$)/g, '.');
    // A sentence is said once per letter.
    if (!clean || items.some((i) => i.text === clean)) return null;
    const item = { text: clean, para, seq: seq++, prio, ...extra };
    items.push(item);
    return item;
  };
  const withEp = (ep: Episode | null): Ctx => ({ ...base, ep });

  add(PARA.open, say(fr.open[intent], withEp(main)) ?? say(fr.bare.open, base), 0, { required: true });
  if (intent !== 'motivation' && intent !== 'goals' && told2.length > 1)
    add(PARA.open, say(fr.preview, { ...withEp(main), ep2: told2[1] }), 4.5 + jitter());

  if (w.why < 9)
    vary(fr.why).forEach((f, i) =>
      add(
        PARA.why,
        say([f], withEp(told2[i % Math.max(1, told2.length)] ?? main)),
        w.why + i * 0.5 + jitter(),
      ),
    );
  add(PARA.why, say(fr.culture, withEp(main)), w.culture + jitter());

  let leads: string[] = [];
  const nextLead = () => {
    if (!leads.length) leads = vary(fr.lead[intent]);
    return leads.shift()!;
  };
  const results = vary(fr.resultLeads);
  let r = 0;
  episodes.forEach((ep, n) => {
    const g = `ep${n}`;
    const para = PARA.episodes + n;
    const prio = w.episodeBase + n * w.episodeStep + jitter();
    const ctx = withEp(ep);
    if (!ep.facts.length) {
      add(para, say(fr.plain, ctx), prio + 1, { group: g, lead: true });
      return;
    }
    const situation = add(para, say(fr.situation[intent], ctx), prio, { group: g, lead: true });
    ep.facts.forEach((fact, j) => {
      const lead = nextLead();
      let text = fr.attach(lead, fact.text);
      if (!text) {
        leads.unshift(lead);
        text = j > 0 ? fr.result(results[r++ % results.length], fact.text) : null;
      }
      const item = add(para, text ?? fact.text, prio + 0.2 + j * 0.7, { group: g });
      if (j === 0 && situation && item) situation.with = item;
    });
    add(para, say(fr.tech, ctx), prio + 1.2 + ep.facts.length * 0.7, { group: g, refer: true });
    add(para, say(fr.reflect[intent], ctx), prio + 0.9, { group: g });
    const more =
      intent === 'motivation' || intent === 'goals'
        ? fr.reflect[intent]
        : [...fr.reflect[intent], ...fr.reflectAny];
    add(para, say(more, ctx), prio + 6 + ep.facts.length * 0.7, { group: g });
  });

  add(PARA.skills, say(fr.skills[intent], base), w.skills + jitter());
  if (skills.length > 6)
    add(PARA.skills, say(fr.skills[intent], { ...base, skills: skills.slice(6) }), w.skills + 5 + jitter());
  add(PARA.skills, say(fr.certs, base), w.certs + jitter());
  // A growth story starts at school; elsewhere education backs the skills.
  add(intent === 'growth' ? PARA.why : PARA.skills, say(fr.education, base), w.education + jitter());
  add(PARA.skills, say(fr.education2, base), w.education + 3 + jitter());
  add(PARA.skills, say(fr.languages, base), w.languages + jitter());
  add(PARA.skills, say(fr.award, base), w.certs + 0.5 + jitter());
  if (w.weakness !== null)
    add(PARA.weakness, say(fr.weakness, withEp(told2[1] ?? main)), w.weakness, { required: true });
  // Plans read in time order (first weeks → first year → later); which of them a letter takes varies.
  vary(fr.plans.map((f, order) => ({ f, order })))
    .slice(0, intent === 'goals' || intent === 'motivation' ? undefined : 3)
    .forEach(({ f, order }, i) =>
      add(
        intent === 'goals' ? PARA.plansEarly : PARA.plans,
        say([f], withEp(main)),
        w.plans + i * (w.plans > 5 ? 2 : 0.8) + jitter(),
        {
          seq: 5000 + order,
        },
      ),
    );
  const link = rng.order(fr.link[intent]);
  add(PARA.link, say(link, withEp(told2[1] ?? main)), w.link + jitter());
  add(PARA.link, say(link, withEp(main)), w.link + 6 + jitter());
  add(PARA.link, say(link, withEp(told2[2] ?? told2[1] ?? main)), w.link + 9 + jitter());
  add(PARA.closing, say(fr.closing, withEp(main)) ?? say(fr.bare.closing, base), 0, { required: true });

  // Within an episode's paragraph, the episode is named in full once, then referred to ("그곳에서").
  for (const [n, ep] of episodes.entries()) {
    let named = false;
    for (const it of items.filter((i) => i.group === `ep${n}`).sort((a, b) => a.seq - b.seq)) {
      if (it.lead) {
        named = true;
        continue;
      }
      // Only the tools sentence, which keeps its own names: a reflection keeps the episode's name.
      if (!named || !it.refer) continue;
      for (const [full, short] of fr.refer(ep)) it.text = it.text.split(full).join(short);
    }
  }
  const type = req.limitType ?? 'with-spaces';
  const text = select(items, req.minLetter, req.maxLetter, rng, type);
  return measure(text, type) > req.maxLetter ? fitLength(text, req.minLetter, req.maxLetter, type) : text;
}

/** An even shuffle (Fisher–Yates) over the seeded source. */
function shuffle<T>(xs: readonly T[], rng: Rng): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
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

/** Takes sentences by importance until the letter reaches a target length between min and max. */
function select(items: Item[], min: number, max: number, rng: Rng, type: LimitType): string {
  const target = min + (max - min) * (0.45 + 0.3 * rng.next());
  const chosen = new Set<Item>();
  const len = () => measure(render(chosen), type);
  const sorted = [...items].sort(
    (a, b) => Number(!!b.required) - Number(!!a.required) || a.prio - b.prio || a.seq - b.seq,
  );
  for (const it of sorted) {
    if (!it.required && len() >= target) break;
    if (chosen.has(it)) continue;
    if (it.group && !it.lead && ![...chosen].some((c) => c.group === it.group && c.lead)) continue;
    chosen.add(it);
    if (it.with) chosen.add(it.with);
    if (len() > max) {
      chosen.delete(it);
      if (it.with) chosen.delete(it.with);
    }
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
