import { describe, expect, it } from 'vitest';
import { displayPhone } from './phone';

describe('displayPhone', () => {
  it('writes Korean numbers with dashes, as Koreans write them', () => {
    expect(displayPhone('+82', '01012345678')).toBe('010-1234-5678');
    expect(displayPhone('+82', '0111234567')).toBe('011-123-4567');
    expect(displayPhone('+82', '0212345678')).toBe('02-1234-5678');
    expect(displayPhone('+82', '1012345678')).toBe('010-1234-5678');
  });
  it('keeps the country code of other numbers, and anything it cannot read as it is', () => {
    expect(displayPhone('+62', '081234567890')).toBe('+62 081234567890');
    expect(displayPhone('+82', '12345')).toBe('+82 12345');
  });
});
