import { describe, expect, it } from 'vitest';
import { labelCellPairs } from './work-label-cells';
import { parseResumeText } from './parse';

describe("a job portal's career box with its labels in cells, without colons", () => {
  it('reads the department, the position and the duties of each job', () => {
    expect(labelCellPairs('소속\t품질보증팀\t직위\t선임')).toEqual(['소속: 품질보증팀', '직위: 선임']);
    expect(labelCellPairs('직책/직급\t파트장')).toEqual(['직책: 파트장']);
    expect(labelCellPairs('Department\tClinical Ops\tTitle\tLead')).toEqual([
      'Department: Clinical Ops',
      'Title: Lead',
    ]);
    const { sections } = parseResumeText(
      [
        '경력\t총 7년 2개월',
        '',
        '(주)새벽바이오\t2019.09 ~ 재직중 · 7년 2개월',
        '소속\t품질보증팀\t직위\t선임',
        '주요 업무\t- GMP 밸리데이션 문서 검토',
        '- 일탈·CAPA 관리',
        '',
        '한빛제약(주)\t2017.01 ~ 2019.08 (2년 8개월)',
        '근무부서\t생산팀',
        '직책/직급\t사원',
        '담당업무\t- 정제 공정 배치 기록 작성',
      ].join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end])).toEqual([
      ['(주)새벽바이오', '품질보증팀 선임', '2019.09', ''],
      ['한빛제약(주)', '생산팀 사원', '2017.01', '2019.08'],
    ]);
    expect(sections.works[0].achievements).toBe('- GMP 밸리데이션 문서 검토\n- 일탈·CAPA 관리');
    expect(sections.works[1].achievements).toBe('- 정제 공정 배치 기록 작성');
  });

  it('leaves a header row, a row of values and a label over a label alone', () => {
    expect(labelCellPairs('기간\t회사명\t직위\t담당업무')).toBeNull();
    expect(labelCellPairs('품질보증팀\t선임')).toBeNull();
    expect(labelCellPairs('담당\t업무')).toBeNull();
    expect(labelCellPairs('소속\t품질보증팀\t직위')).toBeNull();
    expect(labelCellPairs('입사/퇴사\t2019.09 / 2021.08')).toBeNull();
  });
});
