// A 경력기술서's project cards under a job: a card's title ("PJT 1. 차세대 BCM 부트로더 재설계") or a name row
// ("프로젝트명 | …"), then rows of a label cell and a value cell ("기간 | 2023.01 ~ 2024.08", "내용 | …", "기술 | C,
// CANoe"). Read as lines of the works, each card became a job named after its title with "기간" as its
// position, and its "기술" row opened a skills section that swallowed every later company.
import type { Project } from '#db/schema/profiles';
import { bandTitle, withoutListMark } from './card-band';
import { findPeriod } from './dates';
import { isMarkedTitle, withoutTitleMark } from './marked-project-title';
import { numberedCardIsProject } from './numbered-card-title';
import { roleOutcomeDescription } from './role-outcome-description';
import { isProjectsSubLabel } from './projects-inside-job';
import { headingOf } from './sections';
import { titleTools } from './title-tools-bracket';
import { cells, isBlank, isBullet, tidy } from './text';
import { PROJECT_LABELS, key } from './vocabulary';

type CardLabel = 'name' | 'period' | 'role' | 'description' | 'outcome' | 'technologies';
/** An outcome row tells what the project is as much as a content row does. */
const told = (label: CardLabel) => (label === 'outcome' ? 'description' : label);

const PERIOD = new Set(
  ['기간', '수행 기간', '참여 기간', '프로젝트 기간', '진행 기간', 'Period', 'Duration', 'Periode'].map(key),
);
const ROLE = new Set(['역할', '담당 역할', '참여 역할', 'Role', 'Peran'].map(key));
/** What the project achieved: its description as much as "내용" is. */
const OUTCOME = new Set(['성과', '주요 성과', '결과', 'Outcome', 'Result', 'Results', 'Hasil'].map(key));

