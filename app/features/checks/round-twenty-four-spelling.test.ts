// Round twenty-four (ADR 0039): spelling by family, from the third development set (spelling-dev-third.ts)
// and fresh16's misses, each both ways on made-up sentences the sets do not hold: the slip is flagged with its
// correction, the correct forms of the same family (and a near miss) are left alone.
import { describe, expect, it } from 'vitest';
import { kitchenFrench } from './english-kitchen-french';
import { indonesianTerm } from './indonesian-english-terms';
import { kbbiSpellingOf } from './indonesian-loan-sounds';
import { judge, wordsToSpell } from './spelling';
import { KNOWN_MISSPELLINGS } from './spelling-lists';
import { contextHits } from './spelling-rules';
import { tokens } from './text';
import type { CheckLang } from './types';

const fixes = (text: string, lang: CheckLang) => contextHits(text, lang).map((h) => `${h.found}→${h.fix}`);

describe('round twenty-four: Korean -든지 after a question word, -스레 adverbs, 눈에 띄다', () => {
  it('flags 던지 glued to a question word, -시리/-스리 adverbs and 띠- after 눈에', () => {
    expect(fixes('누구던지 먼저 오면 안내합니다.', 'ko')).toContain('누구던지→누구든지');
    expect(fixes('어디던 보내 주시면 가겠습니다.', 'ko')).toContain('어디던→어디든');
    expect(fixes('무엇이던지 배우겠습니다.', 'ko')).toContain('무엇이던지→무엇이든지');
    expect(fixes('조심스리 다가갔습니다.', 'ko')).toContain('조심스리→조심스레');
    expect(fixes('갑작스리 일정이 바뀌었습니다.', 'ko')).toContain('갑작스리→갑작스레');
    expect(fixes('불량률이 눈에 확 띠게 줄었습니다.', 'ko')).toContain('눈에 확 띠게→눈에 확 띄게');
    expect(fixes('간판이 눈에 띤다는 평을 들었습니다.', 'ko')).toContain('눈에 띤→눈에 띈');
  });
  it('leaves -든지, the recollective -던지 after a verb, 띠다 "to bear" and a -스레 adverb', () => {
    for (const text of [
      '언제든지 연락 주세요.',
      '얼마나 바쁘던지 점심도 걸렀습니다.',
      '그게 누구던가요?',
      '보고서가 붉은빛을 띠게 인쇄되었습니다.',
      '활기를 띠는 매장이었습니다.',
      '괜스레 웃음이 났습니다.',
    ])
      expect(fixes(text, 'ko'), text).toEqual([]);
  });
});

describe('round twenty-four: English its after a preposition, their before a plural after handing', () => {
  it("flags it's after a preposition and there between a verb of handing and a plural", () => {
    expect(fixes('The pallet sat beyond it’s marked line.', 'en')).toContain('it’s →its ');
    expect(fixes('Each crate went into it’s rack.'.replace('’', "'"), 'en')).toContain("it's →its ");
    expect(fixes('The drivers returned there keys at the gate.', 'en')).toContain('there →their ');
    expect(fixes('I spoke with there suppliers.', 'en')).toContain('there →their ');
  });
  it("leaves it's as it is, there as a place, and there before a verb or a span of time", () => {
    for (const text of [
      "I think it's ready.",
      "Once it's signed we start.",
      'I left the keys there yesterday.',
      'We worked there years ago.',
      'I checked there was power first.',
      'The boxes over there belong to stores.',
    ])
      expect(fixes(text, 'en'), text).toEqual([]);
  });
});

describe('round twenty-four: Indonesian ke before a direction, ubah written rubah, tidak bergeming', () => {
  it('flags ke glued to a direction, rubah as a verb and a negated bergeming', () => {
    expect(fixes('Kotak itu dinaikkan keatas rak.', 'id')).toContain('keatas→ke atas');
    expect(fixes('Kebelakangnya ada gudang kecil.', 'id')).toContain('Kebelakangnya→Ke belakangnya');
    expect(fixes('Kami harus rubah urutan pengiriman.', 'id')).toContain('rubah→ubah');
    expect(fixes('Ia tak bergeming dari posnya.', 'id')).toContain('tak bergeming→bergeming');
  });
  it('leaves ke apart, kedalaman, the fox and bergeming alone', () => {
    for (const text of [
      'Kami maju ke depan bersama.',
      'Kedalaman sumur itu sepuluh meter.',
      'Seekor rubah masuk ke kandang ayam.',
      'Penjaga itu tetap bergeming di posnya.',
      'Saya akan ubah jadwalnya.',
    ])
      expect(fixes(text, 'id'), text).toEqual([]);
  });
});

