import { describe, expect, it } from 'vitest';
import { birthYearOfNote } from './name-sex-age';
import { parseResumeText } from './parse';

describe("the year of birth in a portal's sex and age note", () => {
  it('is the birth year, beside the name or alone', () => {
    expect(birthYearOfNote('최서윤 여, 1996년생 (만 30세)')).toBe('1996');
    expect(birthYearOfNote('남 1987년생')).toBe('1987');
    expect(birthYearOfNote('2001년생')).toBe('2001');
    const parsed = parseResumeText(
      ['최서윤 여, 1996년생 (만 30세)', '휴대폰\t010-2222-3333', '', '경력', '2020.03 ~ 현재\t(주)한빛'].join(
        '\n',
      ),
    );
    expect(parsed.name).toBe('최서윤');
    expect(parsed.sections.person).toMatchObject({ birthYear: '1996', birthMonth: '' });
  });

  it('gives way to a birth date told in full (its month kept)', () => {
    const parsed = parseResumeText(
      [
        '최서윤 여, 1996년생 (만 30세)',
        '생년월일\t1996.03.08\t휴대폰\t010-2222-3333',
        '',
        '경력',
        '2020.03 ~ 현재\t(주)한빛',
      ].join('\n'),
    );
    expect(parsed.sections.person).toMatchObject({ birthYear: '1996', birthMonth: '3' });
  });

  it('gives nothing for an age alone, a year without 생, or running text', () => {
    expect(birthYearOfNote('만 30세')).toBe('');
    expect(birthYearOfNote('최서윤 2019년')).toBe('');
    expect(birthYearOfNote('1996년생 동기들과 함께 만든 동아리')).toBe('');
  });
});

describe('a year between the sex and the age in brackets', () => {
  it('is the birth year without 생', () => {
    expect(birthYearOfNote('여, 1991년 (35세)')).toBe('1991');
    expect(birthYearOfNote('강도윤 남 1986년 (만 40세)')).toBe('1986');
  });

  it('needs both the sex and the age', () => {
    expect(birthYearOfNote('1991년 (35세)')).toBe('');
    expect(birthYearOfNote('여, 2019년')).toBe('');
    expect(birthYearOfNote('남 2020년 (3개월)')).toBe('');
  });
});
