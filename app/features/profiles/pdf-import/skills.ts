// Skills: comma (or ·, |, •, ;) separated lists, possibly wrapped over lines and grouped under
// "Category: ..." labels; or one skill per line.
import { withoutSkillStatements } from './skill-statements';
import { withoutSkillCategories } from './skill-category-table';
import { withoutSkillLevels } from './skill-level-columns';
import { withoutYearsLevelColumns } from './skill-years-table';
import { afterGaps } from './skill-list-gaps';
import { bulletWraps } from './skill-bullet-wraps';
import { isOneSkillPerLine } from './skill-per-line';
import { isNumberedList } from './numbered-skill-items';
import { closesOpenBracket, splitOutsideBrackets } from './skill-brackets';
import { separatorsFor } from './skill-dot-compounds';
import { isBlank, isBullet, stripBullet, tidy } from './text';

const SEPARATORS = /[,，、;；·•|｜\t▪]/;
/** The separators, and a slash between spaces ("AutoCAD / SketchUp"; "HTML/CSS" is one skill). */
const SPLIT = /[,，、;；·•|｜\t▪]|\s+\/\s+/;

export function parseSkills(lines: string[]): string[] {
  const rows = withoutSkillCategories(
    withoutSkillLevels(withoutYearsLevelColumns(withoutSkillStatements(lines))),
  );
  const filled = rows.filter((l) => !isBlank(l));
  // A bullet opens an item of its own: a list of bullets is not a comma list.
  // A numbered list ("1. BGP, OSPF, MPLS") is one skill a number (numbered-skill-items.ts).
  const listed =
    filled.some((l) => SPLIT.test(stripBullet(l))) &&
    !isOneSkillPerLine(filled.map(stripBullet)) &&
    !isNumberedList(filled);
  const gaps = afterGaps(rows);
  const wrapped = bulletWraps(filled, gaps);
  const groups: string[] = [];
  filled.forEach((row, at) => {
    // "디자인 | Figma, Illustrator": a category in the first cell of a table row, like "Design: ...".
    const raw = row.replace(/^([^\t,，、;:：]{1,20})\t(?=[^\t]*[,，、;])/, '$1: ');
    const line = stripBullet(raw).replace(/^[^:：,]{1,30}[:：]\s*/, (m) => (m.length < raw.length ? '' : m));
    const last = groups.length - 1;
    // A wrapped list continues the previous line unless that line closed with a separator; a row of
    // cells under a row of cells (a grid of skills, "SQL | Google Analytics 4" / "Amplitude | Python") is a
    // row of its own.
    const grid = row.includes('\t') && (filled[at - 1] ?? '').includes('\t');
    // "• Pemetaan drone (DJI Phantom 4" over "RTK)": a bracket left open goes on (skill-brackets.ts).
    // "• Progressive Lens" over "Dispensing" in a sidebar's bullets: one item wrapped (skill-bullet-wraps.ts).
    if (wrapped[at] && last >= 0) groups[last] += ` ${line}`;
    else if (last >= 0 && !isBullet(raw) && isBullet(filled[at - 1] ?? '') && closesOpenBracket(groups[last], line))
      groups[last] += ` ${line}`;
    else if (
      listed &&
      !grid &&
      !gaps[at] &&
      last >= 0 &&
      !isBullet(raw) &&
      !/^[^:：,]{1,30}[:：]/.test(raw) &&
      !SEPARATORS.test(groups[last].slice(-1))
    )
      groups[last] += ` ${line}`;
    else groups.push(line);
  });
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const group of groups) {
    // Cut outside brackets only: "Excel (Pivot, VLOOKUP)" is one skill (skill-brackets.ts).
    for (const item of listed ? splitOutsideBrackets(group, separatorsFor(group, SPLIT)) : [group]) {
      const skill = tidy(item);
      const k = skill.toLowerCase();
      if (!skill || skill.length > 60 || seen.has(k)) continue;
      seen.add(k);
      skills.push(skill);
    }
  }
  return skills;
}
