// A Korean name with the sex and age a job portal prints beside it ("박준혁 남, 1989년생 (만 37세)", "윤서진 여,
// 1992년 (만 34세)"): the name, without the note. When the note was set close enough to the name to be read in
// its cell, the name read back as the whole line. A name followed by anything else is left as it is.

// "주현우 남, 1991.08.02 (만 35세)": the whole day of birth in its place (a portal printing the profile box).
const NOTE =
  /^([가-힣]{2,5})\s+(?:남|여|남성|여성)\s*[,/·]?\s*(?:\d{4}\s*년(?:생)?|만\s*\d{1,3}\s*세|\d{1,3}\s*세|(?:19|20)\d{2}[.\-/]\s*\d{1,2}[.\-/]\s*\d{1,2}\.?)(?:\s*[(（][^()（）]*[)）])?$/u;

/** "남, 1991.08.02 (만 35세)" after the name or alone: the sex, then the whole day of birth, perhaps the age. */
const DAY_NOTE =
  /^(?:[가-힣]{2,5}\s+)?(?:남|여|남성|여성)\s*[,/·]?\s*((?:19|20)\d{2})[.\-/]\s*(\d{1,2})[.\-/]\s*\d{1,2}\.?(?:\s*[(（]\s*(?:만\s*)?\d{1,3}\s*세\s*[)）])?$/u;

/** The year and month of birth of a note with the whole day ("남, 1991.08.02 (만 35세)" → 1991 and 8); null otherwise. */
export function birthOfDayNote(text: string): { birthYear: string; birthMonth: string } | null {
  const day = DAY_NOTE.exec(text.trim());
  const month = day ? Number(day[2]) : 0;
  return day && month >= 1 && month <= 12 ? { birthYear: day[1], birthMonth: String(month) } : null;
}

/** The name without the sex and age note after it; the text as it is otherwise. */
export const withoutSexAge = (name: string) => NOTE.exec(name.trim())?.[1] ?? name;

/**
 * The year of birth such a note gives ("남, 1993년생 (만 33세)", "여 1995년생", after the name or alone in its
 * cell): a year marked 년생 (born in), with the sex before it or the age after it. A bare age ("만 33세")
 * gives no year (the print date is not known), nor does a year without the mark ("2019년").
 */
export function birthYearOfNote(text: string): string {
  const note = text
    .trim()
    .match(
      /^(?:[가-힣]{2,5}\s+)?(?:(?:남|여|남성|여성)\s*[,/·]?\s*)?((?:19|20)\d{2})\s*년\s*생(?:\s*[,/·]?\s*[(（]?\s*(?:만\s*)?\d{1,3}\s*세\s*[)）]?)?$/u,
    );
  // "여, 1996년생 (30세)": the age may be written without 만. "여, 1991년 (35세)": a year without 생 between the sex and the age in brackets is the birth year too.
  const framed = text
    .trim()
    .match(
      /^(?:[가-힣]{2,5}\s+)?(?:남|여|남성|여성)\s*[,/·]?\s*((?:19|20)\d{2})\s*년\s*[,/·]?\s*[(（]\s*(?:만\s*)?\d{1,3}\s*세\s*[)）]$/u,
    );
  return note?.[1] ?? framed?.[1] ?? '';
}

/**
 * The name of a header line that is a name with its sex and age note ("윤채원 여, 1991년 (35세)"), wherever the
 * line stands: a job site's export sets the résumé's own title ("결산부터 세무조정까지, 숫자에 강한 …") above it,
 * and that title was taken for the name. Null when no header line is such a name.
 */
export function sexAgeNoteName(header: string[]): string | null {
  for (const line of header) {
    for (const cell of line.split('\t')) {
      const name = NOTE.exec(cell.trim())?.[1];
      if (name) return name;
    }
  }
  return null;
}
