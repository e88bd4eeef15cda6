import { describe, expect, it } from 'vitest';
import { doubledLetter, judge, sinoKoreanPrefixed, spellingFindings, wordsToSpell } from './spelling';
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
    expect(found.map((f) => [text.slice(...f.range), f.suggestions?.[0]])).toEqual([['몇일', '며칠']]);
    // 역활을 is not a kept word (only 역활): the dictionary decides it.
    expect(wordsToSpell(text, 'ko', [])).toContain('역활을');
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
    const correct = dictionary(['하나', '창고', '일주일', '역할']);
    for (const w of ['하나씩', '창고별', '창고별로', '일주일씩', '역할마다'])
      expect(judge('ko', w, correct), w).toBe(true);
    // The head must be a word: 역활별 is still 역활.
    expect(judge('ko', '역활별', correct)).toBe(false);
  });

  it('takes a word with a transliteration-only syllable for a loanword (풀필먼트, 캐시를), not native misspellings', () => {
    const none = dictionary([]);
    for (const w of ['풀필먼트', '캐시를', '템플릿', '스키마를']) expect(judge('ko', w, none), w).toBe(true);
    for (const w of ['역활은', '헤메기도', '몇일', '틈틈히', '됬을'])
      expect(judge('ko', w, none), w).toBe(false);
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

  it('keeps misspellings flagged: a root that is no word, and me- before a root it does not take', () => {
    const correct = dictionary(['kerja', 'pekerjaan', 'rubah', 'ubah', 'usah', 'perusahaan']);
    for (const w of ['pekerjan', 'merubah', 'sistimatis', 'perusahan'])
      expect(judge('id', w, correct), w).toBe(false);
  });
});

describe('round four: the general causes of round three’s false alarms and misses', () => {
  it('lets a Sino-Korean prefix on a known word pass, and still flags a misspelt word after it', () => {
    const correct = dictionary(['대면', '방문', '분류', '재해']);
    for (const w of ['비대면', '재방문', '오분류', '무재해', '재방문이', '비대면으로'])
      expect(judge('ko', w, correct), w).toBe(true);
    expect(sinoKoreanPrefixed('재방문', correct)).toBe(true);
    expect(judge('ko', '재방믄', correct)).toBe(false);
    // Not one of the prefixes: 가+대면 stays for the dictionary.
    expect(judge('ko', '가대면', correct)).toBe(false);
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
