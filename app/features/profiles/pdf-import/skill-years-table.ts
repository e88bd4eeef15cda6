// A skills table titled "Skill | Years of experience | Proficiency" ("기술 | 사용 경력 | 숙련도", "Keahlian | Lama
// Pengalaman | Tingkat Kemahiran") over rows such as "Java | 9년 | 상": the titles of the years and the level
// columns, and the cells under them, are no skills. The skill column's own title may be gone, read as the
// section's heading ("Skills" over "Years of experience | Proficiency"), and a years cell may be gone too
// (a time served is dropped as the lines are read): under such a header each row keeps its first cell.
import { isYearsHead } from './skills-matrix';
import { cells, isBlank } from './text';
import { LANGUAGE_LABELS, key } from './vocabulary';

/** A column title for how long a skill was used, beyond skills-matrix.ts's ("사용 경력", "Lama pengalaman"). */
const YEARS_TITLE =
  /^(?:사용\s*경력|사용\s*연수|경력\s*기간|경험\s*기간|lama\s+(?:pengalaman|penggunaan)|pengalaman\s*\(?tahun\)?|years?\s+used|time\s+used)$/iu;
/** A column title for how well ("숙련도", "활용 수준", "Tingkat kemahiran", "Proficiency level"). */
const LEVEL_TITLE =
  /^(?:숙련도|능숙도|활용\s*(?:수준|능력|도)|수준|tingkat\s+(?:kemahiran|keahlian|penguasaan)|kemahiran|penguasaan|proficiency(?:\s+level)?|skill\s+level|expertise)$/iu;

/** The skill column's title ("Skill", "Tool", "기술", "Keahlian"), when it is still there. */
const SKILL_TITLE =
  /^(?:skills?|tools?|technolog(?:y|ies)|software|programs?|기술|스킬|도구|툴|프로그램|소프트웨어|keahlian|kemampuan|alat|teknologi|aplikasi|perangkat\s+lunak)$/iu;

const yearsTitle = (cell: string) => isYearsHead(cell) || YEARS_TITLE.test(cell.trim());
const levelTitle = (cell: string) =>
  LANGUAGE_LABELS.get(key(cell)) === 'level' || LEVEL_TITLE.test(cell.trim());

/**
 * The skills lines without such a table's header, each row its first cell. The header is the first line: a
 * years title and a level title, the skill column's title before them or not.
 */
export function withoutYearsLevelColumns(lines: string[]): string[] {
  const at = lines.findIndex((l) => !isBlank(l));
  const head = at >= 0 ? cells(lines[at]) : [];
  const titles = SKILL_TITLE.test(head[0]?.trim() ?? '') ? head.slice(1) : head;
  if (titles.length < 2 || !titles.some(yearsTitle) || !titles.some(levelTitle)) return lines;
  if (!titles.every((t) => yearsTitle(t) || levelTitle(t))) return lines;
  return lines.flatMap((line, i) => {
    if (i === at) return [];
    const row = cells(line);
    return row.length >= 2 && row.length <= head.length + 1 ? [row[0]] : [line];
  });
}
