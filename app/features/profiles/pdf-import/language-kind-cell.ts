// A job portal's language grid opens each row with the record's kind ("구분": 공인시험, 회화능력): "공인시험 | 영어 |
// TOEIC | 910 | 2020.01". The kind is no part of the score; it had been read into the detail ("TOEIC 910
// 공인시험"). Such a cell, in a column no header word names, is left out.

const KIND =
  /^(?:공인\s*시험|공인\s*인증\s*시험|비공인\s*시험|회화\s*능력|어학\s*시험|어학\s*성적|official\s+test|tes\s+resmi)$/iu;

/** Whether a cell names the kind of a language record, not its test or score. */
export const isLanguageKindCell = (cell: string) => KIND.test(cell.trim());

// A portal's language rows set a date in their first column, or, for a record with no date, its kind
// ("2017.08 | 영어 | TOEIC 720점" over "회화 | 일본어 | 일상회화 가능"): the kind was read as the language ("회화")
// and the language as its detail. A kind word alone in the first cell, a language's name after it, is left out.
const ROW_KIND = /^(?:회화|시험|공인|비공인|speaking|conversation|percakapan|lisan)$/iu;

/** The row without a first cell that only names its record's kind, when a language's name follows. */
export function withoutLeadingKindCell(line: string, isLanguageName: (text: string) => boolean): string {
  const cells = line.split('\t');
  if (cells.length < 2) return line;
  const first = cells[0].trim();
  if (!(ROW_KIND.test(first) || isLanguageKindCell(first)) || !isLanguageName(cells[1].trim())) return line;
  return cells.slice(1).join('\t');
}
