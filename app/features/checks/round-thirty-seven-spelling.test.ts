// Round thirty-seven (issue 36): the rules of fresh24's spelling misses and false alarms, both ways on made-up
// sentences (not the set's own): each finds its slip with its correction and leaves the right look-alikes,
// and each word kind the speller lacked passes while a slip of it stays flagged.
import { describe, expect, it } from 'vitest';
import { hitsOf } from './context-rule-hits';
import { KO_AIMED_AVOIDED } from './korean-aimed-avoided';
import { KO_BOUND_SPACING } from './korean-bound-spacing';
import { KO_LOOKALIKE_VERBS } from './korean-lookalike-verbs';
import { EN_HOMOPHONES } from './english-homophones';
import { EN_TENSE_SOUND_ALIKES } from './english-tense-sound-alikes';
import { combiningFormCompound, englishAgentNoun } from './english-derived-forms';
import { spelt } from './spelling-findings-of';

describe('round thirty-seven: trade words the spellers lacked', () => {
  it('Korean press-trade words and -키니 swimwear pass; a slip of them stays flagged', async () => {
    expect(
      await spelt('매엽기 두 대의 손지를 줄였고 탱키니와 부르키니를 팔았으며 부르키나를 샀다.', 'ko'),
    ).toEqual(['부르키나를']);
  });

  it('English clinical compounds by their combining forms and renal-unit words pass; slips stay flagged', async () => {
    expect(
      await spelt(
        'The unit runs hemodialysis and haemofiltration, tests water for endotoxins, cannulated fistulas and rostered staff; one hemodialisys.',
        'en',
      ),
    ).toEqual(['hemodialisys']);
    const correct = (w: string) =>
      ['dialysis', 'toxin', 'filtration', 'match', 'homogenize', 'laminate'].includes(w);
    expect(combiningFormCompound('haemodialysis', correct, () => [])).toBe(true);
    expect(combiningFormCompound('endotoxn', correct, () => [])).toBe(false);
    expect(combiningFormCompound('haemodialysis', correct, () => ['dialysis'])).toBe(false);
  });

  it('English agent nouns and dialysis words in Indonesian pass; slips and KBBI non-standard forms stay', async () => {
    expect(
      await spelt(
        'Laminator, extruder dan homogenizer kami rawat, color matcher memeriksa, dialiser diganti, akses cimino dijaga, mesin sheetfed jalan; homogenizr rusak dan nomer salah.',
        'id',
      ),
    ).toEqual(['homogenizr', 'nomer']);
    const correct = (w: string) => ['match', 'homogenize', 'laminate', 'nome'].includes(w);
    expect(['matcher', 'homogenizer', 'laminator'].filter((w) => englishAgentNoun(w, correct))).toHaveLength(
      3,
    );
    expect(['nomer', 'matchor', 'homogenizr'].filter((w) => englishAgentNoun(w, correct))).toEqual([]);
  });
});

describe('round thirty-seven: Korean words told apart by context', () => {
  it('맞추다 of answers compared stays; a right answer guessed is still 맞히다', () => {
    const hits = hitsOf(KO_LOOKALIKE_VERBS);
    expect(
      hits('모의고사가 끝나고 답을 맞춰 보았고, 짝과 답을 맞췄으며, 서로 답을 맞추고 답을 맞춰 비교했다.'),
    ).toEqual([]);
    expect(hits('퀴즈에서 정답을 맞춰 보았고 수수께끼를 맞췄다.')).toEqual([
      '수수께끼를 맞췄>수수께끼를 맞혔',
      '정답을 맞춰>정답을 맞혀',
    ]);
  });

  it('받치다 after a body part or a prop it is held up with; what is offered keeps 바치다', () => {
    const hits = hitsOf(KO_LOOKALIKE_VERBS);
    expect(hits('두 손으로 상자를 바쳐 옮겼고, 비가 와 우산을 바치고 걸었다.')).toEqual([
      '두 손으로 상자를 바쳐>두 손으로 상자를 받쳐',
      '우산을 바치고>우산을 받치고',
    ]);
    expect(hits('두 손으로 꽃을 바쳤고, 어르신께 두 손으로 편지를 바쳤으며, 회사에 청춘을 바쳤다.')).toEqual(
      [],
    );
  });

  it('대로 after a verb adnominal stands apart; after a noun and in 그런대로 it stays glued', () => {
    const hits = hitsOf(KO_BOUND_SPACING);
    expect(hits('교육에서 들은대로 했고 손님이 원하는대로 바꿨다.')).toEqual([
      '들은대로>들은 대로',
      '원하는대로>원하는 대로',
    ]);
    expect(hits('계획대로, 규정대로, 제안대로, 기한대로 했고 그런대로 되는대로 나름대로 했다.')).toEqual([]);
  });

  it('지향 for a bond one seeks written 지양; a fault avoided stays', () => {
    const hits = hitsOf(KO_AIMED_AVOIDED);
    expect(hits('오래 함께할 동료 찾기를 지양했습니다.')).toEqual([
      '오래 함께할 동료 찾기를 지양>오래 함께할 동료 찾기를 지향',
    ]);
    expect(hits('혼자 하는 업무와 과도한 야근을 지양했습니다.')).toEqual([]);
  });
});

describe('round thirty-seven: English sound-alikes by the words around them', () => {
  it('breathe in a row of verbs of calming; the noun stays', () => {
    const hits = hitsOf(EN_HOMOPHONES);
    expect(hits('I ask trainees to pause, breath and listen. Breath and relax.')).toEqual([
      'Breath>Breathe',
      'pause, breath>pause, breathe',
    ]);
    expect(hits('Take a deep breath and relax; the pause, breath and rhythm matter.')).toEqual([]);
  });

  it('complement said of a thing as the subject of a modal; a person who praises stays', () => {
    const hits = hitsOf(EN_TENSE_SOUND_ALIKES);
    expect(hits('The new garnish should compliment the broth.')).toEqual([
      'The new garnish should compliment>The new garnish should complement',
    ]);
    expect(hits('Our supervisor will compliment the crew, and every guest can compliment the chef.')).toEqual(
      [],
    );
  });
});
