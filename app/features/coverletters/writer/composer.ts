// The built-in composer: answers the question it is asked from the resume's own sentences, with no
// network. Every sentence either carries a fact of the resume (a job's achievement, a project, an
// episode's situation, action, result or lesson) or of the target, or is a short connective that says
// nothing about the applicant's life. Credentials ride on that content: a skill is named where it was
// used, a school joined to the job it led to or told with its thesis, a certificate or award at the end
// of a sentence of the job held that year — never a list of them (ADR 0026, amendment). The answer comes
// first (두괄식) and is built around the applicant's own content; the body tells the sources the plan gives
// this answer (or the most relevant ones) in time order; at most one closing sentence. Length comes from
// using more of the resume, never filler: when the material runs out the letter is shorter, and
// assessQuestion has said so before anything was paid.
import { abortError } from '~/integrations/ai/errors';
import { measure, type LimitType } from '../counting';
import { answerKind, answeringEpisodes, showingEntries } from './answers';
import { fitLength } from './checker';
import { educationsByLevel, parseYearMonth } from './facts';
import { recognizeIntent, type LetterIntent } from './intent';
import { composeResume } from './intro';
import { gatherSources, inTime, targetWords, type Source, type Unit } from './material';
import { enClauses, enLowerFirst, koAdnominal, koClauses } from './prose';
import { makeRng, type Rng } from './rng';
import { roleName } from './role-name';
import { skillsFirst, skillsIn } from './skills';
import { josa, scriptCounts } from './text';
import { cultureTagWord } from './target-words';
import type { AiWriter, CoverLetterRequest, SourceRef } from '~/integrations/ai/types';

type Item = {
  text: string;
  para: number;
  seq: number;
  prio: number;
  required?: boolean;
  /** A unit of the resume (its source paragraph takes the source's lead-in on its first sentence). */
  unit?: Unit;
  /** Taken only after this one (an episode is told in order, never a situation alone). */
  after?: Item;
  /** When this item and `into` are both taken, they are written as one sentence: `text(into's text)`. */
  merge?: { into: Item; text: (inner: string) => string; keepsLead?: boolean };
  /** Written only merged into `merge.into` (a credential never stands alone). */
  joinedOnly?: boolean;
  /** Taken only when the letter would otherwise be shorter than the band's minimum. */
  lastResort?: boolean;
  /** Shorter forms of a resume sentence (its own clauses), for a band no whole sentence fills. */
  shorter?: string[];
};

/** A resume sentence's clauses that stand alone, shortest useful first (never a quotation's). */
const shorterForms = (u: Unit, src: Source, ko: boolean) =>
  src.quoted ? [] : ko ? koClauses(u.text).filter((c) => c !== u.text) : enClauses(u.text);

/** The closing is the last paragraph; the weakness paragraph comes before it. */
const PARA = { title: 0, open: 1, body: 10, weakness: 80, meta: 85, closing: 95 } as const;

/** What kind of answer the question asks for, for the opening (failure, conflict, weakness, or an intent). */
type Family = 'failure' | 'conflict' | 'weakness' | LetterIntent;

const LABEL_KO: Partial<Record<Family, string>> = {
  leadership: '리더십',
  customer: '고객의 입장에서 일한 경험',
  data: '데이터로 판단한 경험',
  ethics: '원칙과 정확성을 지킨 경험',
  problem: '문제를 해결한 경험',
  teamwork: '협업 경험',
  competency: '직무 역량',
  strengths: '제 강점',
};
const LABEL_EN: Partial<Record<Family, string>> = {
  leadership: 'leading others',
  customer: 'working from the customer’s side',
  data: 'deciding from data',
  ethics: 'keeping to accuracy and principles',
  problem: 'solving a problem',
  teamwork: 'working with a team',
  competency: 'the skills this role needs',
  strengths: 'my strengths',
};

