// An entry written as a head over labelled lines, its period on one of them ("충남대학교 대학원" over
// "학교명: 충남대학교 대학원", "전공: 화학공학과 (공학석사)", then "기간: 2013. 3. ~ 2015. 2."): the lines above the
// period are the entry's, not an undated entry of their own, though there are more than the two title
// lines an entry's period is looked for under.

/** "학교명: 충남대학교 대학원", "부서/직위: 울산공장 생산기술팀 / 책임": a short label, a colon, a value. */
const LABELLED_LINE = /^[^:：\t]{1,16}[:：]\s*\S/u;

/** A labelled line naming the entry itself: its company or school ("회사명: …", "Employer: …", "학교명: …"). */
const NAME_LINE =
  /^\s*(?:회사명?|근무처|직장명?|학교명?|company(?:\s+name)?|employer|school|nama\s+(?:perusahaan|sekolah|instansi)|perusahaan)\s*[:：]\s*[^\s:：]/iu;

/**
 * Up to six lines: a head (no colon, no sentence's full stop, at most 40 characters) and then labelled lines only, or labelled
 * lines only. Running text, a bullet list or a line of cells is no such head.
 */
export function isLabelledEntryHead(lines: string[]): boolean {
  // A site export's career box opens with its company row alone ("회사명: (주)한양에이치알" over "근무기간: …").
  if (lines.length === 1) return NAME_LINE.test(lines[0]);
  if (lines.length > 6) return false;
  const [first, ...rest] = lines;
  const head = LABELLED_LINE.test(first) || (first.length <= 40 && !/[:：\t]|[.!?。]$/u.test(first));
  return head && rest.every((line) => LABELLED_LINE.test(line) && !line.includes('\t'));
}
