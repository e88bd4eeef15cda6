// Round twenty-two (ADR 0039): spelling by family, each both ways on made-up sentences with words neither
// the planted sets nor the round's development material (spelling-dev-*.ts) hold: the slip is flagged with
// its correction, the correct forms of the same family are left alone.
import { describe, expect, it } from 'vitest';
import { confixedCompound, indonesianShapes } from './indonesian-word-shapes';
import { doubledConsonant, englishLoan } from './indonesian-affixes';
import { loanPrefixed } from './korean-loan-prefixes';
import { passiveAdnominal } from './korean-passive-forms';
import { judge, wordsToSpell } from './spelling';
import { contextHits } from './spelling-rules';
import type { CheckLang } from './types';

const fixes = (text: string, lang: CheckLang, rule: string) =>
  contextHits(text, lang)
    .filter((h) => h.rule === rule)
    .map((h) => `${h.found}→${h.fix}`);

describe('round twenty-two: Korean hearsay -ㄴ대요 and 되 ending a sentence', () => {
  it('flags an action verb -ㄴ데요 with its hearsay form', () => {
    for (const [text, found] of [
      ['납품이 늦어진데요.', '늦어진데요→늦어진대요'],
      ['점장님이 곧 나온데요.', '나온데요→나온대요'],
      ['부품이 모자라서 라인이 멈춘다고 했는데 다시 돌아간데요.', '돌아간데요→돌아간대요'],
      ['사무실이 이전된데요.', '이전된데요→이전된대요'],
      ['주문이 두 배로 뛴데요.', '뛴데요→뛴대요'],
      ['교육이 다음 주에 열린다는데 일정이 생겨난데요.', '생겨난데요→생겨난대요'],
    ])
      expect(fixes(text, 'ko', 'ending'), text).toContain(found);
  });

  it('leaves descriptive verbs and -는데요 alone', () => {
    for (const text of [
      '디자인이 정말 멋진데요.',
      '솜씨가 엄청난데요.',
      '날씨가 꽤 추운데요.',
      '가격이 조금 비싼데요.',
      '지금 가는데요.',
      '오늘은 조용한데요.',
      '그 부분은 필요한데요.',
    ])
      expect(fixes(text, 'ko', 'ending'), text).toEqual([]);
  });

  it('flags 되 ending a sentence, leaves the connective -되 and 되도록', () => {
    expect(fixes('서류만 내면 되. 그다음은 제가 할게요.', 'ko', 'doe-dwae')).toEqual(['되→돼']);
    expect(fixes('이번 달은 잘되!', 'ko', 'doe-dwae')).toEqual(['잘되→잘돼']);
    expect(fixes('기록하되 짧게 쓰고, 되도록 오늘 보내 주세요.', 'ko', 'doe-dwae')).toEqual([]);
  });
});

describe('round twenty-two: Korean passive -어질 and shift crews', () => {
  const correct = (w: string) => ['맞춰진', '알려진', '꺼져', '옮겨진'].includes(w);
  it('passes -질 when the verb has its -진/-져 form, not a slip of the stem', () => {
    for (const w of ['맞춰질', '알려질지', '꺼질까', '옮겨질수록'])
      expect(passiveAdnominal(w, correct), w).toBe(true);
    for (const w of ['맞쳐질', '알러질', '바느질', '옮겨칠'])
      expect(passiveAdnominal(w, correct), w).toBe(false);
  });

  it('passes a noun with 조 or 반 glued, a slip before it stays flagged', () => {
    const known = (w: string) => ['새벽', '포장', '주말', '입문'].includes(w);
    for (const w of ['새벽조', '포장조', '주말반', '입문반']) expect(judge('ko', w, known), w).toBe(true);
    expect(judge('ko', '새벽쪼', known)).toBe(false);
  });
});

describe('round twenty-two: Korean loanwords with a short English word as a prefix', () => {
  const correct = (w: string) => ['데이', '타임', '사이드', '엔드', '킥'].includes(w);
  const reads = (w: string) => ['데이', '타임', '사이드', '엔드', '럭', '킥'].includes(w);
  it('passes a prefix before a known loanword, with a particle', () => {
    for (const w of ['원데이', '오버타임을', '아웃사이드', '하이엔드로'])
      expect(loanPrefixed(w, correct, reads, /(?:을|를|로)$/), w).toBe(true);
  });
  it('leaves a native slip that starts like a prefix, and an unknown rest', () => {
    for (const w of ['노럭', '원대이', '인사이트', '노킥'])
      expect(loanPrefixed(w, correct, reads, /을$/), w).toBe(false);
  });
});

