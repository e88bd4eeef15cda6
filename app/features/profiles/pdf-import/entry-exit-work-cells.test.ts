import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe('a 표 이력서 job table whose period is two cells, 입사년월 | 퇴사년월', () => {
  it('reads one period from the two cells, and the company, department and rank under their titles', () => {
    const parsed = parseResumeText(
      [
        '이 력 서',
        '성명\t한도윤',
        '',
        '■ 경력사항',
        '입사년월\t퇴사년월\t회 사 명\t부 서\t직 위\t담당업무',
        '2019.04\t재직중\t(주)한빛물산\t영업관리팀\t차장\t거래처 여신 관리 및 매출 채권 회수',
        '2013.01\t2019.03\t대성유통(주)\t구매팀\t대리\t원자재 단가 협상과 발주 관리',
      ].join('\n'),
    );
    const works = parsed.sections.works.map((w) => [w.company, w.position, w.start, w.end]);
    expect(works).toEqual([
      ['(주)한빛물산', '영업관리팀 차장', '2019.04', ''],
      ['대성유통(주)', '구매팀 대리', '2013.01', '2019.03'],
    ]);
    expect(parsed.sections.works[1].achievements).toBe('원자재 단가 협상과 발주 관리');
  });
});
