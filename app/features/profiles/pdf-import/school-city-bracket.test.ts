import { describe, expect, it } from 'vitest';
import { withoutCityBracket } from './school-city-bracket';

describe('a school with its city in brackets (학교명 (소재지))', () => {
  it('keeps the name without the city', () => {
    expect(withoutCityBracket('부경대학교 (부산)')).toBe('부경대학교');
    expect(withoutCityBracket('Universitas Padjadjaran (Bandung)')).toBe('Universitas Padjadjaran');
  });
  it('leaves other brackets alone', () => {
    expect(withoutCityBracket('한국방송통신대학교 (원격)')).toBe('한국방송통신대학교 (원격)');
    expect(withoutCityBracket('서울과학기술대학교 (야간)')).toBe('서울과학기술대학교 (야간)');
    expect(withoutCityBracket('부경대학교')).toBe('부경대학교');
  });
});
