import { describe, expect, it } from 'vitest';
import { isPositionLine } from './position-line-after-head';
import { parseResumeText } from './parse';

describe("a job's position labelled a paragraph's gap under its head", () => {
  it('stays with the job', () => {
    const parsed = parseResumeText(
      [
        '강도윤',
        '',
        '경력',
        '■ LG CNS\t2015. 01. ~ 2019. 08.',
        '',
        '부서/직위 : 엔터프라이즈솔루션사업부 / 책임',
        '• 고객사 요구사항 분석 및 기능명세서 작성',
      ].join('\n'),
    );
    expect(parsed.sections.works.map((w) => [w.company, w.position, w.start])).toEqual([
      ['LG CNS', '엔터프라이즈솔루션사업부 책임', '2015.01'],
    ]);
    expect(isPositionLine('직위 : 과장')).toBe(true);
  });

  it('leaves other labels and a line after the head with more lines between alone', () => {
    expect(isPositionLine('회사 : 삼성전자')).toBe(false);
    expect(isPositionLine('직위 :')).toBe(false);
    expect(isPositionLine('입사/퇴사 : 2015.01 / 2019.08')).toBe(false);
  });
});
