// Round twenty-nine (issue 36): korean-loan-forms.ts both ways on made-up sentences (not the eighth set's),
// and the wrong flags of the round by kind: a loanword the analyser lists as one noun, a loanword it cuts
// into a noun and a guessed verb syllable, a noun with the bound suffix 작.
import { describe, expect, it } from 'vitest';
import { hitsOf } from './context-rule-hits';
import { KO_LOAN_FORMS } from './korean-loan-forms';
import { spellInThread } from './speller-worker';

const hits = hitsOf(KO_LOAN_FORMS);

describe('round twenty-nine: loanword forms, ㄹ-stems and -쟁이', () => {
  it('finds -쉽, ㅈ/ㅊ with ㅑ/ㅠ, an ㄹ-stem before -은/-으면 and a trait before -장이', () => {
    expect(hits('파트너쉽이 중요했고 멤버쉽 회원을 늘렸습니다.')).toEqual([
      '멤버쉽>멤버십',
      '파트너쉽>파트너십',
    ]);
    expect(hits('캐쥬얼 정장과 쥬스, 챠트를 챙겼습니다.')).toEqual([
      '쥬스>주스',
      '챠트를>차트를',
      '캐쥬얼>캐주얼',
    ]);
    expect(hits('거칠은 표면을 다듬었고 힘들으면 쉬었습니다.')).toEqual(['거칠은>거친', '힘들으면>힘들면']);
    expect(hits('욕심장이라는 말도 들었습니다.')).toEqual(['욕심장이>욕심쟁이']);
  });

  it('leaves the standard forms, native 쉽 and 죠, nouns in ㄹ and craftsmen alone', () => {
    const clean =
      '리더십과 인턴십을 거쳤고 일정이 쉽지 않아 아쉽게도 스케줄을 바꿨죠. 주스와 차트를 챙겼고 낯선 현장의 ' +
      '녹슨 배관도 만든 사람이 고쳤습니다. 길은 멀었지만 말은 짧았고, 살은 빠졌어요. 대장장이와 미장이, ' +
      '겁쟁이 시절도 있었고 가져온 공구로 쳐서 맞췄습니다.';
    expect(hits(clean)).toEqual([]);
  });
});

const unknown = async (words: string[]) =>
  Object.keys((await spellInThread({ lang: 'ko', words })).unknown).sort();

describe('round twenty-nine: wrong flags by kind', () => {
  it('passes loanwords the analyser lists or cuts by guess, and nouns with 작; slips stay flagged', async () => {
    const right = ['시니어', '체어를', '번아웃으로', '리포머', '연재작', '후속작이', '출시작을'];
    const slips = ['역활을', '몇일', '됬습니다', '헤멨습니다', '햇갈려서', '역활작'];
    expect(await unknown([...right, ...slips])).toEqual([...slips].sort());
  }, 180_000);
});
