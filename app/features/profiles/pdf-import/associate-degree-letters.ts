// An American associate degree by its dotted letters, as a community college's graduate writes it: "A.A.S.,
// Opticianry", "A.S. in Nursing", "A.A. Liberal Arts". Not read as a degree, "A.A.S., Opticianry" over "Spokane
// Falls Community College" was taken for the school and the college for the major. An associate degree is a
// college's first degree: the university level, as "Associate of Applied Science" is (vocabulary.ts's levels).
// Only in capitals with their dots, opening the piece ("AA" or "as." in running text is none).

const LETTERS = String.raw`A\.\s?A\.(?:\s?S\.)?|A\.\s?S\.`;

/** The letters opening a piece ("A.A.S., Opticianry", "A.S."). */
export const ASSOCIATE_DEGREE = new RegExp(String.raw`^\s*(?:${LETTERS})(?=[\s,]|$)`, 'u');

/** The same letters before the major, with "in" / "of" / a comma or a dash after them. */
export const ASSOCIATE_DEGREE_PREFIX = new RegExp(
  String.raw`^\s*(?:${LETTERS})\s*(?:,|in\b|of\b|-|–)?\s+`,
  'u',
);
