import { describe, expect, it } from 'vitest';
import { joinLabelledCompanyHeads } from './labelled-company-head';
import { parseWorks } from './work';

describe('a job told in labelled lines, the company over the period', () => {
  it('joins the company line to the entry its labelled period opens', () => {
    expect(
      joinLabelledCompanyHeads([['Company: Harbor Analytics'], ['Period: 2018 – 2021', 'Role: Analyst']]),
    ).toEqual([['Company: Harbor Analytics', 'Period: 2018 – 2021', 'Role: Analyst']]);
  });

  it('leaves a dated entry after an unlabelled line, or after a company that has its period', () => {
    expect(joinLabelledCompanyHeads([['Harbor Analytics'], ['Period: 2018 – 2021']])).toHaveLength(2);
    expect(
      joinLabelledCompanyHeads([['Company: A', 'Period: 2015 – 2017'], ['Period: 2018 – 2021']]),
    ).toHaveLength(2);
  });

  it('reads "회사명 :" over "근무기간 :" as one job', () => {
    const works = parseWorks([
      '회사명 : 한울물류(주)',
      '근무기간 : 2016.03 ~ 2019.12',
      '부서/직책 : 운영팀 / 대리',
      '담당업무 : 배차 관리',
      '',
      '회사명 : 대양상사',
      '근무기간 : 2013.01 ~ 2016.02',
      '부서/직책 : 영업팀 / 사원',
    ]);
    expect(works.map((w) => [w.company, w.start, w.end])).toEqual([
      ['한울물류(주)', '2016.03', '2019.12'],
      ['대양상사', '2013.01', '2016.02'],
    ]);
  });
});
