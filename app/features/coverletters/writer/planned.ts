// The built-in writer's answers from a plan (ADR 0038): part A answers the question from the member's own
// field, S tells one episode once, M says what it shows or taught, L links it to the posting's duty or
// the member's plan. Each sentence keeps its part and the field it came from (the letter's markers, read
// by the tracer, the quality line and the bench). Length comes from further episodes with their meaning,
// never from re-telling one; a part the material lacks is never written — the answer is declined with the
// part named (planNeeds), and a band the material cannot reach is declined with how much it can write.
import type { ResumeEpisode } from '#db/schema/profiles';
import { measure, type LimitType } from '../counting';
import { koAdnominal, koClauses } from './prose';
import {
  PLANS,
  hasField,
  planKind,
  planNeeds,
  type MaterialField,
  type MissingPart,
  type PlanKind,
  type PlanPart,
} from './plans';
import { dutiesMet, postingDuties, type Duty } from './posting';
import { figuresIn, materialLanguage } from './planned-material';
import {
  dutyAnswer,
  dutyLink,
  dutyPlanLink,
  failureAnswer,
  learnedSentences,
  myPartSentences,
  roleSentences,
  sentencesOf,
  showsAnswer,
  showsMeaning,
  storyLead,
  type WriteLang,
} from './planned-words';
import type { CoverLetterRequest } from '~/integrations/ai/types';

export type PlannedSentence = {
  text: string;
  part: PlanPart | 'title' | 'connective';
  /** The member's field the sentence carries (null: connective wording or the title). */
  field: MaterialField | null;
  /** Where that field lives: `episode:2`, `motives`, `posting`. */
  ref: string | null;
  para: number;
};
export type PlannedLetter =
  | { ok: true; kind: PlanKind; text: string; sentences: PlannedSentence[]; episodes: number[] }
  | {
      ok: false;
      kind: PlanKind;
      /** parts: a part's material is missing; short: the band's minimum is more than the material gives; language: another language than the material's. */
      reason: 'parts' | 'short' | 'language';
      missing: MissingPart[];
      /** How much (counted by the request's rule) the material supports now. */
      supported: number;
      /** For 'short': parts to add, most useful first (episode fields, by the episode they belong on). */
      advice: MissingPart[];
      /** For 'short': how much the material would grow, in the request's unit (what the panel says). */
      grow?: Grow;
    };
/**
 * What a too-short answer's material lacks, in amounts: `meaning` episodes have a story but no meaning
 * (adding what each shows or taught adds about `meaningAdds`); `more` further episodes with their meaning
 * (about `perEpisode` each) would reach the band's minimum.
 */
export type Grow = { meaning: number; meaningAdds: number; more: number; perEpisode: number };

type Ctx = {
  lang: WriteLang;
  kind: PlanKind;
  req: CoverLetterRequest;
  duties: Duty[];
  usedDuties: Set<string>;
  told: Set<string>;
};

const epRef = (i: number) => `episode:${i}`;
/** A band whose minimum is at least this is a long answer (ADR 0038). */
const LONG_MIN = 700;
const S = (
  text: string,
  part: PlannedSentence['part'],
  field: MaterialField | null,
  ref: string | null,
): Omit<PlannedSentence, 'para'> => ({ text, part, field, ref });
type Piece = Omit<PlannedSentence, 'para'>;

/** Sentences of the episode's story (S): the situation in one sentence, the member's part, action, result. */
function story(
  e: ResumeEpisode,
  i: number,
  c: Ctx,
  skip: ReadonlySet<MaterialField>,
  whole = false,
): Piece[] {
  const out: Piece[] = [];
  const ref = epRef(i);
  const add = (field: MaterialField, texts: string[]) => {
    if (!skip.has(field)) for (const t of texts) out.push(S(t, 'S', field, ref));
  };
  // A short answer sets the scene in one sentence; a long one tells the situation as the member wrote it.
  add('episode.situation', sentencesOf(e.situation, c.lang).slice(0, whole ? undefined : 1));
  if (c.kind === 'conflict') add('episode.otherSide', sentencesOf(e.otherSide, c.lang));
  if (c.kind === 'failure' || c.kind === 'weaknesses')
    add('episode.myPart', myPartSentences(e.myPart ?? '', c.lang));
  if (e.role?.trim()) add('episode.role', roleSentences(e.role, c.lang));
  add('episode.action', sentencesOf(e.action, c.lang));
  add('episode.result', sentencesOf(e.result, c.lang));
  return out;
}

