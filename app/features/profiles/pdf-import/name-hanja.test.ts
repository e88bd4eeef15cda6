import { describe, expect, it } from 'vitest';
import { withoutHanjaReading } from './name-hanja';
import { parseResumeText } from './parse';

describe('a Korean name with its Hanja in brackets', () => {
  it('is the Hangul name alone', () => {
    expect(withoutHanjaReading('정하늘 (鄭하늘)')).toBe('정하늘 (鄭하늘)');
    expect(withoutHanjaReading('최민준 (崔敏俊)')).toBe('최민준');
    expect(withoutHanjaReading('남궁윤아(南宮允娥)')).toBe('남궁윤아');
    expect(parseResumeText(['이 력 서', '1. 인적사항', '성명: 최민준 (崔敏俊)'].join('\n')).name).toBe(
      '최민준',
    );
  });

  it('leaves other brackets and names without brackets alone', () => {
    expect(withoutHanjaReading('김하나 (Hana Kim)')).toBe('김하나 (Hana Kim)');
    expect(withoutHanjaReading('이서준 (대표)')).toBe('이서준 (대표)');
    expect(withoutHanjaReading('Dewi Lestari')).toBe('Dewi Lestari');
  });
});