describe('round twenty-four: kept words of the trades', () => {
  it('sends no kept word to the speller: Korean gym and hotel words, 맞이, English re- trade verbs, KBBI trade words', () => {
    expect(wordsToSpell('하원 맞이를 하고 턴다운 서비스와 인바디 세션을 안내했습니다.', 'ko', [])).toEqual([
      '하원',
      '하고',
      '서비스와',
      '안내했습니다',
    ]);
    expect(wordsToSpell('We rebook and retile after we relet.', 'en', [])).not.toEqual(
      expect.arrayContaining(['rebook', 'retile', 'relet']),
    );
    expect(wordsToSpell('Mobil seken bisa nego di depo.', 'id', [])).not.toEqual(
      expect.arrayContaining(['seken', 'nego', 'depo']),
    );
  });
  it('still sends a slip near them', () => {
    expect(wordsToSpell('We retern the keys.', 'en', [])).toContain('retern');
    expect(wordsToSpell('Mobil sekenn dijual.', 'id', [])).toContain('sekenn');
  });
});

describe('round twenty-four: an Indonesian loan half in its English shape', () => {
  const correct = (w: string) => ['manajemen', 'management', 'manajer', 'manager', 'argumen'].includes(w);
  it('names the KBBI spelling of g for j and -ment for -men', () => {
    expect(kbbiSpellingOf('managemen', correct)).toBe('manajemen');
    expect(kbbiSpellingOf('manajement', correct)).toBe('manajemen');
    expect(judge('id', 'managemen', correct)).toBe(false);
  });
  it('leaves a word with no KBBI form of that shape', () => {
    expect(kbbiSpellingOf('agenda', correct)).toBeUndefined();
    expect(kbbiSpellingOf('manajemen', correct)).toBeUndefined();
    expect(judge('id', 'manager', correct)).toBe(true);
  });
});

describe('round twenty-four, after the fourth set: 대로, 한창, 벌이다, stationery, compliment', () => {
  it('flags each slip with its correction', () => {
    expect(fixes('지시받은 데로 포장했습니다.', 'ko')).toContain('지시받은 데로→지시받은 대로');
    expect(fixes('이사 철이 한창인 3월이었습니다.'.replace('한창', '한참'), 'ko')).toContain('한참인→한창인');
    expect(fixes('행사를 무리하게 크게 벌렸습니다.', 'ko')).toContain(
      '행사를 무리하게 크게 벌렸→행사를 무리하게 크게 벌였',
    );
    expect(fixes('We bought stationary for the new starters.', 'en')).toContain(
      'bought stationary→bought stationery',
    );
    expect(fixes('The stationary cupboard was empty.', 'en')).toContain('stationary→stationery');
    expect(fixes('Guests gave us many warm complements.', 'en')).toContain(
      'gave us many warm complements→gave us many warm compliments',
    );
  });
  it('leaves the place 데, 한참 "a long while", 벌리다 "open wide", stationary and complement', () => {
    for (const text of [
      '사람이 많은 데로 자리를 옮겼습니다.',
      '한참을 기다렸습니다.',
      '한참 동안 서류를 찾았습니다.',
      '간격을 크게 벌렸습니다.',
    ])
      expect(fixes(text, 'ko'), text).toEqual([]);
    for (const text of [
      'The van stayed stationary for an hour.',
      'We tested a stationary engine.',
      'Her skills complement mine.',
      'The wine was a good complement to the meal.',
    ])
      expect(fixes(text, 'en'), text).toEqual([]);
  });
  it('sends no kept trade word to the speller, still sends a slip of one, and keeps the old forms', () => {
    const sent = wordsToSpell(
      'Zirconia crowns from intraoral scans in exocad; codling moth traps.',
      'en',
      [],
    );
    for (const w of ['Zirconia', 'intraoral', 'exocad', 'codling']) expect(sent, w).not.toContain(w);
    expect(wordsToSpell('Zirconai crowns.', 'en', [])).toContain('Zirconai');
    expect(wordsToSpell('Saya memeriksa pruf terakhir.', 'id', [])).not.toContain('pruf');
    expect(wordsToSpell('꽃은 물올림을 했습니다.', 'ko', [])).not.toContain('물올림을');
    expect(fixes('나즈막한 목소리로 말했습니다.', 'ko').join()).toContain('나지막한');
    expect(fixes('우뢰와 같은 박수가 나왔습니다.', 'ko').join()).toContain('우레');
    expect(fixes('나지막한 목소리로 말했습니다.', 'ko')).toEqual([]);
    expect(KNOWN_MISSPELLINGS.id.mengenyampingkan).toBe('mengesampingkan');
  });
});

