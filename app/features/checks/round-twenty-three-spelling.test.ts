// Round twenty-three (ADR 0039): spelling false alarms by family, each both ways on made-up sentences with
// other members of the family than the planted sets hold: the family's correct forms are left alone, a
// real slip of the same shape stays flagged.
import { describe, expect, it } from 'vitest';
import { englishLoan } from './indonesian-affixes';
import { firstCompound } from './korean-first-compounds';
import { firmNamed } from './korean-firm-names';
import { nativeNumber } from './korean-native-numbers';
import { skippedInContext } from './spelling-skips';
import { wordsToSpell } from './spelling';
import { tokens } from './text';

const at = (text: string, word: string) => {
  const toks = tokens(text);
  return { toks, i: toks.findIndex((t) => t.word === word) };
};

describe('round twenty-three: Korean native numbers before a counter', () => {
  it('passes tens and units before a counter', () => {
    for (const [text, w] of [
      ['일흔두 살 어르신을 모셨습니다.', '일흔두'],
      ['서른두 명이 참석했습니다.', '서른두'],
      ['아흔두 살이셨습니다.', '아흔두'],
      ['쉰두 가구에 배달했습니다.', '쉰두'],
      ['여든다섯 번 연습했습니다.', '여든다섯'],
    ]) {
      const { toks, i } = at(text, w);
      expect(nativeNumber(toks, i), text).toBe(true);
    }
  });
  it('leaves an old or slipped spelling, and a number with no counter', () => {
    for (const [text, w] of [
      ['설흔두 살에 입사했습니다.', '설흔두'],
      ['마은두 살이셨습니다.', '마은두'],
      ['마흔두 그리고 하나.', '마흔두'],
    ]) {
      const { toks, i } = at(text, w);
      expect(nativeNumber(toks, i), text).toBe(false);
    }
  });
});

describe('round twenty-three: 첫 and a noun written as one word', () => {
  const correct = (w: string) => ['아이', '손녀', '조카', '만나서'].includes(w);
  const analyse = (w: string) =>
    w === '만나서'
      ? [
          { surface: '만나', pos: 'VV', known: true },
          { surface: '서', pos: 'EC', known: true },
        ]
      : [{ surface: w, pos: correct(w) ? 'NNG' : 'UNKNOWN', known: correct(w) }];
  const particle = /(?:을|를|이|가|은|는|의)$/;
  it('passes 첫 before a noun, with a particle', () => {
    for (const w of ['첫아이를', '첫손녀가', '첫조카의', '첫아이'])
      expect(firstCompound(w, correct, particle, analyse), w).toBe(true);
  });
  it('leaves a slip of the noun and 첫 before a verb', () => {
    for (const w of ['첫애이를', '첫손녀룰', '첫만나서', '첫조'])
      expect(firstCompound(w, correct, particle, analyse), w).toBe(false);
  });
});

describe('round twenty-three: Korean company names of a word and a trade', () => {
  it('passes a name ending in a building-services, security or print trade', () => {
    for (const w of ['이화소방', '다온보안에서', '대성설비의', '한울전력과', '미래인쇄'])
      expect(firmNamed(tokens(w), 0), w).toBe(true);
  });
  it('leaves the trade word alone and a word with no trade', () => {
    for (const w of ['소방', '보안에서', '어의없게']) expect(firmNamed(tokens(w), 0), w).toBe(false);
  });
});

describe('round twenty-three: units of measure', () => {
  it('skips a unit after a figure or by a slash, in any language', () => {
    for (const [text, w] of [
      ['Tekanan darahnya 140/90 mmHg.', 'mmHg'],
      ['Gula darah 7 mmol/L.', 'mmol'],
      ['Kolesterol 220 mg/dL.', 'dL'],
      ['Asupan 2100 kkal per hari.', 'kkal'],
      ['Natrium 135 mEq/L.', 'mEq'],
      ['Vitamin D 10 mcg.', 'mcg'],
      ['Glucose was 5.4 mmol/L.', 'mmol'],
    ] as const) {
      const { toks, i } = at(text, w);
      expect(skippedInContext('id', toks, i, text), text).toBe(true);
    }
  });
  it('asks a unit alone in a sentence, and a slip of a unit', () => {
    for (const [text, w] of [
      ['Saya tidak suka mmol itu.', 'mmol'],
      ['Tekanan darahnya 140/90 mmHgg.', 'mmHgg'],
    ] as const) {
      const { toks, i } = at(text, w);
      expect(skippedInContext('id', toks, i, text), text).toBe(false);
    }
  });
});

describe('round twenty-three: Indonesian health-service acronyms and clipped words', () => {
  it('does not ask about them', () => {
    const asked = wordsToSpell(
      'Saya bertugas di posyandu, pustu dan polindes; para nakes mendata bumil dan busui untuk dinkes.',
      'id',
      [],
    );
    for (const w of ['posyandu', 'pustu', 'polindes', 'nakes', 'bumil', 'busui', 'dinkes'])
      expect(asked, w).not.toContain(w);
  });
  it('still asks a slip of one', () => {
    expect(wordsToSpell('Saya bertugas di posyandue dan puskemas.', 'id', [])).toEqual(
      expect.arrayContaining(['posyandue', 'puskemas']),
    );
  });
});

describe('round twenty-three: KBBI spellings of English food, drink and health words', () => {
  const english = ['nugget', 'espresso', 'caffeine', 'screening', 'syrup', 'oximeter', 'creatinine'];
  const indonesian = ['menggunakan', 'bulannya', 'saya', 'tinggal'];
  const slipsOfEnglish = ['success', 'address', 'beginning', 'recommend', 'accident', 'committed'];
  const correct = (w: string) => [...english, ...indonesian, ...slipsOfEnglish].includes(w);
  it('passes a double written single, -ine written -in, ee or y written i, x written ks', () => {
    for (const w of ['nuget', 'espreso', 'kafein', 'skrining', 'sirup', 'oksimeter', 'kreatinin'])
      expect(englishLoan(w, correct), w).toBe(true);
  });
  it('leaves Indonesian slips and English words misspelt in their English spelling', () => {
    for (const w of ['mengunakan', 'bulanya', 'saia', 'tingal', 'kafien', 'skirining'])
      expect(englishLoan(w, correct), w).toBe(false);
    for (const w of ['sucess', 'adress', 'begining', 'recomend', 'acident', 'comited'])
      expect(englishLoan(w, correct), w).toBe(false);
  });
});

describe('round twenty-three: Indonesian school and community clipped words', () => {
  it('does not ask about them, and still asks a slip of one', () => {
    const asked = wordsToSpell(
      'Saya mengajar mapel IPA di bimbel, membina ekskul pramuka, dan lulusan ponpes; laporan ke kepsek.',
      'id',
      [],
    );
    for (const w of ['mapel', 'bimbel', 'ekskul', 'ponpes', 'kepsek']) expect(asked, w).not.toContain(w);
    expect(wordsToSpell('Saya mengajar di bimbell dan ekskull.', 'id', [])).toEqual(
      expect.arrayContaining(['bimbell', 'ekskull']),
    );
  });
});