/** The meaning (M) of an episode: the field the plan asks for, not the one the answer already used. */
function meaning(e: ResumeEpisode, i: number, c: Ctx, from: MaterialField[], n = 0): Piece[] {
  const m = { sections: c.req.profile.sections, motives: c.req.motives };
  const f = from.find((x) => hasField(x, m, e));
  if (f === 'episode.shows') return showsMeaning(e.shows!, c.lang, n).map((t) => S(t, 'M', f, epRef(i)));
  if (f === 'episode.learned')
    return learnedSentences(e.learned, c.lang, 'M', n).map((t) => S(t, 'M', f, epRef(i)));
  return [];
}

/**
 * A long Korean answer's further story opens with when it happened (the episode's own start year), so the
 * stories read as a career in order rather than a list of unrelated paragraphs.
 */
function when(pieces: Piece[], e: ResumeEpisode, long: boolean, lang: WriteLang): Piece[] {
  const year = /^((?:19|20)\d\d)/.exec(e.start ?? '')?.[1];
  if (!long || lang !== 'ko' || !year || !pieces.length) return pieces;
  const [first, ...rest] = pieces;
  return [{ ...first!, text: `${year}년에는 ${first!.text}` }, ...rest];
}

/** A posting duty this story meets (not yet named in the letter). */
function dutyFor(c: Ctx, storyText: string): Duty | null {
  const d = dutiesMet(c.duties, storyText).find((x) => !c.usedDuties.has(x.text)) ?? null;
  if (d) c.usedDuties.add(d.text);
  return d;
}

/** Part A from its field. */
function answer(f: MaterialField, e: ResumeEpisode | null, c: Ctx, storyText: string): Piece[] {
  const mv = c.req.motives;
  if (f.startsWith('motives.')) {
    const key = f.slice(8) as 'whyCompany' | 'whyJob' | 'whyIndustry' | 'plan';
    const first = sentencesOf(mv?.[key], c.lang).map((t, k) =>
      S(t, k > 0 && key === 'plan' ? 'L' : 'A', f, 'motives'),
    );
    // A motivation answer gives the member's other reasons too (each their own field, none invented).
    const more = (['whyJob', 'whyIndustry'] as const)
      .filter((k) => c.kind === 'motivation' && k !== key && `motives.${k}` !== f)
      .flatMap((k) => sentencesOf(mv?.[k], c.lang).map((t) => S(t, 'A', `motives.${k}`, 'motives')));
    return [...first, ...more];
  }
  if (f === 'posting.duty') {
    const d = dutyFor(c, storyText) ?? c.duties[0]!;
    c.usedDuties.add(d.text);
    return [S(dutyAnswer(d.text, c.lang), 'A', f, 'posting')];
  }
  if (!e) return [];
  const ref = epRef(c.req.profile.sections.episodes.indexOf(e));
  if (f === 'episode.shows') return showsAnswer(e.shows!, c.lang, c.kind).map((t) => S(t, 'A', f, ref));
  if (f === 'episode.learned') return learnedSentences(e.learned, c.lang, 'A').map((t) => S(t, 'A', f, ref));
  if (f === 'episode.myPart') return myPartSentences(e.myPart!, c.lang).map((t) => S(t, 'A', f, ref));
  if (f === 'episode.role') return roleSentences(e.role!, c.lang).map((t) => S(t, 'A', f, ref));
  if (f === 'episode.result')
    return failureAnswer(e.result, c.lang, koAdnominal).map((t) => S(t, 'A', f, ref));
  return [];
}

