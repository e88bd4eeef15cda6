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

  it('reads a 표 이력서\'s 상훈 table, named in its merged left cell, as awards after the language table', () => {
    const { awards, languages } = parseResumeText(
      [
        '오세린',
        '',
        '어학',
        '언 어\t시 험 명\t점 수\t취 득 일',
        '',
        '영어\tTOEIC\t705점\t2018.06',
        '상훈',
        '수 상 일\t수상내역\t수여기관',
        '',
        '2021.11\t화재안전 유공 표창\t인천광역시장',
      ].join('\n'),
    ).sections;
    expect(languages.map((l) => l.languageName)).toEqual(['영어']);
    expect(awards).toEqual([{ awardName: '화재안전 유공 표창', awardIssuedBy: '인천광역시장', awardYear: '2021' }]);
  });

  it('reads a 상벌 사항 heading as awards', () => {
    expect(kindOf('상 벌 사 항')).toBe('awards');
    expect(kindOf('상훈')).toBe('awards');
  });
});