describe('round twenty-four: Indonesian affixes hyphened to a foreign word, paired words, the spoken register', () => {
  const correct = (w: string) => ['cancel', 'upload', 'setting', 'periksa'].includes(w);
  it('passes an affix and a hyphen before a word the dictionaries know (PUEBI: di-back up, me-recall)', () => {
    for (const w of ['di-cancel', 'meng-upload', 'di-setting-kan', 'ter-upload'])
      expect(indonesianTerm(w, correct), w).toBe(true);
  });
  it('leaves a slip after the hyphen and a hyphen after no affix', () => {
    for (const w of ['di-cancle', 'meng-uplod', 'xyz-upload'])
      expect(indonesianTerm(w, correct), w).toBe(false);
  });
  it('sends no paired half or spoken-register word to the speller, and still sends a slip of one', () => {
    const sent = wordsToSpell(
      'Warga gotong royong di tengah hiruk pikuk; ojol menunggu di warkop.',
      'id',
      [],
    );
    for (const w of ['royong', 'pikuk', 'ojol', 'warkop']) expect(sent, w).not.toContain(w);
    expect(wordsToSpell('Warga gotong royog.', 'id', [])).toContain('royog');
  });
});

describe('round twenty-four: the French of kitchens, and a marketing loanword', () => {
  const at = (text: string, word: string) => {
    const toks = tokens(text);
    return kitchenFrench(
      toks,
      toks.findIndex((t) => t.word === word),
    );
  };
  it('leaves a word of a kitchen phrase alone inside the phrase', () => {
    expect(at('I set up my mise en place early.', 'mise')).toBe(true);
    expect(at('Promoted to chef de partie in a year.', 'de')).toBe(true);
    expect(at('Lamb with a rosemary au jus.', 'jus')).toBe(true);
    expect(at('Duck breast cooked sous vide.', 'vide')).toBe(true);
  });
  it('checks the same words outside the phrase', () => {
    expect(at('I jus wanted to help.', 'jus')).toBe(false);
    expect(at('The de team met.', 'de')).toBe(false);
    expect(at('A mise of herbs.', 'mise')).toBe(false);
  });
  it('keeps the single terms and 퍼널 as words', () => {
    const sent = wordsToSpell('Brunoise shallots in a bain-marie, then an amuse-bouche.', 'en', []);
    for (const w of ['Brunoise', 'bain-marie', 'amuse-bouche']) expect(sent, w).not.toContain(w);
    expect(wordsToSpell('퍼널 단계마다 이탈을 봤습니다.', 'ko', [])).not.toContain('퍼널');
    expect(wordsToSpell('Brunoisse shallots.', 'en', [])).toContain('Brunoisse');
  });
});

describe('round twenty-four: Indonesian tahu written tau', () => {
  it('flags tau after who knows or a modal', () => {
    expect(fixes('Kami belum tau hasilnya.', 'id')).toContain('tau→tahu');
    expect(fixes('Saya ingin tau prosesnya.', 'id')).toContain('tau→tahu');
  });
  it('leaves tahu, and tau as a letter or a name', () => {
    for (const text of ['Saya tahu caranya.', 'Huruf tau dipakai dalam rumus.', 'Protein tau diteliti.'])
      expect(fixes(text, 'id'), text).toEqual([]);
  });
});

describe('round twenty-four: there for their, not after an adverb of place or in a question', () => {
  it('still flags there before what one has', () => {
    expect(fixes('The pickers logged there shifts late.', 'en')).toContain('there →their ');
  });
  it('leaves there as the adverb or the subject of a question', () => {
    for (const text of [
      'From there customers are sent to the desk.',
      'Are there staff on site tonight?',
      'Once there patients are triaged quickly.',
    ])
      expect(fixes(text, 'en'), text).toEqual([]);
  });
});
