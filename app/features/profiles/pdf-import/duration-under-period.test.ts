import { describe, expect, it } from 'vitest';
import { withDurationRowsSplit } from './duration-under-period';
import { parseResumeText } from './parse';

describe('a career row: period over time served, company over team, a duties label over the duties', () => {
  it('drops the label and the time served, the team line and the duties apart', () => {
    expect(
      withDurationRowsSplit([
        '2015.01 ~ 2019.12\t(주)이음소프트\t담당업무',
        '4년 11개월\t플랫폼팀 · 책임\t- 결제 API 운영',
        '- 장애 대응',
      ]),
    ).toEqual(['2015.01 ~ 2019.12\t(주)이음소프트', '플랫폼팀 · 책임', '- 결제 API 운영', '- 장애 대응']);
    const { works } = parseResumeText(
      [
        '경력',
        '2015.01 ~ 2019.12\t(주)이음소프트\t담당업무',
        '4년 11개월\t플랫폼팀 · 책임\t- 결제 API 운영',
        '- 장애 대응',
      ].join('\n'),
    ).sections;
    expect(works[0]).toMatchObject({
      company: '(주)이음소프트',
      position: '플랫폼팀 책임',
      start: '2015.01',
      end: '2019.12',
    });
    expect(works[0].achievements).toContain('결제 API 운영');
    expect(works[0].achievements).not.toContain('플랫폼팀');
  });

  it('leaves a head row whose last cell is a value, and a row without the time served, alone', () => {
    const lines = ['2015.01 ~ 2019.12\t(주)이음소프트\t플랫폼팀', '결제 API 운영\t장애 대응'];
    expect(withDurationRowsSplit(lines)).toEqual(lines);
    const unlabelled = ['2015.01 ~ 2019.12\t(주)이음소프트', '4년 11개월\t플랫폼팀'];
    expect(withDurationRowsSplit(unlabelled)).toEqual(unlabelled);
  });
});
