// A Korean language level written as a predicate, as a career site's language rows put it: "유창함", "일상 회화
// 가능", "기초 회화 가능", "능통합니다". Not a level word as it stands, the piece became the language's detail and
// the level was read from the test under it, or left empty. The level is the word before the ending ("유창",
// "일상 회화"), or before "회화" ("기초 회화" → "기초"); a predicate on any other word ("통역 가능") names none.

const PREDICATE = /\s*(?:가능(?:함|합니다)?|함|합니다)$/u;

/** The words a level predicate is made on, most specific first; none when the piece is no such predicate. */
export function predicateStems(piece: string): string[] {
  const t = piece.trim();
  if (!/[가-힣]/u.test(t) || !PREDICATE.test(t)) return [];
  const stem = t.replace(PREDICATE, '').trim();
  if (!stem) return [];
  const bare = stem.replace(/\s*회화$/u, '').trim();
  return bare && bare !== stem ? [stem, bare] : [stem];
}
