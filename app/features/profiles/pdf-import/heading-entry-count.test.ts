import { describe, expect, it } from 'vitest';
import { isEntryCount } from './heading-entry-count';
import { birthYearOfNote } from './name-sex-age';
import { splitSections } from './sections';

describe("a count of a section's entries beside its heading", () => {
  it('is the heading alone, for any kind of section', () => {
    const { sections } = splitSections([
      '정다솜',
      '교육 3건',
      '서울여자대학교\t식품영양학과',
      '수상 총 2건',
      '식품 아이디어 공모전 대상\t2021',
    ]);
    expect(sections.map((s) => s.kind)).toEqual(['educations', 'awards']);
    expect(isEntryCount('(4건)')).toBe(true);
    expect(isEntryCount('6개')).toBe(true);
  });

  it('leaves a line whose rest is more than a count', () => {
    expect(isEntryCount('3건의 특허 출원')).toBe(false);
    expect(isEntryCount('2 projects')).toBe(false);
    const { sections } = splitSections(['정다솜', '경력 3건의 특허 출원을 이끌었습니다']);
    expect(sections.map((s) => s.kind)).toEqual([]);
  });
});

describe('a birth year marked 년생 with an age in brackets without 만', () => {
  it('is the year of birth', () => {
    expect(birthYearOfNote('남, 1988년생 (38세)')).toBe('1988');
  });
  it('leaves a year without the mark', () => {
    expect(birthYearOfNote('남, 2018년 (8년)')).toBe('');
  });
});
