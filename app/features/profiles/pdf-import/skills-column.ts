// A grid with a column for the computer skills beside other columns ("외국어 | 시험명 | 점수(등급) | 응시일자 |
// OA 및 전산 활용", as an NCS 입사지원서 sets its language row): the column's cells are skills, no part of the
// row's language or certificate. Read as the row's last cell, "엑셀, 한글(HWP), AutoCAD" was glued to the score.

/** A column caption for computer skills: "OA 및 전산 활용", "컴퓨터 활용 능력", "OA 능력", "전산활용". */
const SKILLS_CAPTION =
  /^(?:OA|전산|컴퓨터|PC)(?:\s*(?:및|·|\/|,)\s*(?:OA|전산|컴퓨터|PC))?\s*(?:활용|능력|활용\s*능력|사용\s*능력|활용\s*프로그램)$/iu;

/** A caption cell: short, no digit (a data row's cell holds a date, a score or a name). */
const isCaption = (cell: string) => cell.length > 0 && cell.length <= 24 && !/\d/.test(cell);

/**
 * Takes the skills column out of every grid whose caption row (three or more cells, all captions) names one:
 * the caption row and the rows under it (as many cells) lose that cell, its text goes to `skills`. Lines of no
 * such grid are kept as they are; a line that names the caption alone ("컴퓨터 활용 능력" as a heading) is no grid.
 */
export function takeSkillsColumns(lines: string[]): { lines: string[]; skills: string[] } {
  const out: string[] = [];
  const skills: string[] = [];
  let column = -1;
  let width = 0;
  for (const line of lines) {
    const row = line.split('\t').map((c) => c.trim());
    if (column >= 0 && row.length === width) {
      const cell = row[column];
      if (cell && cell !== '-') skills.push(cell);
      out.push(row.filter((_, i) => i !== column).join('\t'));
      continue;
    }
    column = -1;
    const at = row.findIndex((c) => SKILLS_CAPTION.test(c));
    if (row.length >= 3 && at >= 0 && row.every(isCaption)) {
      column = at;
      width = row.length;
      out.push(row.filter((_, i) => i !== at).join('\t'));
      continue;
    }
    out.push(line);
  }
  return { lines: out, skills };
}
