// Round thirty (issue 36, ADR 0039): a Korean finding that ends in -(으)로서, "as …" (남성 실장으로서, 여자
// 미용사로서, 미혼 여성으로서), names the role the writer speaks in, whatever person noun follows it — from
// fresh19's miss (seen), by kind: the "another person's trait" frames read the noun after the phrase as
// its head (남성 실장으로서 남성 손님 케어 메뉴도, 남자 간호사로서 환자를 돌봤습니다) and let it go. Not when
// another person is the clause's subject before it (고객께서 여성 사장으로서 겪은 일을), unless that subject's
// clause is on a place or a time (여성 고객이 많은 매장에서 남자 미용사로서).
const KO_OTHER_SUBJECT =
  /(?<![가-힣])(?:고객|손님|환자|어르신|학생|직원|동료|선배|후배|회원|이용자|의뢰인|사장님|대표님|그분|그녀|그|어머님|아버님|남편분|아내분)(?:님|분)?(?:들)?(?:께서|이|가|은|는)\s(?:[가-힣\d]+\s){0,4}$/;

/** Whether the Korean finding text.slice(a, b) is the writer's role said with -(으)로서. */
export function koOwnRoleAs(text: string, a: number, b: number): boolean {
  if (!/(?:으로서|로서)(?:는|도|의)?$/.test(text.slice(a, b))) return false;
  const start = Math.max(text.lastIndexOf('.', a - 1), text.lastIndexOf('\n', a - 1)) + 1;
  const clause = text.slice(start, a).split(',').at(-1) ?? '';
  const other = KO_OTHER_SUBJECT.exec(clause);
  // A subject inside a clause on a place or a time (고객이 많은 매장에서, 손님이 몰릴 때) is not the role's.
  return !other || /(?:에서|에게|에|때)(?:는|도)?\s/.test(other[0]);
}
