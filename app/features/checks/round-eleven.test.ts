// Round eleven (ADR 0039): the round-ten set's (fresh8.ts, seen) misses by their general cause, each both
// ways — a verb's ending taken for a particle (햇갈리는), an adverb glued to 하다 (안절부절하며,
// 열심히했습니다), sound-alike Korean words told apart by what follows (반듯이/반드시), an English vowel
// guessed in an unstressed syllable hidden by a compound split (calender), KBBI's non-standard forms the
// kept Indonesian dictionary lists (nampak), blind-hiring phrasings (an age to come, a birth dated by an
// event, children had, wealth in idioms, a school with an apostrophe), a school's name inside a company's,
// a figure said as a rate, an introduction's modal taken for an answer, and one virtue "하나로".
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import { clicheFindings, openingFinding } from './cliches';
import { droppedOrSwapped } from './english-words';
import { adverbGluedToHa } from './korean-morphemes';
import { repetitionWithin } from './repetition';
import { farFromDictionary, judge, koCompound } from './spelling';
import { spellInThread } from './speller-worker';
import { contextHits } from './spelling-rules';
import type { CheckLang } from './types';

const set = (words: string[]) => {
  const s = new Set(words);
  return (w: string) => s.has(w);
};
const blind = (text: string, lang: CheckLang, spans: [number, number][] = [], schools: string[] = []) =>
  blindFindings(text, lang, spans, schools).map((f) => text.slice(...f.range));

describe('Korean spelling: the kinds the round-ten set slipped through', () => {
  it('a verb ending taken for a particle: a slip of the stem is one jamo from the whole word', () => {
    // 햇갈리 alone is near no word (a stem is no word); 햇갈리는 is one jamo from 헷갈리는.
    const whole = set(['헷갈리는', '헤매는', '리뉴얼']);
    const parts = () => false;
    expect(farFromDictionary('햇갈리는', parts, whole)).toBe(false);
    expect(farFromDictionary('헤메는', parts, whole)).toBe(false);
    // A loanword with a particle stays far (리뷰+얼을 is no whole word Hunspell knows).
    expect(farFromDictionary('리뉴얼을', parts, whole)).toBe(true);
    expect(farFromDictionary('탑차를', parts, whole)).toBe(true);
  });

  it('an adverb glued to 하다 that is no 하다 verb', () => {
    const m = (...parts: [string, string][]) =>
      parts.map(([surface, pos]) => ({ surface, pos, known: true }));
    const correct = set(['안절부절', '열심히', '반짝반짝', '반짝반짝하다', '함께', '함께하다']);
    expect(adverbGluedToHa('안절부절하며', m(['안절부절', 'MAG'], ['하', 'VV'], ['며', 'EC']), correct)).toBe(
      true,
    );
    expect(
      adverbGluedToHa('열심히했습니다', m(['열심히', 'MAG'], ['했', 'VV+EP'], ['습니다', 'EF']), correct),
    ).toBe(true);
    expect(
      adverbGluedToHa('반짝반짝하는', m(['반짝반짝', 'MAG'], ['하', 'VV'], ['는', 'ETM']), correct),
    ).toBe(false);
    expect(adverbGluedToHa('함께하며', m(['함께', 'MAG'], ['하', 'VV'], ['며', 'EC']), correct)).toBe(false);
    // A noun and 하다 is the compound rules' to judge (협업하여).
    expect(adverbGluedToHa('협업하여', m(['협업', 'NNG'], ['하', 'XSV'], ['여', 'EC']), correct)).toBe(false);
  });

  it('sound-alike words told apart by what follows', () => {
    const hits = (t: string) => contextHits(t, 'ko').map((h) => [h.found, h.fix]);
    expect(hits('마감 전에 반듯이 다시 확인했습니다.')).toEqual([['반듯이', '반드시']]);
    expect(hits('눈을 지긋이 감고 소리를 들었습니다.')).toEqual([['눈을 지긋이', '눈을 지그시']]);
    expect(hits('짧은 글로 인사를 가름합니다.')).toEqual([['인사를 가름합', '인사를 갈음합']]);
    expect(hits('한계를 너머 새 기록을 세웠습니다.')).toEqual([['를 너머', '를 넘어']]);
    for (const t of [
      '상자를 반듯이 쌓아 올렸습니다.',
      '허리를 펴고 반듯이 앉아 일했습니다.',
      '서류를 반듯이 접어 넣었습니다.',
      '마감 전에 반드시 확인했습니다.',
      '나이가 지긋이 든 손님이 많았습니다.',
      '산 너머 마을까지 배송했습니다.',
      '품질로 승부를 가름했습니다.',
    ])
      expect(hits(t), t).toEqual([]);
  });
});

