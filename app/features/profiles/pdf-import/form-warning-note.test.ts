import { describe, expect, it } from 'vitest';
import { isFormInstruction } from './form-instruction-note';

describe("a form's warning after the reference mark", () => {
  it('is no entry, whatever its ending', () => {
    expect(isFormInstruction('※ 기재 내용이 사실과 다를 경우 채용이 취소될 수 있습니다.')).toBe(true);
    expect(isFormInstruction('※ 자격증 사본 등 증빙서류는 면접 당일 지참합니다.')).toBe(true);
    expect(isFormInstruction('※ 허위 사실 기재로 인한 불이익은 본인 책임임')).toBe(true);
  });

  it("keeps a member's own note after the mark", () => {
    expect(isFormInstruction('※ 2021년 본사 이전으로 근무지 변경')).toBe(false);
    expect(isFormInstruction('※ 팀 내 우수사원 2회 선정')).toBe(false);
  });
});
