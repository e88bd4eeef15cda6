import { describe, expect, it } from 'vitest';
import { breakLongWords } from './application-document';

describe('breakLongWords', () => {
  it('leaves words that fit whole and the text as it was', () => {
    const text = '저는 결제 서버를 만들었습니다.\n\n둘째 문단 https://example.com/a 입니다.';
    expect(breakLongWords(text, 10)).toBe(text);
  });

  it('breaks a word too wide for the line into pieces that fit, losing nothing', () => {
    const url = `https://example.com/${'a'.repeat(120)}`; // 140 characters, the line holds 51 em at 10 pt
    const out = breakLongWords(`링크: ${url} 끝`, 10);
    const pieces = out.split(' ')[1].split('\n');
    expect(pieces.map((p) => p.length)).toEqual([51, 51, 38]);
    expect(pieces.join('')).toBe(url);
    expect(
      breakLongWords('가'.repeat(60), 12)
        .split('\n')
        .map((p) => p.length),
    ).toEqual([42, 18]);
    // Wide symbols count three em each.
    expect(
      breakLongWords('㎯'.repeat(20), 10)
        .split('\n')
        .map((p) => p.length),
    ).toEqual([17, 3]);
  });
});