/** Part L from its field (the closing: something the member gave). */
function link(f: MaterialField, c: Ctx, storyText: string): Piece[] {
  if (f === 'posting.duty') {
    const d = c.kind === 'goals' ? (dutyFor(c, storyText) ?? c.duties[0] ?? null) : dutyFor(c, storyText);
    if (d) c.usedDuties.add(d.text);
    const frame = c.kind === 'goals' ? dutyPlanLink : dutyLink;
    return d ? [S(frame(d.text, c.lang), 'L', f, 'posting')] : [];
  }
  if (f.startsWith('motives.')) {
    const key = f.slice(8) as 'plan' | 'whyJob';
    return sentencesOf(c.req.motives?.[key], c.lang).map((t) => S(t, 'L', f, 'motives'));
  }
  return [];
}

/** The Korean 소제목: what the told episode achieved, from its result (or action) — what the body tells. */
function koTitleOf(e: ResumeEpisode): string | null {
  for (const t of [...sentencesOf(e.result, 'ko'), ...sentencesOf(e.action, 'ko')])
    for (const clause of koClauses(t)) {
      if (/^(?:\S+\s)?\S+[은는]\s|^(?:이|그|저)\s/.test(clause)) continue;
      const adn = koAdnominal(clause);
      if (adn && [...adn].length >= 8 && [...adn].length <= 32) return `${adn} 경험`;
    }
  return null;
}

/**
 * One fact is told once: a sentence whose figures a later sentence of the same source restates with more
 * ("9일" before "9일에서 6일로") gives way to it, and a sentence restating a figure its source (the episode,
 * the member's reasons) already told is left out, as is one whose figures (two or more) were all told
 * already wherever they came from (part A stays). Two stories that each happen to say "2주" are two facts.
 */
function once(pieces: Piece[], told: Set<string>): Piece[] {
  const figs = pieces.map((p) => [...new Set(figuresIn(p.text))]);
  const key = (p: Piece, x: string) => `${p.ref ?? ''}|${x}`;
  const anywhere = (x: string) => [...told].some((k) => k.endsWith(`|${x}`));
  const out: Piece[] = [];
  pieces.forEach((p, i) => {
    const f = figs[i]!;
    const later = pieces
      .slice(i + 1)
      .some((q, j) => q.ref === p.ref && f.length && f.every((x) => figs[i + 1 + j]!.includes(x)));
    const retold = f.some((x) => told.has(key(p, x))) || (f.length > 1 && f.every(anywhere));
    if (p.part !== 'A' && (later || retold)) return;
    f.forEach((x) => told.add(key(p, x)));
    out.push(p);
  });
  return out;
}

const render = (sentences: PlannedSentence[]) => {
  const paras = new Map<number, string[]>();
  for (const s of sentences) paras.set(s.para, [...(paras.get(s.para) ?? []), s.text]);
  return [...paras.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, t]) => t.join(' '))
    .join('\n\n');
};

/** The episodes this answer may tell: the generation's plan (its `tell` episodes), else every episode. */
function allowedEpisodes(req: CoverLetterRequest): number[] | null {
  if (!req.plan) return null;
  return req.plan.tell.filter((r) => r.startsWith('episode:')).map((r) => Number(r.slice(8)));
}

