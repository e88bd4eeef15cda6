// Round twenty-five, style (ADR 0039): the same count of the same thing told in two sentences, in English or
// Indonesian words the older figure units do not list ("130 receipts … the 130 receipts that had to be
// corrected", "130 struk … Kesalahan 130 struk yang …"). Only a count of ten or more (two small counts meet by
// chance), never a year (2023 orders), and never before a word of time or a function word (12 of, 20 dan,
// 10 tahun: a span of years may be said twice), nor a count said again as the whole of a share (20 dari 24
// murid, 9 of 30 rooms: the class or the stock named once and then counted against). The figure's key is the number and the word after it.
const NOT_COUNTED =
  'of|in|to|and|or|the|a|an|for|at|on|by|per|from|with|than|more|less|over|under|out|and|dan|atau|di|ke|dari|untuk|yang|pada|dengan|per|hingga|sampai|menjadi|lebih|kurang|dalam|tahun|bulan|minggu|hari|jam|menit|detik|years?|months?|weeks?|days?|hours?|minutes?|seconds?|am|pm|kali|persen|percent|times';

/** The pattern (source) of a count of ten or more before the word it counts. */
export const COUNTED = `(?<![\\d.,])(?<!\\b(?:dari|of|among|antara|dari total|of the|out of) )(?!(?:19|20)\\d\\d(?![\\d,.]))[1-9]\\d[\\d,]*(?:\\.\\d+)? (?!(?:${NOT_COUNTED})(?![\\p{L}]))[a-z]\\p{L}{2,}(?![\\p{L}-])`;
