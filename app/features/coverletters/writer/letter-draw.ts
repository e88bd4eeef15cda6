// One draw of a letter: which sources answer the question, the opening, the body in time order, the
// education and credentials joined to the jobs, at most one closing, then the selection into the band.

import { measure, type LimitType } from '../counting';
import { answerKind, answeringEpisodes, showingEntries } from './answers';
import { fitLength } from './checker';
import { educationsByLevel, parseYearMonth } from './facts';
import { recognizeIntent } from './intent';
import { gatherSources, inTime, targetWords, type Source } from './material';
import { koAdnominal } from './prose';
import { makeRng } from './rng';
import { roleName } from './role-name';
import { skillsIn } from './skills';
import { josa, scriptCounts } from './text';
import { cultureTagWord } from './target-words';
import type { CoverLetterRequest, SourceRef } from '~/integrations/ai/types';
import {
  type Item,
  PARA,
  type Family,
  shorterForms,
  jitter,
  yearOf,
  koList,
  enList,
  stripEnd,
  enClause,
} from './letter-items';
import { koTitle, bestUnit, openKo, openEn } from './opening';
import { leadIn } from './lead-in';
import { select } from './selection';

export function composeDraw(req: CoverLetterRequest): string {
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
