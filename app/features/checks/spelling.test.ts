import { describe, expect, it } from 'vitest';
import {
  boundSuffixed,
  doubledLetter,
  englishLoan,
  farFromDictionary,
  hyphenated,
  judge,
  knownKo,
  koCompound,
  sinoKoreanPrefixed,
  spellingFindings,
  wordsToSpell,
} from './spelling';
import { contextHits } from './spelling-rules';
import { protectedSpans } from './text';

const dictionary = (words: string[]) => {
  const set = new Set(words);
  return (w: string) => set.has(w);
};

describe('Korean spelling', () => {
  it('flags the kept misspellings with their correction', () => {
    const text = '몇일 동안 역활을 고민했습니다.';
    const found = spellingFindings(text, 'ko', [], {});
    // 역활을 is the kept 역활 with a particle: flagged, the correction keeps the particle.
    expect(found.map((f) => [text.slice(...f.range), f.suggestions?.[0]])).toEqual([
      ['몇일', '며칠'],
      ['역활을', '역할을'],
    ]);
    expect(wordsToSpell(text, 'ko', [])).not.toContain('역활을');
  });

  it('catches real-word errors with the context rules: 되/돼, 안/않, 로서/로써, spacing', () => {
    const hit = (s: string) => contextHits(s, 'ko').map((h) => [h.found, h.fix]);
    expect(hit('일이 잘 되서 기뻤습니다.')).toEqual([['되서', '돼서']]);
    expect(hit('설명을 않했습니다.')).toEqual([['않했', '안 했']]);
    expect(hit('포기하지 안았습니다.')).toEqual([['포기하지 안았', '포기하지 않았']]);
    expect(hit('팀장으로써 책임졌습니다.')).toEqual([['팀장으로써', '팀장으로서']]);
    expect(hit('대화로서 풀었습니다.')).toEqual([['대화로서', '대화로써']]);
    expect(hit('제가 할수 있는 일')).toEqual([['할수', '할 수']]);
    expect(hit('배우는것이 많았습니다')).toEqual([['배우는것', '배우는 것']]);
  });

  it('leaves correct sentences alone: 돼서, 않았다, 로서 as a role, 할수록, 실수, 그것', () => {
    for (const s of [
      '일이 잘 돼서 기뻤습니다.',
      '포기하지 않았습니다.',
      '팀장으로서 책임졌습니다.',
      '이로써 문제가 풀렸습니다.',
      '일할수록 배웠습니다.',
      '실수 없이 처리했습니다.',
      '그것이 답이었습니다.',
      '할 수 있는 일을 했습니다.',
    ])
      expect(contextHits(s, 'ko'), s).toEqual([]);
  });

  it('accepts words glued from two dictionary words, as 향상시켰습니다 and 협업하여', () => {
    const correct = dictionary(['향상', '시켰습니다', '협업', '오류', '율']);
    expect(judge('ko', '향상시켰습니다', correct)).toBe(true);
    expect(judge('ko', '협업하여', correct)).toBe(true);
    expect(judge('ko', '오류율을', correct)).toBe(true);
    // One-syllable halves do not count: 역+활 is no word.
    expect(judge('ko', '역활', dictionary(['역', '활']))).toBe(false);
  });

  it('accepts a dictionary noun with a suffix or bound noun glued on (하나씩, 창고별, 일주일씩), then a particle', () => {
    const correct = dictionary(['하나', '창고', '일주일', '역할', '역할별']);
    for (const w of ['하나씩', '창고별', '창고별로', '일주일씩', '역할마다'])
      expect(judge('ko', w, correct), w).toBe(true);
    // The head must be a word: 역활별 is still 역활.
    expect(judge('ko', '역활별', correct)).toBe(false);
  });

  it('takes a word with a transliteration-only syllable for a loanword (풀필먼트, 캐시를), not native misspellings', () => {
    const none = dictionary([]);
    for (const w of ['풀필먼트', '캐시를', '템플릿', '스키마를']) expect(judge('ko', w, none), w).toBe(true);
    // The words meant are one jamo away (the real dictionary knows them).
    const meant = dictionary(['역할', '헤매기', '며칠', '틈틈이', '됐을']);
    for (const w of ['역활은', '헤메기도', '몇일', '틈틈히', '됬을'])
      expect(judge('ko', w, meant), w).toBe(false);
  });

  it('never flags names, company names or the member’s terms, with a particle after them', () => {
    const text = '카카오페이에서 김민준님과 일했습니다.';
    const spans = protectedSpans(text, ['카카오페이', '김민준']);
    expect(wordsToSpell(text, 'ko', spans)).toEqual(['일했습니다']);
    expect(spellingFindings(text, 'ko', spans, { 카카오페이에서: ['카카오'], 김민준님과: [] })).toEqual([]);
  });
});

