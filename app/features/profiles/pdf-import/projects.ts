// Projects: a name line, then "Technologies: ..." and a description, in any order.
import { datedNameDash } from './dated-name-dash';
import { yearCellNameDash } from './year-cell-name-dash';
import { isRoleLine } from './project-role-line';
import { lastCellDated, sameYearCellHead } from './year-cell-head';
import { nameColonSentence } from './name-colon-sentence';
import { toolsAfterSentence } from './tools-after-sentence';
import type { Project } from '#db/schema/profiles';
import { cut, findDates, findPeriod } from './dates';
import { periodLine, titledEntries } from './entries';
import { toolsAfterName, yearThenTools } from './name-line-tools';
import { toggleEntry } from './project-toggle';
import { endsSentence, isTitleLike, joinParagraph, labelled, parts, tidy } from './text';
import { PROJECT_LABELS, key, type ProjectLabel } from './vocabulary';
import { toolsAfterLabelChip } from './tools-label-chip';
import { toolListLine } from './tool-list-under-name';
import { projectLabelCell } from './project-label-cells';
import { withoutTitleBrackets } from './project-title-marks';

export function parseProjects(lines: string[]): Project[] {
  return withDescriptions(titledEntries(lines, startsProject))
    .map(toggleEntry)
    .map(parseEntry)
    .filter((p) => p.projectName);
}

/**
 * An entry that opens with running text (a sentence, or a line too long to be a name) or with a
 * labelled line other than a name is the description of the project above it, set apart by a gap:
 * it joins that project.
 */
function withDescriptions(entries: string[][]): string[][] {
  const out: string[][] = [];
  for (const entry of entries) {
    const first = entry[0] ?? '';
    const pair = projectLabelled(first);
    const running =
      !pair &&
      !periodLine(first) &&
      !datedNameDash(first) &&
      !yearCellNameDash(first) &&
      (endsSentence(first) || first.length > 70);
    // "Technologies: Python, SQL" after a gap: the tools of the project above, never a project.
    if ((running || (pair && pair.label !== 'name')) && out.length > 0) out[out.length - 1].push(...entry);
    else out.push([...entry]);
  }
  return out;
}

/**
 * A new project: a dated line once the entry has one, or a title line (a colon allowed, as in
 * "Open source: X") after a sentence or a labelled line once the entry has a body.
 */
function startsProject(line: string, entry: string[]): boolean {
  if (projectLabelled(line) || toolChips(line)) return false;
  // "Name (2022) — what it did.": a project of its own (dated-name-dash.ts).
  // "2022 ⇥ Name — what it did.": the same with the year in a left column (year-cell-name-dash.ts).
  if ((datedNameDash(line) || yearCellNameDash(line)) && entry.length > 0) return true;
  // "Name | Role <tab> 2017" under a project headed the same way (year-cell-head.ts).
  const above = entry[entry.length - 1];
  if (sameYearCellHead(line, entry[0]) || (lastCellDated(line) && !!projectLabelled(above))) return true;
  if (periodLine(line) && entry.some((l) => periodLine(l))) return true;
  const previous = entry[entry.length - 1];
  const hasBody = entry.slice(1).some((l) => !projectLabelled(l));
  return (
    isTitleLike(line, { colon: true }) && hasBody && (endsSentence(previous) || !!projectLabelled(previous))
  );
}

function parseEntry(lines: string[]): Project {
  const project: Project = { projectName: '', projectDescription: '', technologiesUsed: '' };
  const description: string[] = [];
  const roles: string[] = [];
  lines.forEach((line, i) => {
    // "기간: 2023.02 – 2023.09", "Period: …": when, which a project has no field for; never its description.
    if (i > 0 && isPeriodLabelled(line)) return;
    // "Brand Film 2024 · C4D, Redshift": the year, then the tools, after the name (name-line-tools.ts).
    const carded = i === 0 ? yearThenTools(line) : null;
    if (carded) {
      project.projectName = carded.name;
      project.technologiesUsed = carded.tools;
      return;
    }
    const pair = projectLabelled(line);
    // "Retail Demand Dashboard | Tools: Power BI, SQL": the tools on the name's line.
    if (!pair && i === 0) {
      const tools = parts(line)
        .slice(1)
        .map(projectLabelled)
        .find((p) => p?.label === 'technologies');
      if (tools) project.technologiesUsed ||= tidy(tools.value);
      // "Dasbor Atribusi Kampanye | Looker Studio, BigQuery": the tools after a bar, unlabelled.
      else project.technologiesUsed ||= toolsAfterName(line) ?? '';
    }
    // "AutoCAD, SketchUp, V-Ray" right under the name: its tools, unlabelled (tool-list-under-name.ts).
    const listed = i === 1 && !pair && !project.technologiesUsed ? toolListLine(line) : null;
    const chips =
      i > 0 && !pair && !project.technologiesUsed ? (toolChips(line) ?? listed?.split(', ')) : null;
    if (chips) project.technologiesUsed = chips.join(', ');
    else if (pair?.label === 'technologies') project.technologiesUsed ||= tidy(pair.value);
    else if (pair?.label === 'name') project.projectName ||= tidy(pair.value);
    // "Peran: BIM Coordinator" beside a description: the role, kept only if nothing else describes (project-role-line.ts).
    else if (pair && isRoleLine(line)) roles.push(pair.value);
    else if (pair) description.push(pair.value);
    else if (i === 0 && !project.projectName) {
      // "Infusion Pump Fleet Tracker — A QR-based maintenance log …": the name, then its description
      // after a spaced dash, a sentence of its own (a role or a date after the dash stays out).
      // "Dry-electrode cathode process: A solvent-free coating …": the name before a colon (name-colon-sentence.ts).
      const dashed = datedNameDash(line) ?? yearCellNameDash(line);
      if (dashed) {
        project.projectName = dashed[0];
        description.push(dashed[1]);
        return;
      }
      const colon = nameColonSentence(nameOf(line));
      const told = NAME_THEN_SENTENCE.exec(line);
      if (colon) {
        project.projectName = colon[0];
        description.push(colon[1]);
      } else if (told && !findDates(told[2]).length) {
        project.projectName = tidy(told[1]);
        description.push(told[2]);
      } else if (toolsAfterName(line)) project.projectName = tidy(nameOf(line).split(/\s+[—–]\s+/)[0]);
      else project.projectName = nameOf(line);
    } else description.push(line);
  });
  project.projectDescription = joinParagraph(description.length > 0 ? description : roles);
  // "… two weeks ahead. Tools: Python, SQL": the tools closing the description (tools-after-sentence.ts).
  const closing = project.technologiesUsed ? null : toolsAfterSentence(project.projectDescription);
  if (closing) {
    project.projectDescription = closing.description;
    project.technologiesUsed = closing.tools;
  }
  return project;
}

