import { describe, expect, it } from 'vitest';
import { withoutSexAge } from './name-sex-age';

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
