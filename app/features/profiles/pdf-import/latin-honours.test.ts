import { describe, expect, it } from 'vitest';
import { parseEducations } from './education';
import { withoutClosingHonours } from './latin-honours';

describe('withoutClosingHonours', () => {
  it('drops the honours closing a degree line', () => {
    expect(withoutClosingHonours('Bachelor of Arts in History, summa cum laude')).toBe('Bachelor of Arts in History');
    expect(withoutClosingHonours('BSc Physics, with First-Class Honours')).toBe('BSc Physics');
    expect(withoutClosingHonours('Sarjana Teknik Sipil, dengan pujian')).toBe('Sarjana Teknik Sipil');
    const [school] = parseEducations([
      'Colorado State University',
      'Bachelor of Science in Soil and Crop Sciences, cum laude\tAug 2010 – May 2014',
    ]);
    expect(school.major).toBe('Soil and Crop Sciences');
  });
  it('leaves a line without closing honours', () => {
    expect(withoutClosingHonours('Cum Laude')).toBe('Cum Laude');
    expect(withoutClosingHonours('Bachelor of Arts, History')).toBe('Bachelor of Arts, History');
    expect(withoutClosingHonours('Magna cum laude thesis award, 2014')).toBe('Magna cum laude thesis award, 2014');
  });
});
