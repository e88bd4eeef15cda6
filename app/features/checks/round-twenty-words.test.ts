// Round twenty (ADR 0039): correctly spelt trade words by family — KBBI words Hunspell lacks, Korean trade
// loanwords and Sino-Korean trade words, English clipped forms and trade compounds, "flys" of the theatre and
// the gym — each both ways on made-up sentences no planted set holds: the word passes, a slip of the same
// shape is still asked of the dictionary.
import { describe, expect, it } from 'vitest';
import { reduplicatedWithSuffix } from './indonesian-reduplication';
import { wordsToSpell } from './spelling';
import { skippedInContext } from './spelling-skips';
import { tokens } from './text';
import type { CheckLang } from './types';

describe('round twenty: correctly spelt trade words by family', () => {
  it('Indonesian: KBBI animals, tools, site and shop words pass; a slip of the same word is still asked', () => {
    const text =
      'Saya merawat jerapah dan trenggiling, memasang kusen dan grendel, menjadi relawan balita, belajar otodidak dan menyimpan struk.';
    const asked = wordsToSpell(text, 'id', []);
    for (const w of ['jerapah', 'trenggiling', 'kusen', 'grendel', 'relawan', 'balita', 'otodidak', 'struk'])
      expect(asked, w).not.toContain(w);
    const slips = wordsToSpell('Saya merawat jerapa dan memasang kusenn serta grendell.', 'id', []);
    expect(slips).toEqual(expect.arrayContaining(['jerapa', 'kusenn', 'grendell']));
    // KBBI's non-standard forms stay for the dictionary to judge.
    expect(wordsToSpell('Saya memasang genteng dan saklar.', 'id', [])).toEqual(
      expect.arrayContaining(['genteng', 'saklar']),
    );
  });

  it('Korean: trade loanwords and Sino-Korean trade words pass, with a particle; a slip of them is asked', () => {
    const text =
      '토잉카를 몰고 배너를 달았으며 객단가도 올렸고 입차 시간과 감항성 점검, 치공구와 버니어를 맡았습니다.';
    const asked = wordsToSpell(text, 'ko', []);
    for (const w of ['토잉카를', '배너를', '객단가도', '입차', '감항성', '치공구와', '버니어를'])
      expect(asked, w).not.toContain(w);
    expect(wordsToSpell('객단까도 올리고 토잉까를 몰았습니다.', 'ko', [])).toEqual(
      expect.arrayContaining(['객단까도', '토잉까를']),
    );
  });

  it('English: clipped forms and trade compounds pass; a slip of the same shape is asked', () => {
    const text =
      'I ran the comms desk, tracked uptime and takt time, and filled planograms on the ro-pax ferry.';
    const asked = wordsToSpell(text, 'en', []);
    for (const w of ['comms', 'uptime', 'takt', 'planograms', 'ro-pax']) expect(asked, w).not.toContain(w);
    expect(wordsToSpell('I ran the comns desk and tracked uptiem on the ro-pux ferry.', 'en', [])).toEqual(
      expect.arrayContaining(['comns', 'uptiem', 'ro-pux']),
    );
  });

  it('English: "flys" of the theatre and the gym passes; "he flys" stays for the dictionary', () => {
    const at = (text: string) => {
      const toks = tokens(text);
      return skippedInContext(
        'en',
        toks,
        toks.findIndex((t) => t.word === 'flys'),
      );
    };
    expect(at('I joined the flys crew last season.')).toBe(true);
    expect(at('We did dumbbell flys after the run.')).toBe(true);
    expect(at('He flys to Surabaya every week.')).toBe(false);
    expect(wordsToSpell('He flys to Surabaya every week.', 'en', [])).toContain('flys');
  });

  it('Indonesian: a reduplicated word with a suffix passes when the word is one; a slip in either half or the suffix does not', () => {
    const known = (w: string) => ['mesin', 'truk', 'pori', 'dokumen'].includes(w);
    for (const w of ['mesin-mesinnya', 'truk-truknya', 'pori-porinya', 'dokumen-dokumenku'])
      expect(reduplicatedWithSuffix(w, known), w).toBe(true);
    for (const w of ['mesin-mesinya', 'mesin-mesinnnya', 'mesin-mesim', 'mesim-mesimnya', 'truk-trukya'])
      expect(reduplicatedWithSuffix(w, known), w).toBe(false);
  });

  it('Indonesian: English trade words an answer uses as they are pass; a slip of them is asked', () => {
    const asked = wordsToSpell(
      'Saya memindai barcode, mengatur putaway dan dropshipping, serba cepat.',
      'id',
      [],
    );
    for (const w of ['barcode', 'putaway', 'dropshipping', 'serba']) expect(asked, w).not.toContain(w);
    expect(wordsToSpell('Saya memindai barcdoe dan putawya.', 'id', [])).toEqual(
      expect.arrayContaining(['barcdoe', 'putawya']),
    );
  });

  it('the wards, workshops and ships of the second pass pass; a slip of the same shape is asked', () => {
    const cases: [CheckLang, string, string[], string][] = [
      [
        'en',
        'I set up the nebulizer and the defib before the cath lab opened.',
        ['nebulizer', 'defib', 'cath'],
        'nebulizr',
      ],
      ['id', 'Saya mengemudikan tronton ke hipermarket.', ['tronton', 'hipermarket'], 'trontom'],
      ['id', 'Saya menata vitrin toko fesyen.', ['vitrin', 'fesyen'], 'vitrim'],
      [
        'id',
        'Saya memakai spektrofotometer bersama refraksionis.',
        ['spektrofotometer', 'refraksionis'],
        'refraksionist',
      ],
      ['ko', '석션기를 점검하고 로로선 하역을 도왔습니다.', ['석션기를', '로로선'], '석숀기를'],
    ];
    for (const [lang, text, words, slip] of cases) {
      const asked = wordsToSpell(text, lang, []);
      for (const w of words) expect(asked, w).not.toContain(w);
      expect(wordsToSpell(`${slip} ${text}`, lang, []), slip).toContain(slip);
    }
  });
});