describe('English and Indonesian spelling', () => {
  it('a vowel guessed after the first syllable is a misspelling, not a compound', () => {
    const correct = set([
      'calendar',
      'separate',
      'relevant',
      'independent',
      'sticker',
      'stickers',
      'stack',
      'ers',
    ]);
    for (const w of ['calender', 'seperate', 'relevent', 'independant'])
      expect(droppedOrSwapped(w, correct), w).toBe(true);
    // The first syllable's vowel is stressed: "stackers" is no slip of "stickers".
    expect(droppedOrSwapped('stackers', correct)).toBe(false);
    expect(judge('en', 'calender', set(['cal', 'end', 'calendar']))).toBe(false);
    expect(judge('en', 'dataset', set(['data', 'set', 'dataset']))).toBe(true);
  });
});

describe('Indonesian: the commonest words of the kept word list', () => {
  it('passes a common word one letter from a dictionary word, keeps a rarer one flagged', () => {
    const correct = set(['hulu', 'bulu', 'api', 'tepi', 'praktik']);
    const listed = set(['dulu', 'tapi', 'praktek']);
    const common = set(['dulu', 'tapi']);
    expect(judge('id', 'dulu', correct, { listed, common })).toBe(true);
    expect(judge('id', 'tapi', correct, { listed, common })).toBe(true);
    expect(judge('id', 'praktek', correct, { listed, common })).toBe(false);
    // Without the commonest words, as before.
    expect(judge('id', 'dulu', correct, { listed })).toBe(false);
  });
});

describe('round eleven in the speller thread (real dictionaries)', () => {
  it('flags the Korean kinds and passes their correct forms', async () => {
    const misspelt = ['햇갈리는', '안절부절하며', '열심히했습니다'];
    const accepted = [
      '헷갈리는',
      '안절부절못하며',
      '반짝반짝하는',
      '갈팡질팡하며',
      '함께했습니다',
      '리뉴얼을',
      '탑차를',
    ];
    const { unknown } = await spellInThread({ lang: 'ko', words: [...accepted, ...misspelt] });
    expect(Object.keys(unknown).sort()).toEqual([...misspelt].sort());
  }, 180_000);

  it('flags English unstressed-vowel slips and KBBI non-standard forms the Indonesian dictionary lists', async () => {
    const en = await spellInThread({
      lang: 'en',
      words: ['calender', 'existance', 'calendar', 'signups', 'stackers'],
    });
    expect(Object.keys(en.unknown).sort()).toEqual(['calender', 'existance']);
    const id = await spellInThread({
      lang: 'id',
      words: ['tampak', 'imbau', 'mengimbau', 'dulu', 'tapi', 'fitur', 'pasca', 'praktek'],
    });
    expect(Object.keys(id.unknown)).toEqual(['praktek']);
  }, 180_000);
});