describe('English and Indonesian spelling', () => {
  it('asks the dictionary about ordinary words, not names or acronyms inside a sentence', () => {
    const text = 'I worked with Maya at Brightcart on KPI dashboards and recieved praise.';
    expect(wordsToSpell(text, 'en', [])).toEqual(['worked', 'with', 'at', 'on', 'and', 'praise']);
    const found = spellingFindings(text, 'en', [], {});
    expect(found.map((f) => f.suggestions?.[0])).toEqual(['received']);
  });

  it('flags "could of" and Indonesian di/ke written together before a place', () => {
    expect(contextHits('We could of argued.', 'en').map((h) => h.fix)).toEqual(['could have']);
    expect(contextHits('Saya bekerja dimana saja.', 'id').map((h) => h.fix)).toEqual(['di mana']);
    expect(contextHits('Tugas itu di kerjakan tim.', 'id').map((h) => h.fix)).toEqual(['dikerjakan']);
  });

  it('judges a capitalised or possessive word by its plain form', () => {
    const correct = dictionary(['team', 'analyst']);
    expect(judge('en', 'Team', correct)).toBe(true);
    expect(judge('en', "analyst's", correct)).toBe(true);
    expect(judge('en', 'teh', correct)).toBe(false);
  });

  it('lets closed compounds of two dictionary words pass, with a plural or verb ending', () => {
    const correct = dictionary([
      'sign',
      'up',
      'ups',
      'work',
      'flow',
      'data',
      'set',
      'a',
      'lot',
      'in',
      'fact',
      'each',
      'other',
    ]);
    for (const w of ['signup', 'signups', 'workflows', 'datasets', 'Signups'])
      expect(judge('en', w, correct), w).toBe(true);
    // A head of one or two letters is not a compound: "alot", "infact" stay flagged.
    for (const w of ['alot', 'infact', 'signupz']) expect(judge('en', w, correct), w).toBe(false);
    // A split that passes but is a dictionary word with a letter dropped is a misspelling ("explaned").
    const withExplained = dictionary(['exp', 'laned', 'explained', 'lane', 'la']);
    expect(judge('en', 'explaned', withExplained)).toBe(false);
    // A compound that is itself a misspelling is a kept one, with its correction.
    const found = spellingFindings('We helped eachother.', 'en', [], {});
    expect(found.map((f) => f.suggestions?.[0])).toEqual(['each other']);
  });
});

describe('Indonesian affixes', () => {
  it('accepts a dictionary root with its suffixes and prefixes (proses+nya, kuartal+an, di+undur)', () => {
    const correct = dictionary(['proses', 'kuartal', 'undur', 'jahit', 'rubah', 'ubah']);
    for (const w of ['prosesnya', 'kuartalan', 'diundur', 'dijahitkan', 'terjahit'])
      expect(judge('id', w, correct), w).toBe(true);
  });

  it('keeps misspellings flagged: a root that is no word', () => {
    const correct = dictionary(['kerja', 'pekerjaan', 'rubah', 'ubah', 'usah', 'perusahaan']);
    for (const w of ['pekerjan', 'sistimatis', 'perusahan']) expect(judge('id', w, correct), w).toBe(false);
  });

  it('keeps "merubah" flagged as a kept misspelling: me+rubah ("fox") is regular morphology (round six)', () => {
    expect(wordsToSpell('Saya merubah jadwal.', 'id', [])).not.toContain('merubah');
    const found = spellingFindings('Saya merubah jadwal.', 'id', [], {});
    expect(found.map((f) => f.suggestions?.[0])).toEqual(['mengubah']);
  });
});

describe('round four: the general causes of round three’s false alarms and misses', () => {
  it('lets a Sino-Korean prefix on a known word pass, and still flags a misspelt word after it', () => {
    const correct = dictionary(['대면', '방문', '분류', '재해', '방문']);
    for (const w of ['비대면', '재방문', '오분류', '무재해', '재방문이', '비대면으로'])
      expect(judge('ko', w, correct), w).toBe(true);
    expect(sinoKoreanPrefixed('재방문', correct)).toBe(true);
    expect(judge('ko', '재방믄', correct)).toBe(false);
    // Not one of the prefixes: 가+대면 stays for the dictionary.
    expect(sinoKoreanPrefixed('가대면', correct)).toBe(false);
  });

  it('lets a compound of a known word and a loanword pass (모바일+뱅킹), not one with a misspelt half', () => {
    const correct = dictionary(['모바일', '금융']);
    expect(judge('ko', '모바일뱅킹', correct)).toBe(true);
    expect(judge('ko', '모바일금융', correct)).toBe(true);
    expect(judge('ko', '모바일굼융', correct)).toBe(false);
  });

  it('flags an English word with a letter doubled by mistake even when it splits into two words', () => {
    const correct = dictionary(['all', 'ways', 'always', 'well', 'come', 'welcome', 'sign', 'ups']);
    expect(doubledLetter('allways', correct)).toBe(true);
    expect(judge('en', 'allways', correct)).toBe(false);
    expect(judge('en', 'wellcome', correct)).toBe(false);
    // A closed compound with no doubled letter to take out still passes.
    expect(doubledLetter('signups', correct)).toBe(false);
    expect(judge('en', 'signups', correct)).toBe(true);
  });

  it('keeps Indonesian IT terms the dictionary lacks, and still asks about a misspelling', () => {
    expect(wordsToSpell('Saya memperbaiki kueri basis data.', 'id', [])).not.toContain('kueri');
    expect(wordsToSpell('Saya memperbaiki kuerri basis data.', 'id', [])).toContain('kuerri');
  });
});

