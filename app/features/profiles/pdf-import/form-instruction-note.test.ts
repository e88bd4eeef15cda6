import { describe, expect, it } from 'vitest';
import { isFormInstruction } from './form-instruction-note';
import { parseResumeText } from './parse';

describe("a form's instruction under a section caption", () => {
  it('is no entry of the section', () => {
    expect(isFormInstruction('※ 보수를 받고 근무한 경력만 최근 순으로 기재하십시오.')).toBe(true);
    expect(isFormInstruction('※ 학교명은 기재하지 않습니다.')).toBe(true);
    const parsed = parseResumeText(
      [
        '한도윤',
        '',
        '경력사항',
        '※ 금전적 보수를 받고 일정 기간 일했던 이력을 최근 순으로 기입하십시오.',
        '근무기간\t기관명\t직위\t담당업무',
        '2018.09.03 ~ 현재\t(주)동일전력기술\t차장\t변전소 설계 검토',
      ].join('\n'),
    );
    expect(parsed.sections.works.map((w) => w.company)).toEqual(['(주)동일전력기술']);
  });

  it("keeps a member's own note and a reference mark inside a row", () => {
    expect(isFormInstruction('※ 2020년 법인 전환으로 사명 변경')).toBe(false);
    expect(isFormInstruction('※ 기재하십시오\t2020.03')).toBe(false);
    expect(isFormInstruction('사진은 기재하지 않습니다.')).toBe(false);
  });
});
