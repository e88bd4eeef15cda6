// Round thirteen (ADR 0039): the round-twelve set's (fresh10.ts, seen) blind-hiring misses and false alarms,
// and its cliché misses, by their general cause, each both ways with examples the set does not hold —
// another person's kin (a bereaved family's, a client's), a graduation or entrance year said with 졸업/입학
// or "I graduated in", a place of birth (X 출생, kelahiran X, Leeds-born), grooming and dress as looks
// (well-groomed, 옷차림이 단정, berpenampilan rapi); a virtue as one's weapon, the born leader.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import { clicheFindings } from './cliches';
import type { CheckLang } from './types';

const blind = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);
const cliches = (text: string, lang: CheckLang) =>
  clicheFindings(text, lang).map((f) => text.slice(...f.range));

describe('Blind hiring: another person’s kin is not the applicant’s', () => {
  it('Korean: kin after another person named as their owner, with no word of the applicant between', () => {
    for (const t of [
      '환자의 딸은 간병을, 다른 형제들은 친척에게 연락을 맡았습니다.',
      '고객의 어머니가 대신 전화하셨습니다.',
      '유족의 요청으로 사촌까지 연락드렸습니다.',
    ])
      expect(blind(t, 'ko'), t).toEqual([]);
    expect(blind('고객의 요청으로 제 어머니와 상의했습니다.', 'ko')).toEqual([['어머니', 'blind.family']]);
    expect(blind('친척이 운영하는 회사에서 일했습니다.', 'ko')).toEqual([['친척', 'blind.family']]);
  });

  it("English: kin after his, her, their or someone's, or after “the” where the applicant is not", () => {
    for (const t of [
      'The youngest daughter asked for a later date, and her brothers agreed.',
      "A patient's eldest son called the ward every evening.",
      'Their only child had flown in from Perth.',
    ])
      expect(blind(t, 'en'), t).toEqual([]);
    expect(blind('I am the eldest son of three.', 'en')).toEqual([['eldest son', 'blind.family']]);
    expect(blind('The only child of two teachers, I read early.', 'en')).toEqual([
      ['only child', 'blind.family'],
    ]);
  });
});

describe('Blind hiring: the phrasings the round-twelve set slipped through', () => {
  it('a graduation or entrance year said with 졸업/입학, or "I graduated in"', () => {
    expect(blind('경영학과를 2012년에 졸업하고 입사했습니다.', 'ko')).toEqual([
      ['2012년에 졸업하', 'blind.age'],
    ]);
    expect(blind('2019년 입학 후 동아리를 만들었습니다.', 'ko')).toEqual([['2019년 입학 후', 'blind.age']]);
    expect(blind('I graduated in 2014 and joined a bank.', 'en')).toEqual([
      ['I graduated in 2014', 'blind.age'],
    ]);
    for (const t of ['2015년에 졸업 요건이 바뀌었습니다.', '2020년 입찰에서 이겼습니다.'])
      expect(blind(t, 'ko'), t).toEqual([]);
    expect(blind('The interns graduated in 2014 to full roles.', 'en')).toEqual([]);
  });

  it('a place of birth: X 출생, kelahiran X, Leeds-born, a Leeds native', () => {
    expect(blind('목포 출생으로 바다와 가깝게 자랐습니다.', 'ko')).toEqual([
      ['목포 출생으로', 'blind.hometown'],
    ]);
    expect(blind('Saya kelahiran Makassar dan kuliah di sana.', 'id')[0]).toEqual([
      'kelahiran Makassar',
      'blind.hometown',
    ]);
    expect(blind('As a Glasgow-born engineer, I like plain talk.', 'en')).toEqual([
      ['Glasgow-born', 'blind.hometown'],
    ]);
    expect(blind('I am a Cardiff native.', 'en')).toEqual([['a Cardiff native', 'blind.hometown']]);
    for (const [t, lang] of [
      ['출생 신고 업무를 맡았습니다.', 'ko'],
      ['Data kelahiran penduduk kami olah.', 'id'],
      ['Angka kelahiran turun tahun ini.', 'id'],
      ['We sold American-made tools.', 'en'],
    ] as const)
      expect(blind(t, lang), t).toEqual([]);
  });

  it('grooming and dress as looks: well-groomed, smartly dressed, 옷차림이 단정, berpenampilan rapi', () => {
    expect(blind('I am always well-groomed.', 'en')).toEqual([['well-groomed', 'blind.appearance']]);
    expect(blind('I was always smartly dressed at work.', 'en')).toEqual([
      ['I was always smartly dressed', 'blind.appearance'],
    ]);
    expect(blind('옷차림이 늘 깔끔한 편입니다.', 'ko')).toEqual([
      ['옷차림이 늘 깔끔', 'blind.appearance'],
    ]);
    expect(blind('Saya selalu berpenampilan rapi.', 'id')).toEqual([
      ['berpenampilan rapi', 'blind.appearance'],
    ]);
    for (const [t, lang] of [
      ['The well-dressed windows drew shoppers.', 'en'],
      ['We kept the well-groomed lawns of the park.', 'en'],
      ['복장 규정을 정리했습니다.', 'ko'],
      ['Staf wajib berpakaian rapi.', 'id'],
    ] as const)
      expect(blind(t, lang), t).toEqual([]);
  });
});

describe('Clichés: the families the round-twelve set slipped through', () => {
  it('a virtue as one’s weapon, in three languages', () => {
    expect(cliches('끈기를 제 무기로 삼아 버텼습니다.', 'ko')).toEqual(['끈기를 제 무기로']);
    expect(cliches('열정을 무기로 도전했습니다.', 'ko')).toEqual(['열정을 무기로']);
    expect(cliches('Persistence is my secret weapon.', 'en')).toEqual(['my secret weapon']);
    expect(cliches('Saya berbekal semangat dan tekad.', 'id')).toEqual(['berbekal semangat']);
    for (const [t, lang] of [
      ['데이터를 무기로 설득했습니다.', 'ko'],
      ['The weapon of choice was a spreadsheet.', 'en'],
      ['Kami berbekal data penjualan tiga tahun.', 'id'],
    ] as const)
      expect(cliches(t, lang), t).toEqual([]);
  });

  it('the born leader and a leader’s soul, in three languages', () => {
    expect(cliches('저는 타고난 리더입니다.', 'ko')).toEqual(['타고난 리더']);
    expect(cliches('I am a natural leader.', 'en')).toEqual(['a natural leader']);
    expect(cliches('Saya memiliki jiwa pemimpin.', 'id')).toEqual(['jiwa pemimpin']);
    for (const [t, lang] of [
      ['팀 리더를 맡아 일정을 짰습니다.', 'ko'],
      ['I led the team as shift leader.', 'en'],
      ['Saya memimpin tim gudang.', 'id'],
    ] as const)
      expect(cliches(t, lang), t).toEqual([]);
  });
});
