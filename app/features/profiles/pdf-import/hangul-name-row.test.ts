import { describe, expect, it } from 'vitest';
import { hangulNameRow } from './hangul-name-row';
import { parseResumeText } from './parse';

describe('a "한글 | name" row beside a photo cell merged over the name rows', () => {
  it('gives the name, never the form title', () => {
    expect(hangulNameRow('한글\t표다인')).toBe('표다인');
    expect(hangulNameRow('국문 성명\t남 궁 민')).toBe('남궁민');
    const parsed = parseResumeText(
      ['이\t력\t서', '• 인적사항', '', '한글\t표다인', '성 명\t생년월일\t1993년 02월 11일', '사 진\t영문\tPyo Dain', '', '• 경력사항', '2020.03 ~ 현재\t(주)누리'].join('\n'),
    );
    expect(parsed.name).toBe('표다인');
  });

  it('leaves a skill level, a romanised name and a label alone', () => {
    expect(hangulNameRow('한글\t능숙')).toBeNull();
    expect(hangulNameRow('영문\tPyo Dain')).toBeNull();
    expect(hangulNameRow('한글\tMS Word')).toBeNull();
    expect(hangulNameRow('성명\t표다인')).toBeNull();
  });
});
