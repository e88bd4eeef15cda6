import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { isUnfieldedRow } from './work-unfielded-rows';

describe("a career box's labelled row the résumé has no field for", () => {
  it('is dropped: pay, the reason for leaving, the contract, the place', () => {
    for (const line of [
      '연봉\t4,200만원',
      '퇴직사유\t이직',
      '고용형태: 계약직',
      '근무지역\t경기 성남시',
      'Salary: negotiable',
    ])
      expect(isUnfieldedRow(line)).toBe(true);
  });

  it('leaves duties that mention pay, a label without a value and the job’s own rows alone', () => {
    for (const line of [
      '담당업무\t연봉 테이블 설계 및 보상 운영',
      '연봉',
      '근무부서\t급여팀',
      '연봉 협상 지원 업무',
    ])
      expect(isUnfieldedRow(line)).toBe(false);
  });

  it('keeps them out of a labelled career box read whole, its company row opening the job', () => {
    const { works } = parseResumeText(
      [
        '경력',
        '회사명\t(주)새봄물류',
        '근무기간\t2018.02 ~ 2022.11 (4년 10개월)',
        '근무부서\t운영지원팀',
        '직급/직책\t대리',
        '담당업무\t입출고 정산, 운임 청구',
        '연봉\t3,900만원',
        '퇴사사유\t커리어 전환',
      ].join('\n'),
    ).sections;
    expect(works).toEqual([
      {
        company: '(주)새봄물류',
        position: '운영지원팀 대리',
        achievements: '입출고 정산, 운임 청구',
        start: '2018.02',
        end: '2022.11',
      },
    ]);
  });
});
