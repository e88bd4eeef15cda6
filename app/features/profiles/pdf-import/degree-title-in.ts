// An English degree's long title whose field follows "in": "Master of Engineering Studies in Environmental
// Engineering", "Bachelor of Engineering with Honours in Chemical Engineering", "Bachelor of Science in
// Geography". The level is the title's, the major what follows "in" (the title's own words, "Engineering
// Studies", "Engineering with Honours", are no major). A title without "in" is left to the other rules.
export const DEGREE_TITLE_IN =
  /^(?:bachelor|master|doctor)(?:['’]s)?\s+of\s+(?:[\p{L}&()]+\s+){1,4}?in\s+(?=\p{L})/iu;
