import { describe, expect, it } from 'vitest';
import { birthOfDayNote } from './name-sex-age';
import { parseResumeText } from './parse';

describe("a job portal's name with the sex and the whole day of birth beside it", () => {
  it('is the name, under a portal logo line, and gives the year and month of birth', () => {
    const parsed = parseResumeText(
      [
        '잡플러스 JOBPLUS\t이력서 번호 R-1102 · 출력 2026.03.01',
        '',
        '[경력 6년] 현장 안전관리 경험의 산업안전기사입니다',
        '',
        '임채원 여, 1993.04.17 (만 32세)',
        '휴대폰\t010-5521-3307',
      ].join('\n'),
    );
    expect(parsed.name).toBe('임채원');
    expect([parsed.sections.person.birthYear, parsed.sections.person.birthMonth]).toEqual(['1993', '4']);
  });

  it('reads only a whole day after the sex', () => {
    expect(birthOfDayNote('남, 1988-11-03 (만 37세)')).toEqual({ birthYear: '1988', birthMonth: '11' });
    expect(birthOfDayNote('남, 1988.13.03')).toBeNull();
    expect(birthOfDayNote('1988.11.03')).toBeNull();
  });
});
