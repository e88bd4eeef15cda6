import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';

const found = (text: string) => blindFindings(text, 'ko', []).map((f) => [text.slice(...f.range), f.message]);

describe('a Korean role said with -(으)로서 is the writer’s, whatever person noun follows', () => {
  it('flags the gender in it', () => {
    expect(found('여성 고객이 많은 매장에서 남자 미용사로서 남성 고객 전용 시간을 만들었습니다.')).toEqual([
      ['남자 미용사로서', 'blind.gender'],
    ]);
    expect(found('여성 기사로서 승객들의 짐을 먼저 실어 드렸습니다.')).toEqual([
      ['여성 기사로서', 'blind.gender'],
    ]);
  });

  it('leaves other people before and company names', () => {
    expect(found('여성 고객 전용 시간을 만들어 남성 고객과 겹치지 않게 했습니다.')).toEqual([]);
    const text = '자재는 남자실장상사에서 받았습니다.';
    expect(blindFindings(text, 'ko', [[4, 10]])).toEqual([]);
  });
});
