// "2016년 1월 – 2021년 2월" typed in Google Docs and set at a right tab stop: the digits come in the Latin font
// (Arial) and the year and month words in the Hangul one (NanumGothic), so the reader gives "2016" and
// "년 1월 – 2021" as two runs that touch. Periods of the same shape stacked at one tab stop start their
// unit words at the same x on every line, which looks like a column's edge; the unit word after a number
// still goes on with it: a date is never cut between its number and its unit.

/** Whether a run that starts with a date's unit word (년, 월, 일, 개월) goes on with a cell ending in a number. */
export function continuesDate(cell: string, run: string): boolean {
  return /\d$/.test(cell.trimEnd()) && /^(?:년|월|일|개월)(?![\p{L}])/u.test(run.trimStart());
}