describe('round five: the general causes of round four’s false alarms and misses', () => {
  it('accepts a compound of three dictionary words and a one-syllable bound suffix, with a particle (품질보증팀에서, 기간제, 방과후)', () => {
    const correct = dictionary(['품질', '보증', '지상', '조업', '기간', '방과', '체계']);
    for (const w of ['품질보증팀에서', '지상조업팀에서', '기간제', '방과후', '품질보증체계를', '기간제로'])
      expect(judge('ko', w, correct), w).toBe(true);
    const part = (x: string) => correct(x);
    expect(koCompound('품질보증체계', part)).toBe(true);
    expect(boundSuffixed('품질보증팀', (x) => koCompound(x, part))).toBe(true);
    // A misspelt noun before the suffix or inside the compound stays flagged (품질보증 is one jamo off).
    const meant = dictionary(['품질', '보증', '체계', '역할', '역할팀']);
    for (const w of ['품질보즁팀에서', '역활팀', '품짙보증체계'])
      expect(judge('ko', w, meant), w).toBe(false);
    // Not a bound suffix: 역활+씨 is not a noun with 팀/제/후.
    expect(boundSuffixed('역할씨', meant)).toBe(false);
  });

  it('accepts the short names of government bodies with a particle (식약처, 국토부에서), not a misspelt one', () => {
    const none = dictionary([]);
    for (const w of ['식약처', '국토부에서', '금감원의', '질병청'])
      expect(wordsToSpell(`${w} 점검`, 'ko', []), w).not.toContain(w);
    expect(wordsToSpell('식약쳐 점검', 'ko', [])).toContain('식약쳐');
    expect(judge('ko', '식약쳐', dictionary(['식약처']))).toBe(false);
    expect(none('식약처')).toBe(false);
  });

  it('lets a Hangul word no accepted word is one jamo from pass (리뉴얼을, 탑차를), and flags one that is (됬을, 희안하게)', () => {
    const meant = dictionary(['됐을', '희한하게', '리뷰를', '탑재를']);
    expect(farFromDictionary('리뉴얼을', meant)).toBe(true);
    expect(judge('ko', '리뉴얼을', meant)).toBe(true);
    expect(judge('ko', '탑차를', meant)).toBe(true);
    expect(farFromDictionary('희안하게', meant)).toBe(false);
    expect(judge('ko', '됬을', meant)).toBe(false);
    expect(judge('ko', '희안하게', meant)).toBe(false);
    // Two syllables or fewer stay for the dictionary: 역활 lies far from everything in this dictionary.
    expect(farFromDictionary('역활', meant)).toBe(false);
  });

  it('flags a kept misspelling with a particle or a glued suffix, keeping what follows in the correction', () => {
    expect(knownKo('몇일씩')).toBe('며칠씩');
    expect(knownKo('역활을')).toBe('역할을');
    expect(knownKo('역할을')).toBeUndefined();
    expect(knownKo('일씩')).toBeUndefined();
  });

  it('judges a hyphenated English word part by part (Mis-loads, co-ordinated) and still flags a misspelt part', () => {
    const correct = dictionary([
      'loads',
      'coordinated',
      'based',
      'receive',
      'well',
      'received',
      'follow',
      'up',
    ]);
    for (const w of ['Mis-loads', 'co-ordinated', 'receive-based', 'follow-up', 'well-received'])
      expect(judge('en', w, correct), w).toBe(true);
    for (const w of ['recieve-based', 'well-recieved', 'mis-laods', 'co-', 'xyz-based'])
      expect(judge('en', w, correct), w).toBe(false);
    expect(hyphenated('co-ordinated', (p) => correct(p))).toBe(true);
    // A prefix only before a hyphen, not as the last part.
    expect(hyphenated('loads-mis', (p) => correct(p))).toBe(false);
  });

  it('takes an Indonesian spelling of an English word for a loanword (kontainer, kultur), not an Indonesian misspelling', () => {
    const correct = dictionary(['container', 'culture', 'praktik', 'risiko', 'aktivitas', 'practice']);
    for (const w of ['kontainer', 'kultur']) expect(judge('id', w, correct), w).toBe(true);
    for (const w of ['praktek', 'resiko', 'aktifitas', 'kontainar'])
      expect(judge('id', w, correct), w).toBe(false);
    expect(englishLoan('kontainer', correct)).toBe(true);
    expect(englishLoan('resiko', correct)).toBe(false);
  });
});
