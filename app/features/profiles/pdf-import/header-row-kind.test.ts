import { describe, expect, it } from 'vitest';
import { headerRowKind } from './header-row-kind';
import { parseResumeText } from './parse';
import { headingOf } from './sections';

const kindOf = (cell: string) => headingOf(cell)?.kind ?? null;

describe("a grid's header row that names its kind", () => {
  it('opens that section under a table of another kind', () => {
    const { sections } = parseResumeText(
      [
        '오세린',
        '',
        '기 간\t학력 및 경력 사항\t비 고',
        '경 력 사 항',
        '2014.02 ~ 2018.07\t누리재활병원 물리치료실 물리치료사\t퇴 사',
        '',
        '취 득 일\t자격 및 면허\t발 행 처',
        '2013. 12. 20.\t물리치료사 면허\t보건복지부',
        '',
        '수 상 일\t상 훈\t수 여 처',
        '2021. 05.\t재활의료 봉사상\t대한물리치료사협회',
      ].join('\n'),
    );
    expect(sections.works).toHaveLength(1);
    expect(sections.certifications).toEqual([
      { certificationName: '물리치료사 면허', certificationIssuedBy: '보건복지부', issueDate: '2013-12-20' },
    ]);
    expect(sections.awards).toEqual([
      { awardName: '재활의료 봉사상', awardIssuedBy: '대한물리치료사협회', awardYear: '2021' },
    ]);
  });

  it('names no kind for column titles only, two kinds, or a row of values', () => {
    expect(headerRowKind('수상 연도\t수상 내역\t수여처', kindOf)).toBe('awards');
    expect(headerRowKind('기 간\t회사명\t직위', kindOf)).toBeNull();
    expect(headerRowKind('자격증명\t수상 내역\t취득일', kindOf)).toBeNull();
    expect(headerRowKind('2019. 06\t건설안전기사\t한국산업인력공단', kindOf)).toBeNull();
    expect(headerRowKind('자격 및 면허', kindOf)).toBeNull();
    expect(headerRowKind('어학\t사회공헌 활동', kindOf)).toBeNull();
  });

  it("reads a form's labelled 특기 사항 row as skills", () => {
    const { sections } = parseResumeText(
      ['오세린', '', '특 기 사 항\t도수치료, 한글, 운동처방 프로그램 설계'].join('\n'),
    );
    expect(sections.skills).toEqual(['도수치료', '한글', '운동처방 프로그램 설계']);
  });
});
