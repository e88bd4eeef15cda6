// Round twenty-six (ADR 0039): the eighth set's families (blind-grid-more.ts), both ways on made-up sentences
// other than the set's.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';

describe('round twenty-six, more: Korean', () => {
  it('a spouse, a pregnancy, a body mark, a treatment', () => {
    expectFlagged('남편과 함께 작은 카페를 열었습니다.', 'ko', '남편과 함께');
    expectFlagged('임신 20주라 장거리 출장은 어렵습니다.', 'ko', '임신 20주');
    expectFlagged('저는 이마에 작은 흉터가 있습니다.', 'ko', '흉터');
    expectFlagged('인공관절 수술 후 복귀했습니다.', 'ko', '인공관절');
    expectLeft('임신 20주 이상 고객에게 안전벨트 보조대를 드렸습니다.', 'ko');
  });
});

describe('round twenty-six, more: English', () => {
  it('size, build, birth order, descent', () => {
    expectFlagged("I'm built like a rugby player.", 'en', 'built like a rugby player');
    expectFlagged("I'm the baby of the family, so I'm used to noise.", 'en', 'baby of the family');
    expectFlagged('I am of Greek descent.', 'en', 'of Greek descent');
    expectLeft('I ran outreach with Cherokee Nation clinics.', 'en');
    expectLeft('I coached a team at an all-boys school.', 'en');
  });
});

describe('round twenty-six, more: Indonesian', () => {
  it('birthplace, body, descent', () => {
    expectFlagged('Saya terlahir di Manokwari.', 'id', 'terlahir di Manokwari');
    expectFlagged('Saya agak gendut tetapi lincah.', 'id', 'gendut');
    expectFlagged('Saya keturunan Arab-Sunda.', 'id', 'keturunan');
    expectLeft('Kami menjual baju untuk anak bertubuh bongsor.', 'id');
  });
});
