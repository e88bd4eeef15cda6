import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe('a label or column title with its qualifier in brackets is that label', () => {
  it('"성명(한글)" labels the name', () => {
    const text = ['이력서', '1. 인적사항', '성명(한글)\t임재현\t성명(영문)\tLIM JAE HYUN'];
    expect(parseResumeText(text.join('\n')).name).toBe('임재현');
  });

  it('a 표준 이력서 job table: 근무부서 and 직위(직급) make the position, 퇴직사유 is no field', () => {
    const { sections } = parseResumeText(
      [
        '3. 경력사항',
        '근무기간\t회사명\t근무부서\t직위(직급)\t담당업무\t퇴직사유',
        '2018.07 ~ 현재\t금호타이어(주)\t설비보전팀\t주임\t가류기 예방정비 계획 수립\t-',
        '2015.03 ~ 2018.06\t(주)대유위니아\t생산기술부\t사원\t냉장고 조립라인 설비 유지보수\t이직',
      ].join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end, w.achievements])).toEqual([
      ['금호타이어(주)', '설비보전팀 주임', '2018.07', '', '가류기 예방정비 계획 수립'],
      ['(주)대유위니아', '생산기술부 사원', '2015.03', '2018.06', '냉장고 조립라인 설비 유지보수'],
    ]);
  });
});