describe('blind hiring: the round-ten set’s missed families in new wording', () => {
  it('flags an age to come, a birth dated by an event, an age in words', () => {
    for (const t of [
      'I turn 40 next year.',
      "I'm turning thirty in May.",
      "I'll be 45 this year, and",
      'I was born the year the Berlin Wall fell.',
      'I was born during the Asian financial crisis.',
    ])
      expect(blind(t, 'en'), t).not.toEqual([]);
    for (const t of [
      '월드컵이 열린 해에 태어났습니다.',
      'IMF 외환 위기 무렵 태어나 자랐습니다.',
      '스물둘에 입사했습니다.',
    ])
      expect(blind(t, 'ko'), t).not.toEqual([]);
  });

  it('flags children had and wealth in idioms', () => {
    for (const t of [
      'We have a newborn daughter.',
      'I have two young sons at home.',
      'Our baby son was born in May.',
      'I was born with a silver spoon.',
      'My parents came from a wealthy family.',
      'I grew up poor.',
    ])
      expect(blind(t, 'en'), t).not.toEqual([]);
  });

  it('leaves working sentences alone', () => {
    for (const t of [
      'I turn every complaint into a ticket.',
      "I'll be 30 minutes early to every shift.",
      'We have a baby products line and two toddler brands.',
      'The clinic was born during the pandemic as a pop-up.',
      'I come from a logistics background.',
      'Money was tight on the project, so we reused the racks.',
      'We have two sites and a depot.',
    ])
      expect(blind(t, 'en'), t).toEqual([]);
    for (const t of [
      '그해에 새 설비가 도입됐습니다.',
      '서른두 개 매장을 관리했습니다.',
      '공정이 바뀐 때 태풍이 왔습니다.',
    ])
      expect(blind(t, 'ko'), t).toEqual([]);
  });

  it('a school with an apostrophe is a school; a school’s name inside a company’s is not', () => {
    expect(blind("I studied at King's College London.", 'en')).toEqual(["King's College"]);
    expect(blind("I graduated from St John's College in 2015.", 'en')).toEqual(["St John's College"]);
    for (const t of [
      'I worked for Harvard Bioscience and Oxford Nanopore.',
      'I joined Cambridge Assessment in 2019.',
    ])
      expect(blind(t, 'en'), t).toEqual([]);
    expect(blind('I have a Harvard MBA.', 'en')).toEqual(['Harvard']);
    expect(blind('I studied at Harvard Business School.', 'en')).toEqual(['Harvard Business School']);
    // A declared company holding the resume's school is the company (never flagged); the school alone is.
    const text = '서울대학교병원에서 일했고 서울대학교를 졸업했습니다.';
    const company: [number, number] = [0, '서울대학교병원'.length];
    expect(blind(text, 'ko', [company], ['서울대학교'])).toEqual(['서울대학교']);
  });
});

describe('repetition, opening and clichés', () => {
  it('a figure said as a rate is a figure; once is not a repetition', () => {
    const twice = (t: string) => repetitionWithin(t).filter((f) => f.message === 'repetition.figure').length;
    expect(twice('We cut remakes by 12 a month. In the end remakes fell by 12 a month.')).toBe(1);
    expect(twice('Kami menambah 25 pesanan per minggu. Akhirnya naik 25 pesanan per minggu.')).toBe(1);
    expect(twice('We cut remakes by 12 a month. Complaints fell by 30 a year.')).toBe(0);
  });

  it('an introduction formula is no answer, whatever its modal', () => {
    expect(
      openingFinding(
        'Dengan hormat, saya ingin memperkenalkan diri. Target saya jelas.',
        'Apa rencana Anda lima tahun ke depan?',
      )?.kind,
    ).toBe('opening');
    expect(
      openingFinding(
        '안녕하십니까, 저를 소개하겠습니다. 목표는 분명합니다.',
        '입사 후 포부를 기술해 주십시오.',
      )?.kind,
    ).toBe('opening');
    expect(
      openingFinding(
        'Dengan hormat, dalam lima tahun saya ingin memimpin tim gudang.',
        'Apa rencana Anda lima tahun ke depan?',
      ),
    ).toBeNull();
    expect(
      openingFinding('입사 후 3년 안에 배차 자동화를 완성하겠습니다.', '입사 후 포부를 기술해 주십시오.'),
    ).toBeNull();
  });

  it('one virtue as all one brings', () => {
    const found = (t: string) => clicheFindings(t, 'ko').map((f) => t.slice(...f.range));
    expect(found('끈기 하나만으로 버텼습니다.')).toEqual(['끈기 하나만으로']);
    expect(found('체력 하나만큼은 자신 있습니다.')).toEqual(['체력 하나만큼은']);
    expect(found('부품 하나로 설비 전체가 멈췄습니다.')).toEqual([]);
  });
});

describe('speed: a compound split looks up no head its rest rules out', () => {
  it('gives the same answers and asks about fewer heads', () => {
    const known = set(['품질', '보증', '체계', '원인', '모바일', '뱅킹']);
    const asked: string[] = [];
    const part = (x: string) => {
      asked.push(x);
      return known(x);
    };
    expect(koCompound('품질보증체계', part)).toBe(true);
    expect(koCompound('모바일뱅킹', part)).toBe(true);
    asked.length = 0;
    // No rest of 원인이었습늬 is a word or a compound: none of its heads is asked about.
    expect(koCompound('원인이었습늬', part)).toBe(false);
    expect(asked.filter((x) => '원인이었습늬'.startsWith(x))).toEqual([]);
  });
});
