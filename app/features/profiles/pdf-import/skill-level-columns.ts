// Skills written as a grid of a name and its level, one pair or more a row: a header row titling the
// columns ("프로그램 | 수준 | 프로그램 | 수준", "Software | Level", "Tools | Proficiency") over rows such as
// "AutoCAD | 상 | MS Project | 중". The header and the level cells are no skills: the header row goes, and each
// row keeps its name cells. A grid without such a header ("SQL | Python") is left as it is.
import { isYearsHead } from './skills-matrix';
import { isBlank } from './text';
import { LANGUAGE_LABELS, key } from './vocabulary';

/** Column titles for what the skill is ("프로그램", "기술", "Software", "Tools", "Program"). */
const NAME_HEADS = new Set(
  [
    '프로그램',
    '기술',
    '도구',
    '툴',
    '스킬',
    '소프트웨어',
    'S/W',
    'Software',
    'Program',
    'Programs',
    'Tool',
    'Tools',
    'Skill',
    'Skills',
    'Perangkat lunak',
    'Aplikasi',
    'Keahlian',
  ].map(key),
);
export const isLevelHead = (cell: string) => LANGUAGE_LABELS.get(key(cell)) === 'level' || isYearsHead(cell);

/** Which columns of a header row hold names (true) and levels (false), or null when it is no such header. */
function nameColumns(line: string): boolean[] | null {
  const head = line.split('\t').map((c) => c.trim());
  if (head.length < 2 || !head.every((c) => NAME_HEADS.has(key(c)) || isLevelHead(c))) return null;
  const names = head.map((c) => NAME_HEADS.has(key(c)));
  return names.some(Boolean) && names.some((n) => !n) ? names : null;
}

export function withoutSkillLevels(lines: string[]): string[] {
  const at = lines.findIndex((l) => !isBlank(l));
  const names = at >= 0 ? nameColumns(lines[at]) : null;
  if (!names) return lines;
  return lines.flatMap((line, i) => {
    if (i === at) return [];
    const row = line.split('\t');
    return row.length === names.length ? [row.filter((_, c) => names[c]).join('\t')] : [line];
  });
}