export function composePlanned(req: CoverLetterRequest): PlannedLetter {
  const type: LimitType = req.limitType ?? 'with-spaces';
  const kind = planKind(req.question);
  const plan = PLANS[kind];
  const s = req.profile.sections;
  const lang = req.lang as WriteLang;
  const material = { sections: s, motives: req.motives };
  const allowed = allowedEpisodes(req);
  const exclude = new Set(
    allowed ? (s.episodes ?? []).map((_, i) => i).filter((i) => !allowed.includes(i)) : [],
  );
  const needs = planNeeds(req.question, material, exclude);
  const fail = (reason: 'parts' | 'short' | 'language', supported = 0, advice: MissingPart[] = []) =>
    ({
      ok: false,
      kind,
      reason,
      missing: reason === 'parts' ? needs.missing : [],
      supported,
      advice,
    }) as const;
  const ml = materialLanguage(s, req.motives);
  if (ml && ml !== lang) return fail('language');
  if (needs.missing.length || needs.episode == null) return fail('parts');

  const c: Ctx = {
    lang,
    kind,
    req,
    duties: postingDuties(req.motives?.postingText ?? ''),
    usedDuties: new Set(),
    told: new Set(),
  };
  const main = s.episodes[needs.episode]!;
  const mainText = [main.situation, main.action, main.result, main.shows ?? ''].join(' ');
  const specOf = (p: PlanPart) => plan.parts.find((x) => x.part === p);

  // ---- the core: each part of the plan, in its order ----
  const parts: { part: PlanPart; pieces: Piece[] }[] = [];
  for (const spec of plan.parts) {
    const f = needs.fields[spec.part];
    if (!f) continue;
    if (spec.part === 'A') parts.push({ part: 'A', pieces: answer(f, main, c, mainText) });
    else if (spec.part === 'S') {
      const skip = new Set<MaterialField>(
        [needs.fields.A, needs.fields.M].filter((x): x is MaterialField => !!x),
      );
      const lead = kind === 'goals' ? [S(storyLead[lang], 'connective', null, null)] : [];
      parts.push({
        part: 'S',
        pieces: [...lead, ...story(main, needs.episode, c, skip, req.minLetter >= LONG_MIN)],
      });
    } else if (spec.part === 'M') {
      // A long answer gives the story's whole meaning: the other of shows / learned too, when not used.
      const other = (['episode.shows', 'episode.learned'] as const).filter(
        (x) => x !== f && x !== needs.fields.A && req.minLetter >= LONG_MIN,
      );
      parts.push({ part: 'M', pieces: [f, ...other].flatMap((x) => meaning(main, needs.episode!, c, [x])) });
    } else {
      // The first of the link's fields that gives a sentence (a posting duty the story does not meet
      // gives none: the member's plan or reason links instead).
      const m = { sections: s, motives: req.motives };
      const tries = [f, ...spec.from.filter((x) => x !== f && hasField(x, m, main))];
      const pieces = tries.map((x) => link(x, c, mainText)).find((p) => p.length) ?? [];
      if (pieces.length) parts.push({ part: 'L', pieces });
    }
  }
  // A closing for kinds whose plan has no link: the posting's duty the story meets, when one was pasted.
  if (!specOf('L') && c.duties.length) {
    const l = link('posting.duty', c, mainText);
    if (l.length) parts.push({ part: 'L', pieces: l });
  }

  // ---- further episodes with their meaning (long answers), before the closing link ----
  // A long answer (ADR 0038: minimum ≥ 700) tells each further episode whole — its situation as written,
  // the member's part, action and result — with both halves of its meaning (what it shows and what was
  // learned), so the band is reached by few stories told fully rather than many told in one line.
  const long = req.minLetter >= LONG_MIN;
  const tellable = (allowed ?? (s.episodes ?? []).map((_, i) => i)).filter((i) => i !== needs.episode);
  const extras: Piece[][] = [];
  const later: Piece[][] = [];
  for (const i of tellable) {
    const e = s.episodes[i];
    if (!e || !(e.situation?.trim() || e.action?.trim() || e.result?.trim())) continue;
    // Conflict and failure stories are told only where the question asks for them, or in a long answer
    // with what the member learned from them (last, after the other stories).
    const hard = e.tags?.some((t) => t === 'conflict' || t === 'failure');
    const asked = kind === 'conflict' || kind === 'failure';
    if (!allowed && hard && !asked && !(long && e.learned?.trim())) continue;
    const n = extras.length + later.length + 1;
    const m = long
      ? [...meaning(e, i, c, ['episode.shows'], n), ...meaning(e, i, c, ['episode.learned'], n)]
      : meaning(e, i, c, ['episode.shows', 'episode.learned'], n);
    if (!m.length) continue;
    const st = story(
      e,
      i,
      { ...c, kind: hard && long ? (e.tags.includes('failure') ? 'failure' : 'conflict') : 'other' },
      new Set(),
      long,
    );
    const block = [...when(st, e, long, lang), ...m];
    if (kind === 'jobFit' || kind === 'strengths') {
      const d = dutyFor(c, [e.situation, e.action, e.result].join(' '));
      if (d) block.push(S(dutyLink(d.text, lang), 'L', 'posting.duty', 'posting'));
    }
    (hard && !asked ? later : extras).push(block);
  }
  extras.push(...later);

  // ---- assemble into paragraphs, then fit the band ----
  const title = lang === 'ko' ? koTitleOf(main) : null;
  const build = (chosen: number[]) => {
    const told = new Set<string>();
    const out: PlannedSentence[] = [];
    let para = 0;
    if (title)
      out.push({ text: `[${title}]`, part: 'title', field: null, ref: epRef(needs.episode!), para: para++ });
    const closing = parts.length && parts[parts.length - 1]!.part === 'L' ? parts[parts.length - 1]! : null;
    const body = closing ? parts.slice(0, -1) : parts;
    for (const p of body) {
      const para0 = p.part === 'M' || (p.part === 'L' && kind !== 'goals') ? para - 1 : para++;
      for (const x of once(p.pieces, told)) out.push({ ...x, para: para0 });
    }
    for (const block of chosen.map((k) => extras[k]!)) {
      const kept = once(block, told);
      kept.forEach((x) => out.push({ ...x, para }));
      para++;
    }
    if (closing) for (const x of once(closing.pieces, told)) out.push({ ...x, para: para });
    return out;
  };
  const len = (xs: PlannedSentence[]) => measure(render(xs), type);
  // Further episodes until the answer reaches its target (a reader wants few stories told whole, not
  // every one), each only while it still fits under the maximum (one that does not is passed over for a
  // shorter one after it).
  // A short band is answered by one story told well: a further one only while the answer is under the
  // minimum. A long one aims at the middle of its band.
  const target = long ? (req.minLetter + req.maxLetter) / 2 : req.minLetter;
  const chosen: number[] = [];
  let best = build(chosen);
  for (let k = 0; k < extras.length && len(best) < target; k++) {
    const next = build([...chosen, k]);
    if (len(next) > req.maxLetter) continue;
    chosen.push(k);
    best = next;
  }
  const length = len(best);
  if (length < req.minLetter) {
    const all = len(build(extras.map((_, k) => k)));
    const supported = Math.min(all, req.maxLetter);
    const advice = shortAdvice(s.episodes, needs.episode, allowed, lang);
    const sizes = extras.map((b) => measure(b.map((x) => x.text).join(' '), type));
    const core = parts.filter((p) => p.part === 'S' || p.part === 'M').flatMap((p) => p.pieces);
    const perEpisode = Math.max(
      1,
      Math.round(
        sizes.length
          ? sizes.reduce((a, b) => a + b, 0) / sizes.length
          : measure(core.map((x) => x.text).join(' '), type),
      ),
    );
    return {
      ...fail('short', supported, advice),
      grow: growth(advice, perEpisode, req.minLetter - supported),
    };
  }
  const episodes = [
    ...new Set(best.map((x) => x.ref).filter((r): r is string => !!r?.startsWith('episode:'))),
  ].map((r) => Number(r.slice(8)));
  return { ok: true, kind, text: render(best), sentences: best, episodes };
}

/** The amounts of a too-short answer's advice: episodes to give a meaning, further episodes to add. */
function growth(advice: MissingPart[], perEpisode: number, needed: number): Grow {
  const meaning = advice.filter((a) => a.part === 'M').length;
  const meaningAdds = meaning * perEpisode;
  const more = Math.max(0, Math.ceil((needed - meaningAdds) / perEpisode));
  return { meaning, meaningAdds, more, perEpisode };
}

/** What would lengthen a too-short answer: an episode's missing meaning, else a further episode. */
function shortAdvice(
  eps: ResumeEpisode[],
  main: number,
  allowed: number[] | null,
  _lang: WriteLang,
): MissingPart[] {
  const out: MissingPart[] = [];
  (eps ?? []).forEach((e, i) => {
    if (i === main || (allowed && !allowed.includes(i))) return;
    if (!e.shows?.trim() && !e.learned?.trim()) out.push({ part: 'M', field: 'episode.learned', episode: i });
  });
  out.push({ part: 'S', field: 'episode.situation', episode: null });
  return out;
}
