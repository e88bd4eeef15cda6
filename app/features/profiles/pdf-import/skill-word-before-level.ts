// A Korean language level written after the skill it is about, with no colon: "회화 능통", "작문 중급", "독해 상급"
// (a job portal's "영어 · 회화 능통"). Not a level word as it stands, the piece became the language's detail and
// the test beside it lost its place; the level is the word after the skill.

const SKILL_FIRST = /^(?:회화|일상회화|비즈니스회화|비즈니스 회화|작문|독해|청취|말하기|쓰기|읽기|듣기)\s+(\S+)$/u;

/** "회화 능통" -> "능통"; null for any other piece ("일상 회화", "능통", "회화 수업 수강"). */
export function levelAfterSkillWord(piece: string): string | null {
  return SKILL_FIRST.exec(piece.trim())?.[1] ?? null;
}
