import { describe, expect, it } from 'vitest';
import { bizNoDigits, formatBizNo, isValidBizNo } from './bizno';

describe('business registration number', () => {
  it('accepts numbers whose check digit is right', () => {
    // Published examples of valid numbers.
    expect(isValidBizNo('1248100998')).toBe(true);
    expect(isValidBizNo('2208162517')).toBe(true);
  });

  it('refuses a wrong check digit, wrong length and non-digits', () => {
    expect(isValidBizNo('1248100999')).toBe(false);
    expect(isValidBizNo('124810099')).toBe(false);
    expect(isValidBizNo('12481009981')).toBe(false);
    expect(isValidBizNo('124-81-00998')).toBe(false);
  });

  it('keeps digits only and prints with dashes', () => {
    expect(bizNoDigits('124-81-00998 ')).toBe('1248100998');
    expect(formatBizNo('1248100998')).toBe('124-81-00998');
  });
});
