import { describe, expect, it } from 'vitest';
import { sexAgeNoteName, withoutSexAge } from './name-sex-age';

describe("a portal's sex and age note after a Korean name", () => {
  it('is no part of the name', () => {
    expect(withoutSexAge('한지민 여, 1995년생 (만 31세)')).toBe('한지민');
    expect(withoutSexAge('오세훈 남 1988년')).toBe('오세훈');
    expect(withoutSexAge('김수아 여성 / 만 29세')).toBe('김수아');
  });

  it('leaves a name with other words after it alone', () => {
    for (const name of ['한지민 데이터 분석가', '남궁민 1995년', '여민정', 'Budi Santoso 1990'])
      expect(withoutSexAge(name)).toBe(name);
  });
});

describe('a header line of a name with its sex and age note', () => {
  it('names the person, below a résumé title', () => {
    expect(
      sexAgeNoteName([
        '현장을 아는 안전관리자, 사고 제로를 만듭니다',
        '문태오 남, 1984년 (42세)',
        '휴대폰\t010-1234-5678',
      ]),
    ).toBe('문태오');
    expect(sexAgeNoteName(['데이터로 말하는 마케터', '사진\t하유리 여성 / 만 29세'])).toBe('하유리');
  });

  it('is null when no line is a name with such a note', () => {
    expect(sexAgeNoteName(['숫자에 강한 회계 담당자', '윤채원', '여, 1991년 (35세)'])).toBeNull();
    expect(sexAgeNoteName(['남궁민 1995년', '한지민 데이터 분석가'])).toBeNull();
  });
});
