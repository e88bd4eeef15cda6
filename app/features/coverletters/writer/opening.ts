// The composer's first lines: the Korean 소제목 and the opening sentence that answers the question
// (두괄식), in Korean or English, around the main source's best unit.
import { parseYearMonth } from './facts';
import { type Source, type Unit } from './material';
import { koAdnominal, koClauses } from './prose';
import { type Rng } from './rng';
import { josa } from './text';
import { type Family, stripEnd, enClause } from './letter-items';

export const LABEL_KO: Partial<Record<Family, string>> = {
  leadership: '리더십',
  customer: '고객의 입장에서 일한 경험',
  data: '데이터로 판단한 경험',
  ethics: '원칙과 정확성을 지킨 경험',
  problem: '문제를 해결한 경험',
  teamwork: '협업 경험',
  competency: '직무 역량',
  strengths: '제 강점',
};
export const LABEL_EN: Partial<Record<Family, string>> = {
  leadership: 'leading others',
  customer: 'working from the customer’s side',
  data: 'deciding from data',
  ethics: 'keeping to accuracy and principles',
  problem: 'solving a problem',
  teamwork: 'working with a team',
  competency: 'the skills this role needs',
  strengths: 'my strengths',
};

export const ymKo = (v: string) => {
  const ym = parseYearMonth(v);
  return ym ? `${ym.year}년 ${ym.month}월` : null;
};
/** Endings a 소제목 does not take: a state or a quality, not something done ("…있었습니다", "…높았습니다"). */
export const TITLE_NOT =
  /(?:있었|없었|있|없|높았|낮았|많았|적았|컸|좋았|빨랐|느렸|길었|짧았|이었)습니다\.$|(?:합|입|됩)니다\.$/;

/**
 * The Korean 소제목: what the answer achieved, in the applicant's own words and figures ("3시간 만에
 * 배차를 정상화한 경험", "평균 응답 시간을 320ms에서 110ms로 줄인 경험") — an episode's result (or
 * action), a job's or project's sentence with a figure — never a label (the episode's own title, "직무
 * 역량"). A clause of a sentence is taken when the whole is too long; never the phrase the opening
 * already says. Null when nothing short enough carries the answer: the letter then has no title.
 */
export function koTitle(main: Source | null, lead: Unit | null, opening: string): string | null {
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
export function bestUnit(src: Source, family: Family): Unit | null {
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
export const setsTheScene = (t: string) =>
  TITLE_NOT.test(t.trim()) || /다 보니|걸렸습니다\.$|(?:어려웠|부족했|많았|잦았)습니다\.$/.test(t);

export type OpenCtx = {
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

export function openKo(c: OpenCtx): { text: string; usesLead: boolean } {
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

export function openEn(c: OpenCtx): { text: string | null; usesLead: boolean } {
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