const ymKo = (v: string) => {
  const ym = parseYearMonth(v);
  return ym ? `${ym.year}년 ${ym.month}월` : null;
};
const yearOf = (v: string) => parseYearMonth(v)?.year ?? null;
const koList = (xs: string[]) => xs.join(', ');
const enList = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
const stripEnd = (s: string) => s.replace(/[.!?]+["”’)]*$/, '');
/** "I reduced X." → "I reduced X" for use after "where"; null when it cannot follow. */
const enClause = (s: string) => {
  const low = enLowerFirst(s);
  return low ? stripEnd(low) : null;
};

/** Other draws the composer tries when a letter's own falls outside its band. */
const DRAWS = 6;

/**
 * Writes the whole letter (synchronously); `streamCoverLetter` streams this text. The same request gives
 * the same letter: its seed's draw, or when that one falls outside the band (a band no set of the
 * resume's sentences fills in that order), the first of the next draws that lands in it.
 */
export function composeLetter(req: CoverLetterRequest): string {
  const type: LimitType = req.limitType ?? 'with-spaces';
  const inBand = (t: string) => {
    const n = measure(t, type);
    return n >= req.minLetter && n <= req.maxLetter;
  };
  const first = composeDraw(req);
  if (inBand(first)) return first;
  for (let i = 1; i < DRAWS; i++) {
    const other = composeDraw({ ...req, seed: req.seed * DRAWS + i });
    if (inBand(other)) return other;
  }
  return first;
}

/** The longest letter the composer writes for this request: every sentence it would use, no band. */
export const composeAll = (req: CoverLetterRequest) =>
  composeDraw({ ...req, minLetter: 1e6, maxLetter: 1e6 });

function composeDraw(req: CoverLetterRequest): string {
  const rng = makeRng(req.seed, req.temperature);
  const lang = req.lang;
  const ko = lang === 'ko';
  const type: LimitType = req.limitType ?? 'with-spaces';
  const intent = recognizeIntent(req.question.text, req.question.intent);
  const kind = answerKind(req.question);
  const s = req.profile.sections;
  const fits = (v: string) => !!v?.trim() && (ko || scriptCounts(v).hangul === 0);
  const co = req.target.companyName.trim();
  const roleRaw = roleName(req.target.postingTitle, req.target.companyName);
  const role = roleRaw && fits(roleRaw) ? roleRaw : null;
  const industry =
    req.target.industry?.trim() && fits(req.target.industry) ? req.target.industry.trim() : null;
  const tags = req.target.cultureTags.map((t) => cultureTagWord(lang, t)).filter(fits);
  const words = targetWords([role, industry]);
  const sources = gatherSources(s, { lang, intent, words, fits });
  const skills = s.skills.filter(fits).map((k) => k.trim());
  // A question about skills or strengths is answered with the sentences that show the skills in use.
  const showsSkills = intent === 'competency' || intent === 'strengths';
  const byRef = new Map(sources.map((x) => [x.ref, x]));

  // ---- which sources this answer tells, and which one answers the question ----
  const answering =
    kind.need === 'entries' ? [] : answeringEpisodes(s, kind).map((i) => `episode:${i}` as const);
  const planned = req.plan;
  const allowed = (ref: SourceRef) => !planned || planned.tell.includes(ref);
  const storyOf = (ref: SourceRef) => byRef.get(ref);
  let family: Family = intent;
  let main: Source | null = null;
  let weakness: Source | null = null;
  if (kind.need === 'episode') {
    const ep = answering.map(storyOf).find((x): x is Source => !!x && x.units.length > 0 && allowed(x.ref));
    const weaknessAsked = kind.tags.includes('growth');
    if (ep && weaknessAsked) {
      family = 'weakness';
      weakness = ep;
    } else if (ep) {
      family = kind.tags.includes('conflict') ? 'conflict' : 'failure';
      main = ep;
    } else family = weaknessAsked ? 'strengths' : 'problem'; // declined: told plainly, never as a failure
  } else if (kind.need === 'shown') {
    const refs = [...answering, ...showingEntries(s, kind)];
    main =
      refs
        .map(storyOf)
        .filter((x): x is Source => !!x && x.units.length > 0 && allowed(x.ref))
        .sort((a, b) => b.score - a.score)[0] ?? null;
  }
  // A failure or conflict story is told only as the answer to such a question (or where the plan puts it).
  const confession = (x: Source) =>
    x.kind === 'episode' && (x.tags.includes('failure') || x.tags.includes('conflict'));
  const tellable = sources.filter((x) => x.units.length && allowed(x.ref) && x !== weakness);
  if (!main)
    main =
      [...tellable].sort((a, b) => Number(confession(a)) - Number(confession(b)) || b.score - a.score)[0] ??
      null;
  // Another failure or conflict story is told only when the letter needs the length (last).
  const told = tellable.sort(
    (a, b) =>
      Number(b === main) - Number(a === main) ||
      Number(confession(a) && a !== main) - Number(confession(b) && b !== main) ||
      b.score - a.score,
  );
  const mentioned = planned
    ? planned.mention.map(storyOf).filter((x): x is Source => !!x && x.units.length > 0 && !told.includes(x))
    : [];

  const items: Item[] = [];
  let seq = 0;
  const add = (para: number, text: string | null | undefined, prio: number, extra: Partial<Item> = {}) => {
    const clean = text
      ?.trim()
      .replace(/\s+/g, ' ')
      .replace(/\.\.(?=\s|$)/g, '.');
    if (!clean || items.some((i) => i.text === clean)) return null;
    const item: Item = { text: clean, para, seq: seq++, prio, ...extra };
    items.push(item);
    return item;
  };

  // The point of the answer, in the applicant's own words: the main source's best unit.
  const lead = main ? bestUnit(main, family) : null;
  const adn = lead && ko ? koAdnominal(lead.text) : null;
  const where = main?.org ?? (main?.kind === 'project' ? main.name : null);

  // ---- title (Korean 소제목) and opening ----
  const opening = (ko ? openKo : openEn)({
    family,
    main,
    lead,
    adn,
    where,
    co,
    role,
    industry,
    rng,
    weakness,
  });
  const openItem = add(PARA.open, opening.text, 0, { required: true });
  // The opening in a shorter form carries the lead's first clause instead of the whole sentence.
  if (openItem && lead && main)
    openItem.shorter = shorterForms(lead, main, ko).flatMap((form) => {
      const [whole, part] = ko ? [adn, koAdnominal(form)] : [enClause(lead.text), enClause(form)];
      return whole && part && openItem.text.includes(whole) ? [openItem.text.replace(whole, part)] : [];
    });
  if (ko && req.minLetter >= 500 && rng.chance(0.75)) {
    const title = koTitle(main, lead, opening.text ?? '');
    if (title) add(PARA.title, `[${title}]`, 0, { required: true });
  }
  const usedInOpening = opening.usesLead ? lead : null;

  // ---- body: the told sources, in time order, each a paragraph ----
  const storyFirst = family === 'failure' || family === 'conflict' || kind.need === 'shown';
  const ordered =
    storyFirst && main
      ? [main, ...inTime([...told, ...mentioned].filter((x) => x !== main))]
      : inTime([...told, ...mentioned]);
  const paraOf = new Map<Source, number>(ordered.map((x, i) => [x, PARA.body + i]));
  told.forEach((src, rank) => {
    const para = paraOf.get(src)!;
    let situation: Item | undefined;
    const base = src === main ? 0.5 : (confession(src) && !planned ? 12 : 2) + rank * 1.2;
    src.units.forEach((u, j) => {
      if (u === usedInOpening) return;
      // Episodes are told in their own order; a job's best sentences first, each in the resume's order.
      const byScore = [...src.units].sort((a, b) => b.score - a.score).indexOf(u);
      const prio =
        (src.kind === 'episode'
          ? base + (u.part === 'learned' ? 0.9 : 0) + j * 0.15
          : base + byScore * (src === main ? 0.35 : 0.8)) -
        (showsSkills && skillsIn(u.text, skills).length ? 0.6 : 0);
      const item = add(para, u.text, prio + jitter(rng), {
        unit: u,
        shorter: shorterForms(u, src, ko),
        seq: para * 100 + j,
        after: src.kind === 'episode' && u.part !== 'situation' ? situation : undefined,
      });
      if (item && u.part === 'situation' && !situation) situation = item;
    });
  });
  mentioned.forEach((src) => {
    const u = bestUnit(src, family);
    if (u) add(paraOf.get(src)!, u.text, 6 + jitter(rng), { unit: u, seq: paraOf.get(src)! * 100 });
  });
  if (weakness) {
    const intro = ko
      ? `부족했던 점을 보여 주는 경험은 ${weakness.org ? `${weakness.org}에서의 ` : ''}‘${weakness.name}’입니다.`
      : `My weakness shows in “${stripEnd(weakness.name)}”${weakness.org ? ` at ${weakness.org}` : ''}.`;
    add(PARA.weakness, weakness.name ? intro : null, 0.2, { required: true, seq: PARA.weakness * 100 - 1 });
    weakness.units.forEach((u, j) =>
      add(PARA.weakness, u.text, u.part === 'learned' || u.part === 'situation' ? 0.3 : 1 + j * 0.2, {
        unit: u,
        shorter: shorterForms(u, weakness!, ko),
        seq: PARA.weakness * 100 + j,
        required: u.part === 'learned',
      }),
    );
  }

  // ---- education: never a bare "…을 전공했습니다" (it restates the resume's education line and says
  // nothing of what the applicant did). It is told joined to the first job it led to or the job begun while
  // studying ("…을 전공하고 한결물류(주)에 입사해 …"), or with the thesis the applicant wrote there. ----
  const at = (d: { year: number; month: number }) => d.year * 12 + d.month;
  const edus = educationsByLevel(s).filter((e) => fits(e.school));
  const firstWork = ordered.find((x) => x.kind === 'work');
  const workStart = firstWork ? parseYearMonth(firstWork.start) : null;
  const eduPrio = () => (intent === 'growth' ? 1.5 : 7 + jitter(rng));
  const thesisEdu = edus.find((e) => e.thesis?.trim() && fits(e.thesis));
  const edu = edus[0];
  if (edu && firstWork && edu !== thesisEdu) {
    const eduEnd = parseYearMonth(edu.end);
    const eduStart = parseYearMonth(edu.start);
    const current = !edu.graduated && !edu.end.trim();
    // "…을 전공하고 X에 입사해" only for the job the applicant took after school, not a later one.
    const jobBetween = s.works.some((w, i) => {
      const ws = parseYearMonth(w.start);
      return (
        `work:${i}` !== firstWork.ref &&
        !!ws &&
        !!workStart &&
        at(ws) < at(workStart) &&
        (!eduEnd || at(ws) >= at(eduEnd))
      );
    });
    const before = !current && !jobBetween && (!eduEnd || !workStart || at(eduEnd) <= at(workStart));
    // A job begun while studying (an internship): "…을 공부하던 중 …에서 인턴으로 일하며 …", known dates only.
    const during =
      !before &&
      !!workStart &&
      !!eduStart &&
      at(eduStart) <= at(workStart) &&
      (eduEnd ? at(workStart) <= at(eduEnd) : current);
    const major = edu.major.trim() && fits(edu.major) ? edu.major.trim() : null;
    const school = edu.school.trim();
    const para = paraOf.get(firstWork)!;
    const first = items.filter((i) => i.unit && i.para === para).sort((x, y) => x.seq - y.seq)[0];
    const pos = firstWork.position;
    const studying = `${major ? `${major} at ` : 'at '}${school}`;
    const as = pos ? (ko ? ` ${josa(pos, '으로/로')}` : ` as ${pos}`) : '';
    const koStudied = during
      ? `${school}에서 ${major ? `${josa(major, '을/를')} ` : ''}공부하던 중 ${firstWork.name}에서${as}`
      : `${major ? `${school}에서 ${josa(major, '을/를')} 전공하고` : `${josa(school, '을/를')} 졸업하고`} ${firstWork.name}에${as}`;
    const enStudied = `${during ? 'While studying' : 'After studying'} ${studying}, I ${during ? 'worked at' : 'joined'} ${firstWork.name}${as}`;
    // "…을 전공하고 한결물류(주)에 입사해 {the job's first sentence}"; a job without a description is told
    // by the clause alone ("…전공하고 동해상사에 영업 지원으로 입사해 일했습니다"), not followed by its own
    // line that says the same.
    const clause = (inner: string) =>
      first?.unit?.bare
        ? ko
          ? `${koStudied} ${during ? '일했습니다' : '입사해 일했습니다'}.`
          : `${enStudied}.`
        : ko
          ? `${koStudied} ${during ? '일하며' : '입사해'} ${inner}`
          : `${enStudied}, where ${inner}`;
    // Merged with the first job's first sentence, and told only with it.
    if ((before || during) && first && !first.unit!.text.startsWith('“') && (ko || /^I\s/.test(first.text)))
      add(para, clause(first.text), eduPrio(), {
        seq: para * 100 - 1,
        after: first,
        joinedOnly: true,
        merge: { into: first, text: clause },
      });
  }
  // The thesis: "…에서 통계학을 전공하며 ‘…’을 주제로 논문을 썼습니다", placed in time among the sources.
  if (thesisEdu) {
    const school = thesisEdu.school.trim();
    const major = thesisEdu.major.trim() && fits(thesisEdu.major) ? thesisEdu.major.trim() : null;
    const thesis = thesisEdu.thesis.trim().replace(/^[‘'“"]+|[’'”".]+$/g, '');
    const current = !thesisEdu.graduated && !thesisEdu.end.trim();
    const text = ko
      ? `${school}에서 ${major ? `${josa(major, '을/를')} 전공하며 ` : ''}‘${thesis}’${josa(thesis, '을/를').slice(thesis.length)} 주제로 논문을 ${current ? '쓰고 있습니다' : '썼습니다'}.`
      : `At ${school}, I ${current ? 'am studying' : 'studied'} ${major ?? 'there'} and ${current ? 'am writing' : 'wrote'} my thesis on “${thesis}”.`;
    const when = parseYearMonth(thesisEdu.end) ?? parseYearMonth(thesisEdu.start);
    const later = when
      ? ordered.find((x, i) => !(storyFirst && main && i === 0) && x.at >= at(when))
      : ordered.find((x, i) => !(storyFirst && main && i === 0));
    const para = later ? paraOf.get(later)! - 0.5 : PARA.meta - 1;
    add(para, text, eduPrio(), { seq: Math.round(para * 100) });
  }

  // ---- credentials: a certificate or award is told at the end of a sentence of the job held that year
  // ("…줄였고, 2022년 주식회사 로드웨이에서 사내 혁신상을 받았습니다"); one no job can take is a single fact
  // of its own, told where credentials answer the question (competency, strengths) and elsewhere only
  // when the letter would otherwise fall short of the band. Skills are never listed: each is named where
  // the resume shows it in use (the sentences above, a project's tools). A language score is on the
  // resume and is not restated. ----
  const certs = s.certifications.filter((c) => fits(c.certificationName));
  const awards = s.awards.filter((a) => fits(a.awardName));
  const metaPrio = showsSkills ? 3 : 8;
  const takenInto = new Set<Item>();
  const tailInto = (text: string, year: string | null, prio: number) => {
    const y = year && /^\d{4}$/.test(year) ? +year : null;
    const works = ordered.filter((x) => x.kind === 'work' && told.includes(x));
    const during = works.find((w) => {
      const a = yearOf(w.start);
      const b = w.end.trim() ? yearOf(w.end) : 9999;
      return y !== null && a !== null && b !== null && a <= y && y <= b;
    });
    // A dated credential goes with the job held that year; an undated one with the last job told.
    const host = y === null ? works[works.length - 1] : during;
    // Alone, it answers a question about skills or strengths; elsewhere it is told only when the letter
    // would otherwise fall short of the band's minimum.
    const alone = () =>
      add(PARA.meta, text, prio + 1, { seq: PARA.meta * 100 + takenInto.size, lastResort: !showsSkills });
    if (!host) return alone();
    const into = items
      .filter(
        (i) =>
          i.unit?.ref === host.ref && !takenInto.has(i) && /(?:습니다|입니다)\.$|[a-z0-9)]\.$/.test(i.text),
      )
      .sort((a, b) => b.seq - a.seq)[0];
    if (!into) return alone();
    takenInto.add(into);
    add(into.para, text, prio, {
      seq: into.seq + 0.5,
      after: into,
      joinedOnly: true,
      merge: {
        into,
        keepsLead: true,
        text: (inner) =>
          ko
            ? `${inner.replace(/입니다\.$/, '이고,').replace(/습니다\.$/, '고,')} ${text}`
            : `${stripEnd(inner)}, and ${/^I\s/.test(text) ? text : text[0].toLowerCase() + text.slice(1)}`,
      },
    });
  };
  certs.slice(0, 2).forEach((c, i) => {
    const name = c.certificationName.trim();
    const year = /^\d{4}/.test(c.issueDate.trim()) ? c.issueDate.trim().slice(0, 4) : null;
    tailInto(
      ko
        ? `${year ? `${year}년 ` : ''}${josa(name, '을/를')} 취득했습니다.`
        : `I hold the ${name}${year ? ` (${year})` : ''}.`,
      year,
      metaPrio + 1 + i + jitter(rng),
    );
  });
  awards.slice(0, 2).forEach((a, i) => {
    const by = a.awardIssuedBy.trim() && fits(a.awardIssuedBy) ? a.awardIssuedBy.trim() : null;
    const year = a.awardYear.trim() || null;
    tailInto(
      ko
        ? `${year ? `${year}년 ` : ''}${by ? `${by}에서 ` : ''}${josa(a.awardName.trim(), '을/를')} 받았습니다.`
        : `${year ? `In ${year} ` : ''}I received the ${a.awardName.trim()}${by ? ` from ${by}` : ''}.`,
      year,
      metaPrio + 2 + i + jitter(rng),
    );
  });
  // Motivation rests on the target too: the culture tags it names, in its industry. Without tags there is
  // nothing to say of it ("X is in the logistics business" tells a reader nothing), so nothing is said.
  if ((intent === 'motivation' || intent === 'goals') && tags.length) {
    const tagList = ko ? koList(tags.slice(0, 2)) : enList(tags.slice(0, 2));
    // What the company says of itself, never as the applicant's reason: a motive is the member's to give.
    add(
      PARA.open,
      ko
        ? `${josa(co, '은/는')} ${industry ? `${industry} 분야에서 ` : ''}${josa(tagList, '을/를')} 내세웁니다.`
        : `${co}${industry ? ` works in ${industry} and` : ''} values ${tagList}.`,
      (ko ? 1.2 : 4) + jitter(rng),
      { seq: PARA.open * 100 + 5 },
    );
  }

  // ---- at most one closing sentence, around the answer's own content (none in English: every English
  // closing we could write would read the same in everyone's letter) ----
  const closeUnit =
    main && (family === 'failure' || family === 'conflict')
      ? (main.units.find((u) => u.part === 'action') ?? main.units.find((u) => u.part === 'result') ?? null)
      : lead;
  const closeAdn = ko && closeUnit ? koAdnominal(closeUnit.text) : null;
  const closing: string | null = !ko
    ? null
    : closeAdn
      ? rng.pick([
          `${co}${role ? `의 ${role}` : ''} 업무에서도 ${closeAdn} 경험을 살리겠습니다.`,
          `${closeAdn} 경험을 ${co}에서${role ? ` ${josa(role, '으로/로')}` : ''} 이어 가겠습니다.`,
        ])
      : null;
  const closeItem = add(PARA.closing, closing, 0.8, { seq: PARA.closing * 100 });

  // Each source's lead-in is chosen once: the letter is measured by rendering it many times, and a
  // lead-in drawn anew at each render would make the letter measured differ from the letter written.
  const leadSeed = new Map(sources.map((x) => [x.ref, Math.floor(rng.next() * 2 ** 31)]));
  const text = select(items, req.minLetter, req.maxLetter, rng, type, {
    lead: (src, first) =>
      leadIn(src, first, ko, makeRng(leadSeed.get(src.ref) ?? 1, rng.temperature), skills),
    sourceOf: (u) => byRef.get(u.ref) ?? null,
    keep: [openItem, closeItem].filter((x): x is Item => !!x),
  });
  return measure(text, type) > req.maxLetter ? fitLength(text, req.minLetter, req.maxLetter, type) : text;
}

const jitter = (rng: Rng) => rng.next() * rng.temperature * 0.6;

/** Endings a 소제목 does not take: a state or a quality, not something done ("…있었습니다", "…높았습니다"). */
const TITLE_NOT =
  /(?:있었|없었|있|없|높았|낮았|많았|적았|컸|좋았|빨랐|느렸|길었|짧았|이었)습니다\.$|(?:합|입|됩)니다\.$/;

/**
 * The Korean 소제목: what the answer achieved, in the applicant's own words and figures ("3시간 만에
 * 배차를 정상화한 경험", "평균 응답 시간을 320ms에서 110ms로 줄인 경험") — an episode's result (or
 * action), a job's or project's sentence with a figure — never a label (the episode's own title, "직무
 * 역량"). A clause of a sentence is taken when the whole is too long; never the phrase the opening
 * already says. Null when nothing short enough carries the answer: the letter then has no title.
 */
function koTitle(main: Source | null, lead: Unit | null, opening: string): string | null {
  if (!main) return null;
  const parts = main.kind === 'episode' ? ['result', 'action'] : ['fact'];
  const units = main.units
    .filter((u) => parts.includes(u.part))
    .sort(
      (a, b) =>
        parts.indexOf(a.part) - parts.indexOf(b.part) ||
        Number(b !== lead) - Number(a !== lead) ||
        Number(/\d/.test(b.text)) - Number(/\d/.test(a.text)) ||
        b.score - a.score,
    );
  for (const u of units)
    for (const clause of koClauses(u.text)) {
      // What was done or changed, in the past: not a state ("…하고 있습니다", "…높았습니다" reads as
      // "높은 경험"), not a clause led by a topic or a pointer ("손실은 …", "이 체크리스트는 …"). A leading
      // "이후 / 그 뒤" points back to the sentence before: the title goes without it.
      const own = clause.replace(/^(?:이후|그 뒤|그 후|그 결과|결국|덕분에),?\s/, '');
      if (TITLE_NOT.test(own) || /^(?:\S+\s)?\S+[은는]\s|^(?:이|그|저)\s/.test(own)) continue;
      const adn = koAdnominal(own);
      if (adn && [...adn].length >= 8 && [...adn].length <= 32 && !opening.includes(adn))
        return `${adn} 경험`;
    }
  return null;
}

/** The unit that best states the answer: an episode's result (or action), a job's best achievement. */
function bestUnit(src: Source, family: Family): Unit | null {
  if (src.kind === 'episode') {
    const order =
      family === 'failure' || family === 'conflict'
        ? ['situation', 'action', 'result']
        : ['result', 'action', 'situation'];
    for (const p of order) {
      const u = src.units.find((x) => x.part === p);
      if (u) return u;
    }
    return src.units[0] ?? null;
  }
  // What the applicant did or changed, before a sentence that sets the scene ("…사양을 새로 정하다 보니
  // 견적에 시간이 오래 걸렸습니다" states the problem a project began with; it is not the answer).
  const ranked = [...src.units].sort(
    (a, b) => Number(setsTheScene(a.text)) - Number(setsTheScene(b.text)) || b.score - a.score,
  );
  return ranked.slice(0, 3).find((u) => [...u.text].length <= 80) ?? ranked[0] ?? null;
}

/** A Korean sentence that states a circumstance or a problem, not something done. */
const setsTheScene = (t: string) =>
  TITLE_NOT.test(t.trim()) || /다 보니|걸렸습니다\.$|(?:어려웠|부족했|많았|잦았)습니다\.$/.test(t);

type OpenCtx = {
  family: Family;
  main: Source | null;
  lead: Unit | null;
  adn: string | null;
  where: string | null;
  co: string;
  role: string | null;
  industry: string | null;
  rng: Rng;
  weakness: Source | null;
};

function openKo(c: OpenCtx): { text: string; usesLead: boolean } {
  const { main, adn, where, co, role, rng } = c;
  const target = `${co}${role ? `의 ${role}` : ''}`;
  // "동해상사에서 동해상사에서 영업 지원으로 일한 경험": a sentence that already says where is not told twice.
  const at = where && !adn?.startsWith(`${where}에서`) ? `${where}에서 ` : '';
  const title = main?.kind === 'episode' && main.name ? `‘${main.name}’` : null;
  const pick = (xs: (string | null | false)[]) => rng.pick(xs.filter((x): x is string => !!x));
  switch (c.family) {
    case 'failure':
      return {
        text:
          pick([
            title && `제가 겪은 실패는 ${at}${title}입니다.`,
            title && `실패한 경험으로 ${where ? `${where}에서의 ` : ''}${josa(title, '을/를')} 적습니다.`,
            adn && `${at}${adn} 일이 제가 실패를 겪고 바로잡은 경험입니다.`,
          ]) ?? `${at}겪은 실패를 적습니다.`,
        usesLead: false,
      };
    case 'conflict':
      return {
        text:
          pick([
            title &&
              `의견이 부딪친 경험으로 ${where ? `${where}에서의 ` : ''}${josa(title, '을/를')} 적습니다.`,
            title && `갈등을 겪은 일은 ${at}${title}입니다.`,
          ]) ?? `${at}의견이 부딪친 경험을 적습니다.`,
        usesLead: false,
      };
    case 'motivation':
      return {
        text: adn
          ? pick([
              `${target}에 지원하는 이유는 ${at}${adn} 경험을 이 일에서 더 키울 수 있기 때문입니다.`,
              `${at}${adn} 경험을 ${target} 업무로 이어 가고자 지원했습니다.`,
            ])
          : `${target}에 지원합니다.`,
        usesLead: false,
      };
    case 'goals':
      return {
        text: adn
          ? pick([
              `입사 후 목표는 ${at}${adn} 경험을 ${target} 업무에서 다시 성과로 만드는 것입니다.`,
              `${co}에서 이루고 싶은 것은 ${at}${adn} 경험을 ${role ?? '맡은'} 업무의 성과로 잇는 일입니다.`,
            ])
          : `${target} 업무에서 이루고 싶은 목표를 제 경험에서 말씀드리겠습니다.`,
        usesLead: false,
      };
    case 'growth':
      return {
        text: adn
          ? `${at}${adn} 일까지가 제가 일하며 성장해 온 과정입니다.`
          : '제가 일하며 성장해 온 과정을 시간 순서대로 적습니다.',
        usesLead: false,
      };
    case 'weakness':
      return {
        text: adn
          ? `제 강점은 ${at}${adn} 일에서 드러나고, 부족했던 점은 뒤에 적은 경험에서 드러났습니다.`
          : '제 강점과 부족했던 점을 제 경험으로 말씀드리겠습니다.',
        usesLead: false,
      };
    default: {
      const label = LABEL_KO[c.family] ?? '제 경험';
      return {
        text: adn
          ? pick([
              `${josa(label, '을/를')} 보여 주는 일은 ${at}${adn} 경험입니다.`,
              `${at}${adn} 일이 ${label}${c.family === 'strengths' || c.family === 'competency' ? '을 보여 줍니다' : '입니다'}.`,
            ])
          : `${label}${c.family === 'strengths' ? '은' : '으로'} 다음 경험을 말씀드리겠습니다.`,
        usesLead: false,
      };
    }
  }
}

function openEn(c: OpenCtx): { text: string | null; usesLead: boolean } {
  const { main, lead, where, co, role, rng } = c;
  const clause = lead ? enClause(lead.text) : null;
  const quote = lead?.text.startsWith('“') ? lead.text : null;
  const place = where ? ` at ${where}` : main?.kind === 'project' ? ` on the ${main.name} project` : '';
  const title = main?.kind === 'episode' && main.name ? `“${stripEnd(main.name)}”` : null;
  const target = role ? `the ${role} role at ${co}` : co;
  const withLead = (head: string) =>
    clause && place
      ? { text: `${head}${place}, where ${clause}.`, usesLead: true }
      : quote && place
        ? { text: `${head}${place}, which I described in Indonesian as ${quote}`, usesLead: true }
        : place
          ? { text: `${head}${place}.`, usesLead: false }
          : { text: null, usesLead: false };
  switch (c.family) {
    case 'failure':
      return { text: title ? `The time I failed was ${title}${place}.` : null, usesLead: false };
    case 'conflict':
      return {
        text: title ? `The disagreement I would describe is ${title}${place}.` : null,
        usesLead: false,
      };
    case 'motivation': {
      const head = rng.pick([
        `I am applying for ${target} to build on my work`,
        `I am applying for ${target} because of my work`,
      ]);
      const out = withLead(head);
      return out.text ? out : { text: `I am applying for ${target}.`, usesLead: false };
    }
    case 'goals':
      return withLead(`At ${co}, my goal is to build on my work`);
    case 'growth':
      return withLead('My growth shows most in my work');
    case 'weakness':
      return withLead('My strength shows in my work');
    default: {
      const label = LABEL_EN[c.family] ?? 'my experience';
      return withLead(
        rng.pick([`The clearest example of ${label} is my work`, `For ${label}, I would point to my work`]),
      );
    }
  }
}

/** A Korean sentence whose applicant acts on an object ("…을 만들었습니다"), not one where a thing changed. */
const koDidSomething = (t: string) =>
  /[을를]\s/.test(t) &&
  !/(?:되었|됐|졌|줄었|늘었|높았|낮았|올랐|내렸|났|있었|없었|이었)습니다[.!]?$|입니다[.!]?$/.test(t.trim());

/** The first sentence of a source's paragraph says where (and when) it happened. */
function leadIn(src: Source, first: string, ko: boolean, rng: Rng, skills: string[]): string {
  const tools = skillsFirst(src.tech, skills).slice(0, 3);
  if (ko) {
    if (src.kind === 'project') {
      if (!tools.length) return `‘${src.name}’ 프로젝트에서는 ${first}`;
      // "…를 써서" leads only into what the applicant did to something ("…을 만들었습니다"), not into what
      // changed by itself ("문의 전화가 35% 줄었습니다"), which takes the tools in brackets instead.
      return koDidSomething(first)
        ? `‘${src.name}’ 프로젝트에서는 ${josa(koList(tools), '을/를')} 써서 ${first}`
        : `‘${src.name}’ 프로젝트(${koList(tools)})에서는 ${first}`;
    }
    if (src.kind === 'episode') {
      const when = ymKo(src.start);
      return `${when ? `${when} ` : ''}${src.org ? `${src.org}에서 ` : ''}${first}`;
    }
    return rng.pick([
      `${src.name}에서${src.position ? ` ${josa(src.position, '으로/로')}` : ''} 일하며 ${first}`,
      `${src.start && ymKo(src.start) ? `${ymKo(src.start)}부터 ` : ''}${src.name}에서는 ${first}`,
    ]);
  }
  if (first.startsWith('“')) {
    const role = src.position ? `, as ${src.position}` : '';
    if (src.kind === 'project') return `On the ${src.name} project, I wrote in Indonesian: ${first}`;
    if (src.kind === 'episode')
      return `${src.org ? `At ${src.org}` : 'Then'}, as I wrote it in Indonesian: ${first}`;
    return `At ${src.org ?? src.name}${role}, I described my work in Indonesian: ${first}`;
  }
  // "Jadwal Sholat widget was an open-source …" names its tools after its name.
  if (src.kind === 'project' && tools.length && first.startsWith(`${src.name} was `))
    return `${src.name} (${enList(tools)})${first.slice(src.name.length)}`;
  const low = enLowerFirst(first);
  if (!low) return first;
  if (src.kind === 'project')
    return `On the ${src.name} project${tools.length ? ` (${enList(tools)})` : ''}, ${low}`;
  if (src.kind === 'episode') {
    const y = yearOf(src.start);
    return src.org || y
      ? `${src.org ? `At ${src.org}` : ''}${y ? `${src.org ? ' in' : 'In'} ${y}` : ''}, ${low}`
      : first;
  }
  const y = yearOf(src.start);
  return rng.pick([
    `At ${src.name}, ${low}`,
    src.position ? `As ${src.position} at ${src.name}, ${low}` : `At ${src.name}, ${low}`,
    y ? `At ${src.name} (from ${y}), ${low}` : `At ${src.name}, ${low}`,
  ]);
}

type RenderOpts = {
  lead: (src: Source, first: string) => string;
  sourceOf: (u: Unit) => Source | null;
  keep: Item[];
};

function render(chosen: Iterable<Item>, o: RenderOpts): string {
  const set = new Set(chosen);
  const merged = new Map<Item, string>();
  // A merge that brings its own opening (the education's "…을 전공하고 …에 입사해") replaces the source's
  // lead ("2019년 7월부터 …에서는"), whatever else was merged into the same sentence.
  const leadDropped = new Set<Item>();
  for (const it of set)
    if (it.merge && set.has(it.merge.into)) {
      merged.set(it.merge.into, it.merge.text(merged.get(it.merge.into) ?? it.merge.into.text));
      if (!it.merge.keepsLead) leadDropped.add(it.merge.into);
    }
  const paras = new Map<number, Item[]>();
  for (const it of set) {
    if (it.merge && (set.has(it.merge.into) || it.joinedOnly)) continue;
    paras.set(it.para, [...(paras.get(it.para) ?? []), it]);
  }
  return [...paras.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, its]) => {
      const sorted = its.sort((a, b) => a.seq - b.seq);
      const firstUnit = sorted.find((i) => i.unit);
      return sorted
        .map((i) => {
          const text = merged.get(i) ?? i.text;
          if (i !== firstUnit || leadDropped.has(i)) return text;
          const src = o.sourceOf(i.unit!);
          return src ? o.lead(src, text) : text;
        })
        .join(' ');
    })
    .join('\n\n');
}

/** Takes sentences by importance until the letter reaches a target length between min and max. */
function select(items: Item[], min: number, max: number, rng: Rng, type: LimitType, o: RenderOpts): string {
  const target = min + (max - min) * (0.35 + 0.3 * rng.next());
  const chosen = new Set<Item>();
  const len = () => measure(render(chosen, o), type);
  const sorted = [...items].sort(
    (a, b) => Number(!!b.required) - Number(!!a.required) || a.prio - b.prio || a.seq - b.seq,
  );
  for (const it of sorted.filter((i) => i.required)) chosen.add(it);
  // Everything fits and is wanted (the whole letter `assess` measures): take it all without measuring
  // after each sentence. Lead-ins and merges add less than the sentences themselves, hence the doubling.
  const whole = items.reduce((n, i) => n + measure(i.text, type), 0);
  if (2 * whole + 500 <= Math.min(max, target)) {
    for (let grew = true; grew;) {
      grew = false;
      for (const it of sorted)
        if (!chosen.has(it) && (!it.after || chosen.has(it.after))) grew = !!chosen.add(it);
    }
    for (const it of [...chosen])
      if (it.unit?.part === 'situation' && !it.required && ![...chosen].some((c) => c.after === it))
        chosen.delete(it);
    return render(chosen, o);
  }
  const take = (it: Item) => {
    if (chosen.has(it) || (it.after && !chosen.has(it.after))) return;
    chosen.add(it);
    if (len() > max) chosen.delete(it);
  };
  for (const it of sorted) {
    if (len() >= target) break;
    if (!it.lastResort) take(it);
  }
  // Still under the minimum: every remaining item that fits.
  for (const it of sorted) {
    if (len() >= min) break;
    take(it);
  }
  // An episode's situation never stands alone.
  for (const it of [...chosen])
    if (it.unit?.part === 'situation' && !it.required && ![...chosen].some((c) => c.after === it))
      chosen.delete(it);
  // Still under the minimum after that: the rest, in order, as far as they fit — whole, or as a shorter
  // form of itself (its first clause, in the applicant's own words) when no whole sentence fits.
  const shorten = (it: Item, fits: () => boolean) => {
    const whole = it.text;
    for (const form of it.shorter ?? []) {
      it.text = form;
      if (fits()) return true;
    }
    it.text = whole;
    return false;
  };
  const fill = () => {
    for (const it of sorted) {
      if (len() >= min) break;
      if (it.unit?.part !== 'situation') take(it);
    }
    for (const it of sorted) {
      if (len() >= min) break;
      if (chosen.has(it) || (it.after && !chosen.has(it.after)) || !it.shorter?.length) continue;
      chosen.add(it);
      if (!shorten(it, () => len() <= max)) chosen.delete(it);
    }
  };
  fill();
  // Over the maximum with required items: the least important ones that are not kept give way — to a
  // shorter form of themselves when one fits, else whole.
  for (const it of [...sorted].reverse()) {
    if (len() <= max) break;
    if (o.keep.includes(it) || !chosen.has(it)) continue;
    if (!shorten(it, () => len() <= max)) chosen.delete(it);
  }
  // Still short, because what is taken leaves no room for another sentence (a short band after a long
  // opening): a taken sentence in a shorter form makes room, then the rest fills it.
  if (len() < min && sorted.some((i) => !chosen.has(i) && i.unit?.part !== 'situation')) {
    const taken = new Set(chosen);
    const texts = new Map(items.map((i) => [i, i.text]));
    const undo = () => {
      chosen.clear();
      for (const i of taken) chosen.add(i);
      for (const [i, t] of texts) i.text = t;
    };
    search: for (const it of sorted.filter((i) => taken.has(i) && i.shorter?.length))
      for (const form of it.shorter!) {
        it.text = form;
        fill();
        if (len() >= min && len() <= max) break search;
        undo();
      }
  }
  return render(chosen, o);
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