describe("round twenty-two: English they're written their/there", () => {
  it("flags their/there before a subject's verb", () => {
    expect(fixes('Their hoping to finish by Friday.', 'en', 'confusable')).toEqual(["Their →They're "]);
    expect(fixes('I think there unable to attend.', 'en', 'confusable')).toEqual(["there →they're "]);
    expect(fixes('Their also waiting for parts.', 'en', 'confusable')).toEqual(["Their →They're "]);
  });

  it('leaves "is there going to be" and their + a noun alone', () => {
    for (const text of [
      'Was there going to be a refund?',
      'Their waiting room was full.',
      'Their working week is four days.',
      'Their planning team signed it off.',
    ])
      expect(fixes(text, 'en', 'confusable'), text).toEqual([]);
  });

  it('passes -ment of a verb, keeps -ement slips flagged', () => {
    const correct = (w: string) => ['attain', 'harass', 'abandon', 'argue', 'judge'].includes(w);
    for (const w of ['attainment', 'harassment', 'abandonment'])
      expect(judge('en', w, correct), w).toBe(true);
    expect(judge('en', 'arguement', correct)).toBe(false);
  });

  it('never asks about the part of a name after a dot', () => {
    const asked = wordsToSpell(
      'I built it with Express.js, D3.js and Three.js, deployed on fly.io.',
      'en',
      [],
    );
    expect(asked).not.toContain('js');
    expect(asked).not.toContain('io');
  });
});

describe('round twenty-two: Indonesian shapes and baku forms', () => {
  const correct = (w: string) =>
    [
      'daya',
      'guna',
      'ambil',
      'alih',
      'beri',
      'tahu',
      'kerja',
      'sama',
      'tiket',
      'rapat',
      'efektif',
      'akurat',
      'koneksi',
    ].includes(w);
  it('passes a confix around a compound KBBI writes apart, not a prefix alone', () => {
    for (const w of ['didayagunakan', 'pendayagunaan', 'diambilalihkan', 'pengambilalihan', 'mengambilalih'])
      expect(confixedCompound(w, correct) || indonesianShapes(w, correct), w).toBe(w !== 'mengambilalih');
    expect(confixedCompound('bekerjasama', correct)).toBe(false);
  });

  it('passes e- before an acronym or a known word, not before a slip', () => {
    for (const w of ['e-SIM', 'e-tiket', 'e-rapat']) expect(indonesianShapes(w, correct), w).toBe(true);
    expect(indonesianShapes('e-tikket', correct)).toBe(false);
  });

  it('refuses a known word with a consonant doubled as an English loan', () => {
    expect(doubledConsonant('effektif', correct)).toBe(true);
    expect(englishLoan('akkurat', (w) => correct(w) || w === 'accurate')).toBe(false);
    expect(doubledConsonant('konneksi', correct)).toBe(true);
    expect(doubledConsonant('biomassa', (w) => w === 'biomasa')).toBe(false);
  });

  it('writes the glottal stop as KBBI does, leaves names and English contractions', () => {
    expect(fixes("Kami ber'ibadah, membaca do'a, dan mu'jizat itu", 'id', 'baku')).toEqual(
      expect.arrayContaining(["do'a→doa", "mu'jizat→mukjizat"]),
    );
    expect(fixes("Pak Ma'ruf makan di McDonald's; it's fine.", 'id', 'baku')).toEqual([]);
    expect(fixes('Akta ini tidak syah.', 'id', 'baku')).toEqual(['tidak syah→tidak sah']);
    expect(fixes('Syah Iran berkunjung.', 'id', 'baku')).toEqual([]);
  });
});

describe('round twenty-two, after the second development set: regular endings and kept stems', () => {
  it('English: -ies plurals of -y nouns and -ing dropping -e pass; a dropped double stays flagged', () => {
    const correct = (w: string) =>
      ['agency', 'deficiency', 'grate', 'configure', 'stop', 'stopping'].includes(w);
    for (const w of ['agencies', 'deficiencies', 'configuring'])
      expect(judge('en', w, correct), w).toBe(true);
    for (const w of ['stoping', 'configurring']) expect(judge('en', w, correct), w).toBe(false);
  });

  it('Indonesian: -nya on a three-letter root passes, not on a slip of it', () => {
    const correct = (w: string) => ['cat', 'bus', 'oli'].includes(w);
    for (const w of ['catnya', 'busnya']) expect(indonesianShapes(w, correct), w).toBe(true);
    expect(indonesianShapes('cattnya', correct)).toBe(false);
    const asked = wordsToSpell('Kami menyewa ruko dan rusun, memasang plafon gipsum.', 'id', []);
    for (const w of ['ruko', 'rusun', 'gipsum']) expect(asked, w).not.toContain(w);
  });

  it('Korean: 건드리다 written 건들이- and 얼만큼 are corrected in any form', () => {
    const asked = contextHits('인형을 건들여서 혼났고, 얼만큼 남았는지 몰랐다.', 'ko').map((h) => h.fix);
    expect(asked).toEqual(expect.arrayContaining(['건드려서', '얼마큼']));
  });
});
