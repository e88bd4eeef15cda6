import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { prepareLines } from './text';

describe('a label spread over its cell\'s width ("성      명") is one label', () => {
  it('joins the syllables that spell a known label', () => {
    expect(prepareLines('성\t명\t배성훈\n주\t소\t대전광역시 유성구 대학로 99')).toEqual([
      '성명\t배성훈',
      '주소\t대전광역시 유성구 대학로 99',
    ]);
  });

  it('leaves syllables that spell no label apart', () => {
    expect(prepareLines('상\t중\t하')).toEqual(['상\t중\t하']);
    expect(prepareLines('김\t이\t박씨')).toEqual(['김\t이\t박씨']);
  });

  it('reads the labelled name under a letter-spaced title', () => {
    expect(parseResumeText(['이 력 서', 'I.\t인적사항', '성\t명\t배성훈'].join('\n')).name).toBe('배성훈');
  });
});
