// A Korean form titled "입사지원서" or "이력서" names its applicant in its "성 명" cell; the lines between the title
// and the first section are the form's own (a subtitle "NCS 기반 블라인드 채용 · 2026년 하반기 경력직", a
// "접수번호" box), never the name. The first such line was read as the name while the 성명 cell said it.

/** A form's title, letter-spaced or not, with a word for the form before it ("표준 이력서", "입 사 지 원 서"). */
const FORM_TITLE = /^(?:표준|국문|신입|경력|통합|일반)?(?:이력서|입사지원서|지원서|응시원서)$/u;
/** A Hangul name: two to five syllables. */
const HANGUL_NAME = /^[가-힣]{2,5}$/u;

/**
 * The labelled name when the header holds a Korean form's title and the label gave a Hangul name; null
 * otherwise (no form title, no labelled name, or a labelled value that is no Hangul name: the header's own
 * reading decides then).
 */
export function formLabelledName(header: string[], labelledName: string | null): string | null {
  if (!labelledName || !HANGUL_NAME.test(labelledName.replace(/\s+/g, ''))) return null;
  // A title letter-spaced across cells ("입 | 사 | 지 | 원 | 서") reads whole without its gaps.
  const titled = header.some(
    (line) =>
      FORM_TITLE.test(line.replace(/\s+/g, '')) ||
      line.split('\t').some((cell) => FORM_TITLE.test(cell.replace(/\s+/g, ''))),
  );
  return titled ? labelledName.replace(/\s+/g, '') : null;
}