/** A title's numbering: "PJT 1.", "Project 2:", "프로젝트 3)", "[프로젝트 1]", "①", "1.". */
const NUMBERING =
  /^\s*(?:[[<〈【(]\s*(?:PJT|PRJ|Project|프로젝트|Proyek)\s*[-#]?\s*\d{1,2}\s*[\]>〉】)]|(?:PJT|PRJ|Project|프로젝트|Proyek)\s*[-#]?\s*\d{1,2}\s*[.):：]?|[①-⑳]|\d{1,2}\s*[.)])\s*/iu;
/** A title that names itself a project by its numbering ("PJT 1.", "Project 2:", "[프로젝트 1]"). */
const PROJECT_NUMBERING = /^\s*[[<〈【(]?\s*(?:PJT|PRJ|Project|프로젝트|Proyek)\s*[-#]?\s*\d{1,2}\b/iu;

function labelOf(text: string): CardLabel | null {
  const k = key(text);
  if (PERIOD.has(k)) return 'period';
  if (ROLE.has(k)) return 'role';
  if (OUTCOME.has(k)) return 'outcome';
  return PROJECT_LABELS.get(k) ?? null;
}

/** A row of a card: a label cell and its value cell ("기술 | C, CANoe"), or "label : value". */
function cardRow(line: string): { label: CardLabel; value: string } | null {
  const row = cells(line);
  if (row.length === 2) {
    const label = labelOf(row[0]);
    return label ? { label, value: row[1].trim() } : null;
  }
  if (row.length !== 1) return null;
  // "- 기간 : 2022.03 ~ 2023.02": a list mark before the label (card-band.ts).
  const colon = withoutListMark(row[0]).match(/^\s*([^:：]{1,12}?)\s*[:：]\s*(\S.*)$/u);
  const label = colon ? labelOf(colon[1]) : null;
  return label && colon ? { label, value: colon[2].trim() } : null;
}

/**
 * A row of a short label cell of letters alone ("발 주 처", "Client", "참여 인원") and a value: between a card's
 * rows it is a row of the card's table that names none of a project's fields.
 */
export function isOtherLabelRow(line: string): boolean {
  const row = cells(line);
  if (row.length !== 2 || !row[1].trim() || cardRow(line)) return false;
  const label = row[0].trim();
  return /^[\p{L} ]+$/u.test(label) && key(label).length >= 2 && key(label).length <= 8 && label.split(' ').length <= 4;
}

/** A title line over a card's rows: one short cell of text, no bullet, no period, no label. */
function titleOf(marked: string | undefined): string | null {
  // "▶ 초음파 진단기 인허가": a marked title is no list item (marked-project-title.ts).
  const line = marked === undefined ? undefined : withoutTitleMark(marked);
  if (line === undefined || isBlank(line) || cells(line).length !== 1) return null;
  // A numbered title ("1) MES 연동 구축") is a title; a marked line ("- …", "• …") is a list item.
  if (isBullet(line) && !/^\s*\d{1,2}[.)]\s/u.test(line)) return null;
  if (findPeriod(line) || cardRow(line) || headingOf(line)) return null;
  const title = tidy(line.replace(NUMBERING, ''));
  return title && title.length <= 80 ? title : null;
}

/** A card, with whether it names its tools and its description from role and outcome rows (if it has them). */
type Card = { start: number; end: number; project: Project; tooled: boolean; roleOutcome: string | null };

/**
 * The card whose rows start at line i: its rows (a wrapped value's line joined to the row above while the
 * row under it is of a label the card has not had yet), and its title line above them when no row names it.
 * A card has a period row and a description or tools row, and is a project by a name row, a tools row or a
 * title numbered as a project; a job's own labelled rows ("(주)한빛 | 기간 | 내용") are none.
 */
function cardAt(lines: string[], i: number): Card | null {
  const rows: { label: CardLabel; value: string }[] = [];
  let j = i;
  while (j < lines.length) {
    const row = cardRow(lines[j]);
    if (row) {
      rows.push(row);
      j++;
      continue;
    }
    const next = lines[j + 1] === undefined ? null : cardRow(lines[j + 1]);
    // "발 주 처 | 한국철도공사" between a card's rows: a row of a label the card does not read (client, head count).
    if (rows.length > 0 && next !== null && isOtherLabelRow(lines[j])) {
      j++;
      continue;
    }
    const wrapped = rows.length > 0 && !isBlank(lines[j]) && cells(lines[j]).length === 1 && next !== null;
    if (!wrapped || rows.some((r) => told(r.label) === told(next.label))) break;
    rows[rows.length - 1].value += ` ${lines[j].trim()}`;
    j++;
  }
  const has = (label: CardLabel) => rows.some((r) => told(r.label) === label);
  // A band over the rows ("name | period", card-band.ts) gives the period; it also needs a role or an outcome
  // row beside the tools, which a job's own labelled rows ("담당업무 | …", "기술 | …") do not have.
  const band = has('period') || lines[i - 1] === undefined ? null : bandTitle(lines[i - 1]);
  if (rows.length < 2 || !(has('period') || (band && has('technologies') && has('role')))) return null;
  if (!has('description') && !has('technologies')) return null;
  const named = rows.find((r) => r.label === 'name')?.value;
  const title = named ? null : (band ?? titleOf(lines[i - 1]));
  // "수요예측 기반 재고 재배치 (Python, SQL)": the tools in brackets after the title (title-tools-bracket.ts).
  const bracketed = title && !has('technologies') ? titleTools(title) : null;
  const name = named ?? bracketed?.name ?? title;
  if (!name) return null;
  // "1. B737 중정비 공기 단축" over its period, role and outcome rows (numbered-card-title.ts).
  const numbered =
    PROJECT_NUMBERING.test(lines[i - 1]) ||
    isMarkedTitle(lines[i - 1]) ||
    numberedCardIsProject(
      lines[i - 1],
      rows.map((r) => r.label),
    );
  if (!named && !has('technologies') && !bracketed && !numbered) return null;
  const values = (label: CardLabel) =>
    rows
      .filter((r) => told(r.label) === label)
      .map((r) => tidy(r.value))
      .join(' ');
  return {
    tooled: has('technologies') || bracketed !== null,
    roleOutcome: roleOutcomeDescription(rows),
    start: named ? i : i - 1,
    end: j,
    project: {
      projectName: tidy(name),
      projectDescription: values(has('description') ? 'description' : 'role'),
      technologiesUsed: values('technologies') || (bracketed?.tools ?? ''),
    },
  };
}

/**
 * Takes the project cards out of a works section's jobs: after a works heading and a line with a period (a
 * job's head), each card's lines go, a blank line in their place, and the card is a project. Cards anywhere
 * else (a projects section reads its own) stay.
 */
export function takeProjectCards(lines: string[]): { lines: string[]; projects: Project[] } {
  const kept: string[] = [];
  const cards: Card[] = [];
  let inWorks = false;
  let underJob = false;
  for (let i = 0; i < lines.length; i++) {
    const card = inWorks && underJob && cardRow(lines[i]) ? cardAt(lines, i) : null;
    if (card) {
      if (card.start < i) kept.pop();
      kept.push('');
      cards.push(card);
      i = card.end - 1;
      continue;
    }
    const heading = isBlank(lines[i]) ? null : headingOf(lines[i]);
    // "주요 프로젝트" inside a job: its cards are still the job's (projects-inside-job.ts).
    const inJob = heading?.kind === 'projects' && inWorks && underJob && isProjectsSubLabel(lines[i]);
    if (heading && !inJob) {
      inWorks = heading.kind === 'works';
      underJob = false;
    } else if (inWorks && findPeriod(lines[i])) underJob = true;
    kept.push(lines[i]);
  }
  // Cards of role and outcome rows in a résumé whose cards name no tools: role, then outcome (role-outcome-description.ts).
  const tooled = cards.some((c) => c.tooled);
  const projects = cards.map((c) =>
    !tooled && c.roleOutcome ? { ...c.project, projectDescription: c.roleOutcome } : c.project,
  );
  return { lines: kept, projects };
}
