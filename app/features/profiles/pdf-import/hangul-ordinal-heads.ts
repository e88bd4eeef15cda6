// A Korean document numbers the entries under a numbered section with the syllables of the Korean
// alphabet's order, "가.", "나.", "다." ("3. 경력사항" over "가. 한화솔루션(주)" and "나. 한국화학연구원", as a
// 이력서 typed in 한글 does). The mark is the entry's number, no part of its name: read as text it became the
// school ("가.") or was glued before the company ("가. 한화솔루션(주)"). It also says where an entry starts,
// which the lines under it (labelled, without a blank between entries) do not: a blank line is set before it.

/** The first syllables of the 가나다 order, with a full stop or a closing bracket: "가.", "나)", "다 ." */
const HANGUL_ORDINAL = /^[가나다라마바사아자차카타파하]\s?[.)]\s+(?=\S)/u;

/**
 * "가. 대학원" -> "대학원"; "나. 한국화학연구원" -> "한국화학연구원". Only the mark at a line's start, followed by
 * a space and text; a word that starts with one of those syllables ("다.음" is no mark, "가나다 순") and a
 * syllable without its full stop or bracket ("가 대학원") are left alone.
 */
export function withoutHangulOrdinal(line: string): string {
  return line.replace(HANGUL_ORDINAL, '');
}

/** "나. 한국화학연구원" -> a blank line, then "한국화학연구원"; any other line as it is. */
export function hangulOrdinalHead(line: string): string[] {
  const rest = withoutHangulOrdinal(line);
  return rest === line ? [line] : ['', rest];
}