/**
 * A row of tool chips under a project ("Amplitude | BigQuery | Braze", a builder's tags): three or more
 * short cells, no date, no sentence. The project's technologies, never a new project.
 */
export function toolChips(line: string): string[] | null {
  const row = line.split('\t').map((c) => c.trim());
  const chip = (c: string) => c.length > 0 && c.length <= 24 && !endsSentence(c) && !findDates(c).length;
  return row.length >= 3 && row.every(chip) ? row : null;
}

/** A project's period under its label ("기간:", "수행 기간:", "Period:", "Duration:", "Periode:"). */
const PERIOD_LABEL =
  /^\s*(?:(?:수행|프로젝트|참여|개발)?\s*기간|period|duration|timeline|periode|durasi|waktu)\s*[:：]\s*(\S.*)$/iu;
function isPeriodLabelled(line: string): boolean {
  const value = PERIOD_LABEL.exec(line)?.[1];
  const period = value ? findPeriod(value) : null;
  // Only the period (and perhaps its length, "(7개월)"): a sentence that names a period stays.
  return !!value && !!period && tidy(cut(value, period.index, period.length)).length <= 12;
}

/**
 * The name piece of a title line: its first piece, without a period, and without a date standing in a
 * cell of its own ("2022 | Game Economy Simulator": the year in a left column is when, not the name).
 */
// In plain text a spaced hyphen stands for the dash ("pgshard - Open-source PostgreSQL sharding proxy …").
const NAME_THEN_SENTENCE = /^([^\t—–|]{2,60}?)\s+[—–-]\s+(\p{Lu}[^\t|]*?\s\S+\s\S+\s\S+.*)$/u;

const CIRCLED_NUMBER = /^[\u2460-\u2473\u24eb-\u24f4\u24f5-\u24fe\u2776-\u2793\u3251-\u325f]\s*/u;

function nameOf(line: string): string {
  const period = periodLine(line);
  const text = period ? cut(line, period.index, period.length) : line;
  const pieces = parts(text).filter((p) => !isDateOnly(p));
  // "① Ledger Migration (2023.02 ~ 2024.06)": a circled number counts projects, no part of the name.
  // "[조선 후기 지도 병풍 보존처리]": the brackets that set the title off (project-title-marks.ts).
  return tidy(withoutTitleBrackets((pieces[0] ?? '').replace(CIRCLED_NUMBER, '')));
}

const isDateOnly = (piece: string) => {
  const dates = findDates(piece);
  return (
    dates.length > 0 &&
    tidy(dates.reduceRight((t, d) => cut(t, d.index, d.length), piece))
      .replace(/[–—~\-()]/g, '')
      .trim() === ''
  );
};

/** "Tools: Power BI, SQL", and also "Tools — Power BI, SQL" (a spaced dash instead of the colon). */
function projectLabelled(text: string): { label: ProjectLabel; value: string } | null {
  const pair = labelled(text, PROJECT_LABELS) ?? projectLabelCell(text);
  if (pair) return pair;
  const dashed = text.match(/^\s*([^–—\t-]{1,32}?)\s+[–—-]\s+(\S.*)$/);
  const label = dashed ? PROJECT_LABELS.get(key(dashed[1])) : undefined;
  if (dashed && label === 'technologies') return { label, value: dashed[2].trim() };
  // "사용 툴  Figma, Maze": the label as a chip, without a colon (tools-label-chip.ts).
  const tools = toolsAfterLabelChip(text);
  return tools ? { label: 'technologies', value: tools } : null;
}
