import { describe, expect, it } from 'vitest';
import { withLineBreaks } from './application-docx.server';

describe('withLineBreaks', () => {
  it("keeps every kind of line break a paste brings as one '\\n' and leaves out what XML cannot carry", () => {
    expect(withLineBreaks('첫 줄\r\n둘째 줄\r셋째\v넷째\u2028다섯째\u2029\n끝')).toBe(
      '첫 줄\n둘째 줄\n셋째\n넷째\n다섯째\n\n끝',
    );
    expect(withLineBreaks('a\u0000b\u0007c\ufffed\ud800e\tf 😀')).toBe('abcde\tf 😀');
  });
});
