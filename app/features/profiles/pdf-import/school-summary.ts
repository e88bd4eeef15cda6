// A job portal's note beside the 학력 heading: the last school's kind and status ("학력 | 대학교(4년) 졸업",
// "최종학력 | 대학원 석사 졸업", "Education | Bachelor's degree"): a summary of the rows under it, no school.
// Read as the section's first line, it became a school ("대학교(4년)") that took the first row's dates. Such
// a rest of a heading line — a school kind, its length or degree in brackets, a status, nothing named — is
// dropped; a rest that names a school stays.

const KIND = '(?:대학교|대학|대학원|전문대학?|고등학교|고교|중학교)';
const DEGREE = '(?:학사|석사|박사|전문학사)';
const STATUS = '(?:졸업|졸업\\s*예정|재학(?:\\s*중)?|휴학(?:\\s*중)?|수료|중퇴|편입)';
const BRACKET = '(?:\\s*[(（][^()（）]{1,10}[)）])?';
const SUMMARY = new RegExp(
  `^${KIND}${BRACKET}(?:\\s*${DEGREE})?(?:\\s*${STATUS})?${BRACKET}$|^${DEGREE}(?:\\s*${STATUS})?$`,
  'u',
);

/** Whether the rest of an education heading's line is only a summary of the schooling. */
export const isSchoolSummary = (rest: string) => SUMMARY.test(rest.replace(/\s+/g, ' ').trim());
