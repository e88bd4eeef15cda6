// Round twenty-eight (issue 36): standard loanword spellings (korean-standard-loanwords.ts) both ways on
// made-up words (not fresh18's): 국립국어원's forms pass, alone and before a particle; slips stay flagged.
import { describe, expect, it } from 'vitest';
import { firmNamed } from './korean-firm-names';
import { spellInThread } from './speller-worker';
import { tokens } from './text';

const unknown = async (words: string[]) =>
  Object.keys((await spellInThread({ lang: 'ko', words })).unknown).sort();

describe('round twenty-eight: standard loanword spellings', () => {
  it('리넨, 숍, 룸 and 주얼리 pass alone, before a particle and in compounds; other trade forms stay known', async () => {
    const right = [
      '리넨',
      '리넨으로',
      '숍',
      '숍이',
      '룸으로',
      '룸',
      '주얼리를',
      '쇼룸에',
      '워크숍을',
      '콘텐츠',
    ];
    const more = ['메시지', '리더십', '액세서리', '카탈로그', '팸플릿', '앙케트', '바리스타', '셰프', '론칭'];
    const slips = ['린넨', '숖', '리넨넨', '룸메'];
    expect(await unknown([...right, ...more, ...slips])).toEqual([...slips].sort());
  }, 180_000);
});

describe('round twenty-eight: a linen-supply firm keeps its brand spelling', () => {
  it('a name ending in 린넨 or 리넨 is a firm; the bare word is not', () => {
    const named = (s: string) => tokens(s).some((_, i, t) => firmNamed(t, i));
    expect(named('침구는 한빛린넨에서 받았습니다.')).toBe(true);
    expect(named('린넨 셔츠를 진열했습니다.')).toBe(false);
  });
});
