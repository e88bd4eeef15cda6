import { describe, expect, it } from 'vitest';
import { checkStyle, type StyleKind } from './style';

const found = (text: string, lang: 'ko' | 'en', facts: string[] = []) => {
  const out: Record<StyleKind, string[]> = {
    cliche: [],
    enumeration: [],
    unbacked: [],
    repeated: [],
    long: [],
  };
  for (const f of checkStyle(text, lang, facts)) out[f.kind] = f.ranges.map(([a, b]) => text.slice(a, b));
  return out;
};

describe('checkStyle', () => {
  it('finds Korean clichés, enumeration and claims with nothing behind them, with their ranges', () => {
    const text =
      '저는 책임감이 강한 사람입니다. 첫째, 성실한 사람입니다. 둘째, 저는 뛰어난 소통 능력을 가졌습니다. 결제 승인 API를 다시 작성해 응답 시간을 320ms에서 110ms로 줄였습니다.';
    const f = found(text, 'ko');
    expect(f.cliche).toEqual(['책임감이 강한', '성실한 사람']);
    expect(f.enumeration).toEqual(['첫째,', '둘째,']);
    expect(f.unbacked).toEqual(['둘째, 저는 뛰어난 소통 능력을 가졌습니다.']);
    expect(f.long).toEqual([]);
  });

  it('a claim next to a number or a resume fact is backed', () => {
    expect(found('뛰어난 성과로 전환율을 4.2% 높였습니다.', 'ko').unbacked).toEqual([]);
    expect(found('Kotlin에 능숙합니다.', 'ko', ['Kotlin']).unbacked).toEqual([]);
    expect(found('Kotlin에 능숙합니다.', 'ko').unbacked).toHaveLength(1);
  });

  it('finds English equivalents', () => {
    const f = found(
      'Firstly, I am a hard-working team player. I have excellent skills. I cut crashes from 1.8% to 0.3%.',
      'en',
    );
    expect(f.cliche).toEqual(['hard-working', 'team player']);
    expect(f.enumeration).toEqual(['Firstly,']);
    expect(f.unbacked).toEqual(['I have excellent skills.']);
  });

  it('counts words repeated too often (not the resume’s names) and sentences that run on', () => {
    const text =
      '열정으로 일했습니다. 열정을 믿습니다. 열정이 답입니다. 열정은 힘입니다. 열정만 있습니다. 페이플로우 페이플로우 페이플로우 페이플로우 페이플로우.';
    const rep = checkStyle(text, 'ko', ['페이플로우']).find((x) => x.kind === 'repeated')!;
    expect(rep.count).toBe(1);
    expect(rep.ranges.map(([a, b]) => text.slice(a, b))).toEqual(['열정', '열정', '열정', '열정', '열정']);
    const long = `${'가나다라마 '.repeat(25)}입니다.`;
    expect(found(long, 'ko').long).toHaveLength(1);
    expect(found(`${'word '.repeat(50)}end.`, 'en').long).toHaveLength(1);
  });

  it('finds nothing in a plain letter of facts', () => {
    const text =
      '2021년 4월 페이플로우에 합류한 뒤 결제 승인 API를 다시 작성해 응답 시간을 320ms에서 110ms로 줄였습니다.';
    expect(checkStyle(text, 'ko', ['페이플로우']).every((f) => f.count === 0)).toBe(true);
  });
});
