// A job portal's school row prints the status after the period in the date column ("2014.03 ~ 2018.02 졸업")
// flush against the school's name in the next ("호남보건대학교"), and the two runs were read as one word
// ("졸업호남보건대학교"). A status word stuck to the front of a Korean school's name is no part of it.

const GLUED = /^(?:졸업\s*예정|졸업|수료|재학|휴학|중퇴|편입)(?=\S*(?:대학교|대학|대학원|고등학교|중학교)$)/u;

/** "졸업호남보건대학교" → "호남보건대학교"; any other text as it was. */
export const withoutGluedStatus = (part: string) => part.replace(GLUED, '');
