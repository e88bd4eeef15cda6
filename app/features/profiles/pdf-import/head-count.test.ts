import { describe, expect, it } from 'vitest';
import { withoutHeadCount } from './head-count';
import { parseResumeText } from './parse';

describe('a job head counted in its list', () => {
  it('drops "1.", "2)", "(3)" and "④" before the head', () => {
    expect(withoutHeadCount('1. (주)대성테크 (2018.03 ~ 2021.02)')).toBe('(주)대성테크 (2018.03 ~ 2021.02)');
    expect(withoutHeadCount('2) Blue Harbor Logistics | 2016 – 2019')).toBe(
      'Blue Harbor Logistics | 2016 – 2019',
    );
    expect(withoutHeadCount('(3) 한빛전자')).toBe('한빛전자');
    expect(withoutHeadCount('④ 서진물산')).toBe('서진물산');
  });

  it('keeps a date or a name that only starts with a number', () => {
    expect(withoutHeadCount('03. 2019 – 05. 2021')).toBe('03. 2019 – 05. 2021');
    expect(withoutHeadCount('11번가 | 2019.01 ~ 2020.12')).toBe('11번가 | 2019.01 ~ 2020.12');
    expect(withoutHeadCount('2019.03 ~ 2021.02 | 코리아세븐')).toBe('2019.03 ~ 2021.02 | 코리아세븐');
  });

  it('gives the company without its count in a parsed career', () => {
    const { sections } = parseResumeText(
      [
        '경력',
        '1. 세림정공(주) (2015.04 ~ 2019.09)',
        '담당업무 : 설비 보전',
        '',
        '2. 대원산업 (2012.01 ~ 2015.03)',
        '담당업무 : 품질 검사',
      ].join('\n'),
    );
    expect(sections.works.map((w) => w.company)).toEqual(['세림정공(주)', '대원산업']);
  });
});
