import { describe, expect, it } from 'vitest';
import { cellStackLines } from './company-cell-stack';
import { parseResumeText } from './parse';

describe('a job as a two-cell row whose left cell stacks company, period, time served, department and title', () => {
  it('reads the left cell as the head and the right cell, labels left out, as the achievements', () => {
    const { sections } = parseResumeText(
      [
        '경력 사항',
        '한빛물류\t주요업무',
        '2018.05 ~ 현재\t• 수도권 3개 물류센터 입출고 일정 관리',
        '(6년 7개월)\t• 화주사 정산 자료 검토',
        '운영본부 센터운영팀\t주요성과',
        '차장\t• 피킹 오류율 0.8%에서 0.2%로 개선',
        '• 창고관리시스템 교체 프로젝트 현업 리드',
        '',
        '바다식품\t담당 업무',
        '2014.03 ~ 2018.04\t• 냉동 창고 재고 실사',
        '(4년 2개월)\t• 배송 차량 배차',
        '물류팀',
        '주임',
      ].join('\n'),
    );
    expect(sections.works).toEqual([
      {
        company: '한빛물류',
        position: '운영본부 센터운영팀 차장',
        achievements:
          '• 수도권 3개 물류센터 입출고 일정 관리\n• 화주사 정산 자료 검토\n• 피킹 오류율 0.8%에서 0.2%로 개선\n• 창고관리시스템 교체 프로젝트 현업 리드',
        start: '2018.05',
        end: '',
      },
      {
        company: '바다식품',
        position: '물류팀 주임',
        achievements: '• 냉동 창고 재고 실사\n• 배송 차량 배차',
        start: '2014.03',
        end: '2018.04',
      },
    ]);
  });

  it('takes the period split from its row and the time served already gone', () => {
    expect(
      cellStackLines([
        '새솔회계법인\t[담당 업무]',
        '2019.09 - 2023.02',
        '- 중견기업 외부감사 현장 실사',
        '감사2본부\t- 내부회계관리제도 검토',
        '시니어',
      ]),
    ).toEqual([
      '새솔회계법인',
      '2019.09 - 2023.02',
      '감사2본부 시니어',
      '- 중견기업 외부감사 현장 실사',
      '- 내부회계관리제도 검토',
    ]);
  });

  it('leaves alone a row of company and period, a period-first row and a row whose right cell opens no duties', () => {
    const datesRight = ['한빛물류\t2018.05 ~ 현재', '센터운영팀 차장', '• 입출고 일정 관리'];
    const datesLeft = ['2018.05 ~ 현재\t한빛물류', '(6년 7개월)\t센터운영팀 차장', '• 입출고 일정 관리'];
    const noDuties = ['한빛물류\t센터운영팀', '2018.05 ~ 현재\t차장', '• 입출고 일정 관리'];
    const noPeriodNear = ['한빛물류\t주요업무', '• 입출고 일정 관리', '• 정산', '2018.05 ~ 현재'];
    for (const lines of [datesRight, datesLeft, noDuties, noPeriodNear])
      expect(cellStackLines(lines)).toBe(lines);
  });
});
