import { describe, expect, it } from 'vitest';
import { takeProjectCards } from './project-cards';
import { roleOutcomeDescription } from './role-outcome-description';

const head = ['경력', '(주)누리해양\t2019.04 – 현재'];
const card = (n: number, extra: string[] = []) => [
  `PJT ${n}. 선체 설계 검토 ${n}`,
  '기간\t2021.02 ~ 2022.05',
  '역할\t구조 해석 및 도면 검토',
  '성과\t설계 변경 30% 감소',
  ...extra,
  '',
];

describe("a project card's description from its role and outcome rows", () => {
  it('is the role, then the outcome, when the card has no content row', () => {
    expect(
      roleOutcomeDescription([
        { label: 'period', value: '2020.01 ~ 2020.12' },
        { label: 'role', value: '로봇 도장 셀 설계 및 시운전' },
        { label: 'outcome', value: '불량률 2.4% → 0.9%' },
      ]),
    ).toBe('로봇 도장 셀 설계 및 시운전\n불량률 2.4% → 0.9%');
    const rows = [
      { label: 'role', value: 'PM' },
      { label: 'outcome', value: '월 마감 7일 → 3일' },
    ];
    expect(roleOutcomeDescription([...rows, { label: 'description', value: 'ERP 연동 구축' }])).toBeNull();
    expect(roleOutcomeDescription([rows[0]])).toBeNull();
  });

  it('is read for every card of a résumé whose cards name no tools, and for none where one does', () => {
    const plain = takeProjectCards([...head, ...card(1), ...card(2)]).projects;
    expect(plain.map((p) => p.projectDescription)).toEqual([
      '구조 해석 및 도면 검토\n설계 변경 30% 감소',
      '구조 해석 및 도면 검토\n설계 변경 30% 감소',
    ]);
    const tooled = takeProjectCards([...head, ...card(1, ['기술\tAVEVA Marine']), ...card(2)]).projects;
    expect(tooled.map((p) => p.projectDescription)).toEqual(['설계 변경 30% 감소', '설계 변경 30% 감소']);
  });
});
