import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe("a job portal's language grid with a conversation column (회화수준, 회화능력)", () => {
  it('reads the column as the level, the test as the detail', () => {
    const { sections } = parseResumeText(
      [
        '외국어',
        '',
        '언어\t회화능력\t공인시험\t취득일',
        '',
        '독일어\t일상 회화 가능\tTestDaF 4',
        '',
        '스페인어\t원어민 수준\tDELE C1',
      ].join('\n'),
    );
    expect(sections.languages.map((l) => [l.languageName, l.languageDetail, l.languageLevel])).toEqual([
      ['독일어', 'TestDaF 4', 'intermediate'],
      ['스페인어', 'DELE C1', 'professional'],
    ]);
  });

  it('leaves a grid without a level column to the test (the detail keeps the cell)', () => {
    const { sections } = parseResumeText(
      ['외국어', '', '언어\t공인시험\t비고', '', '독일어\tTestDaF 4\t교환학생'].join('\n'),
    );
    expect(sections.languages[0].languageDetail).toContain('TestDaF 4');
  });
});

describe("a job portal's info grid with 생년", () => {
  it('reads the birth year', () => {
    const { sections } = parseResumeText(
      ['오하늘', '생년\t1994년 (만 32세)\t성별\t여', '휴대폰\t010-2231-9087'].join('\n'),
    );
    expect(sections.person.birthYear).toBe('1994');
  });
  it('leaves a year under another label alone', () => {
    const { sections } = parseResumeText(['오하늘', '입사\t2019년', '휴대폰\t010-2231-9087'].join('\n'));
    expect(sections.person.birthYear).toBe('');
  });
});
