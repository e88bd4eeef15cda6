import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { headPairUnderPeriod } from './period-over-head-pair';

const keep = (p: string) => p;
const works = (lines: string[]) => parseResumeText(['윤서아', '', '경력', ...lines].join('\n')).sections.works;

describe('a lone period over a "company  team position" line', () => {
  it('reads both pieces of the line as the head', () => {
    expect(headPairUnderPeriod('(주)한빛물산\t구매팀 대리', keep)).toEqual(['(주)한빛물산', '구매팀 대리']);
    expect(works(['2019.04 – 현재', '(주)한빛물산\t구매팀 대리', '• 원자재 단가 협상으로 연 4억 원 절감'])[0]).toMatchObject({
      company: '(주)한빛물산',
      position: '구매팀 대리',
      start: '2019.04',
    });
    // The title first: the words say which is which.
    expect(works(['2016.02 – 2019.03', '물류기획팀 주임\t동서해운(주)', '• 항만 운송 일정 관리'])[0]).toMatchObject({
      company: '동서해운(주)',
      position: '물류기획팀 주임',
    });
  });

  it('leaves a one-piece head, a bullet, a dated line and three pieces alone', () => {
    expect(headPairUnderPeriod('(주)한빛물산', keep)).toBeNull();
    expect(headPairUnderPeriod('• 원자재 단가 협상\t연 4억 원', keep)).toBeNull();
    expect(headPairUnderPeriod('(주)한빛물산\t2019.04', keep)).toBeNull();
    expect(headPairUnderPeriod('(주)한빛물산\t구매팀\t대리', keep)).toBeNull();
    // A timeline's position over its company, each on a line of its own, is read as before.
    expect(works(['2019.04 – 현재', '구매팀 대리', '(주)한빛물산', '• 원자재 단가 협상'])[0]).toMatchObject({
      company: '(주)한빛물산',
      position: '구매팀 대리',
    });
  });
});
