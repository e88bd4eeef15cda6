import { describe, expect, it } from 'vitest';
import { departmentRankCell } from './department-rank-cell';
import { parseResumeText } from './parse';

describe('a job table column "부서 / 직급" with cells "팀 / 직급"', () => {
  it('gives the department, then the position, as one value without the slash', () => {
    const parsed = parseResumeText(
      [
        '주은호',
        '',
        '경력사항',
        '근무기간\t회사명\t부서 / 직급\t담당업무',
        '2021.05 ~ 재직중\t(주)서림정밀\t설계2팀 / 책임\t금형 설계 검토 및 양산 이관',
        '2016.02 ~ 2021.04\t동양기계(주)\t생산기술팀 / 주임\t라인 설비 개선',
      ].join('\n'),
    );
    expect(parsed.sections.works.map((w) => w.position)).toEqual(['설계2팀 책임', '생산기술팀 주임']);
  });

  it('leaves a cell without the spaced slash, and a column of other titles, as written', () => {
    expect(departmentRankCell('부서/직위', '품질팀 / 대리')).toBe('품질팀 대리');
    expect(departmentRankCell('부서 / 직급', '품질팀 대리')).toBeNull();
    expect(departmentRankCell('직위', '품질팀 / 대리')).toBeNull();
  });
});
