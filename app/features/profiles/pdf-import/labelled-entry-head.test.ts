import { describe, expect, it } from 'vitest';
import { isLabelledEntryHead } from './labelled-entry-head';
import { parseResumeText } from './parse';

describe('a head over labelled lines, the period on a later labelled line', () => {
  it('is the entry the period belongs to', () => {
    expect(isLabelledEntryHead(['대학원', '학교명: 부경대학교 대학원', '전공: 환경공학과 (공학석사)'])).toBe(
      true,
    );
    expect(isLabelledEntryHead(['School: Universitas Airlangga', 'Major: Farmasi', 'GPA: 3.61 / 4.00'])).toBe(
      true,
    );
  });

  it('is not running text, a table row or a long list', () => {
    expect(
      isLabelledEntryHead(['Led the migration of billing to Kafka.', 'Result: 30% fewer incidents']),
    ).toBe(false);
    expect(isLabelledEntryHead(['대학원', '부경대학교\t환경공학과'])).toBe(false);
    expect(isLabelledEntryHead(['대학원'])).toBe(false);
    expect(isLabelledEntryHead(['대학원', ...Array.from({ length: 6 }, (_, i) => `항목${i}: 값`)])).toBe(
      false,
    );
  });

  it('gives each school its own period when 학교명 and 전공 lines come before 기간', () => {
    const { sections } = parseResumeText(
      [
        '2. 학력사항',
        '',
        '대학원',
        '학교명: 부경대학교 대학원',
        '전공: 환경공학과',
        '기간: 2017. 3. ~ 2019. 2. (졸업)',
        '',
        '대학교',
        '학교명: 부경대학교',
        '전공: 환경공학과',
        '기간: 2011. 3. ~ 2017. 2. (졸업)',
      ].join('\n'),
    );
    expect(sections.educations.map((e) => [e.school, e.major, e.start, e.end])).toEqual([
      ['부경대학교 대학원', '환경공학과', '2017.03', '2019.02'],
      ['부경대학교', '환경공학과', '2011.03', '2017.02'],
    ]);
  });
});

describe('a labelled company row alone over the period row', () => {
  it('opens the entry', () => {
    expect(isLabelledEntryHead(['회사명: (주)새봄물류'])).toBe(true);
    expect(isLabelledEntryHead(['Employer: Dapur Nusantara'])).toBe(true);
  });

  it('is no head when it labels anything else or has no value', () => {
    expect(isLabelledEntryHead(['담당업무: 입출고 정산'])).toBe(false);
    expect(isLabelledEntryHead(['회사명:'])).toBe(false);
    expect(isLabelledEntryHead(['(주)새봄물류'])).toBe(false);
  });
});
