import { describe, expect, it } from 'vitest';
import { levelWord } from './language-level-phrases';

describe("a job portal's three-step conversation scale", () => {
  it('reads business conversation as its middle-high step, advanced', () => {
    expect(levelWord('비즈니스 회화')).toBe('advanced');
    expect(levelWord('비즈니스 회화 가능')).toBe('advanced');
    expect(levelWord('일상 회화 가능')).toBe('intermediate');
  });

  it('leaves the native step, and an English "Business" level, as they were', () => {
    expect(levelWord('원어민 수준')).toBe('professional');
    expect(levelWord('Business level')).toBe('professional');
    expect(levelWord('Full professional')).toBe('professional');
  });
});
