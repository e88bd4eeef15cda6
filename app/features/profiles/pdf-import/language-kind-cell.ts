// A job portal's language grid opens each row with the record's kind ("구분": 공인시험, 회화능력): "공인시험 | 영어 |
// TOEIC | 910 | 2020.01". The kind is no part of the score; it had been read into the detail ("TOEIC 910
// 공인시험"). Such a cell, in a column no header word names, is left out.

const KIND =
  /^(?:공인\s*시험|공인\s*인증\s*시험|비공인\s*시험|회화\s*능력|어학\s*시험|어학\s*성적|official\s+test|tes\s+resmi)$/iu;

/** Whether a cell names the kind of a language record, not its test or score. */
export const isLanguageKindCell = (cell: string) => KIND.test(cell.trim());
