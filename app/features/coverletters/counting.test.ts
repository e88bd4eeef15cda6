import { describe, expect, it } from 'vitest';
import { countText, fillRatio, measure } from './counting';

describe('countText', () => {
  it('counts Korean with and without spaces, UTF-8 bytes and 2-byte-Hangul bytes', () => {
    expect(countText('안녕 하세요')).toEqual({
      withSpaces: 6,
      withoutSpaces: 5,
      utf8Bytes: 16,
      koreanBytes: 11,
    });
    expect(countText('AWS 3년')).toEqual({ withSpaces: 6, withoutSpaces: 5, utf8Bytes: 8, koreanBytes: 7 });
  });

  it('counts decomposed Hangul (pasted from macOS) as the syllables a reader sees', () => {
    const nfd = '자기소개서'.normalize('NFD');
    expect([...nfd].length).toBeGreaterThan(5);
    expect(countText(nfd)).toEqual(countText('자기소개서'));
    expect(countText(nfd).withSpaces).toBe(5);
    expect(countText(nfd).koreanBytes).toBe(10);
  });

  it('counts a line break as one character, CRLF too, and never as a non-space', () => {
    expect(countText('가\r\n나')).toEqual(countText('가\n나'));
    expect(countText('가\n나')).toMatchObject({ withSpaces: 3, withoutSpaces: 2, koreanBytes: 5 });
  });

  it('measures by the limit type and gives the fill ratio against the 80–90 % target', () => {
    const text = '가'.repeat(85) + ' '.repeat(5);
    expect(measure(text, 'with-spaces')).toBe(90);
    expect(measure(text, 'without-spaces')).toBe(85);
    expect(measure(text, 'bytes')).toBe(175);
    expect(fillRatio(text, 100, 'with-spaces')).toMatchObject({ percent: 90, band: 'target' });
    expect(fillRatio(text, 100, 'bytes').band).toBe('over');
    expect(fillRatio('가'.repeat(50), 100).band).toBe('under');
  });
});
