import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import { protectedSpans } from './text';

const found = (text: string, lang: 'ko' | 'en' | 'id', terms: string[] = [], schools: string[] = []) =>
  blindFindings(text, lang, protectedSpans(text, terms), schools).map((f) => [
    text.slice(...f.range),
    f.message,
  ]);

describe('blind hiring', () => {
  it('flags school, hometown, family, age, gender, marital status, looks and wealth in Korean, each with why', () => {
    const text =
      '연세대 경영학과를 나왔고 광주 출신입니다. 아버지께서 교사셨고 1997년생입니다. 군 복무 중 배웠습니다. 결혼 후 키가 175인 저는 유복한 가정에서 자랐습니다.';
    expect(found(text, 'ko').map(([, m]) => m)).toEqual([
      'blind.school',
      'blind.hometown',
      'blind.family',
      'blind.age',
      'blind.gender',
      'blind.marital',
      'blind.appearance',
      'blind.wealth',
    ]);
    expect(blindFindings(text, 'ko', [])[0].why).toBe('blind.why.school');
  });

  it('flags the resume’s own schools, and schools not on the kept list by their suffix', () => {
    expect(found('한빛대학교 시절 동아리를 이끌었습니다.', 'ko')).toEqual([['한빛대학교', 'blind.school']]);
    expect(found('OO학원에서 배웠습니다.', 'ko', [], ['OO학원'])).toEqual([['OO학원', 'blind.school']]);
  });

  it('never flags a company name: a university hospital, a bank named after a city, a firm named like a school', () => {
    for (const text of [
      '고려아연과 부산은행의 물류를 맡았습니다.',
      '연세유업과 중앙일보에 납품했습니다.',
      '경북대학교병원 전산실과 일했습니다.',
      '대학내일과 국민은행이 고객이었습니다.',
    ])
      expect(found(text, 'ko'), text).toEqual([]);
    expect(found('I worked with Stanford Health Care and Harvard Business Publishing.', 'en')).toEqual([]);
    // The application's company is the member's term: never flagged even when it reads like a school.
    expect(found('서울대학교병원에 지원합니다.', 'ko', ['서울대학교병원'])).toEqual([]);
  });

  it('reads English and Indonesian', () => {
    expect(
      found('I grew up in Busan and my father is a doctor. I am 29 years old.', 'en').map(([, m]) => m),
    ).toEqual(['blind.hometown', 'blind.family', 'blind.age']);
    expect(found('Saya lulusan Universitas Indonesia dan sudah menikah.', 'id').map(([, m]) => m)).toEqual([
      'blind.school',
      'blind.marital',
    ]);
  });

  it('reads hyphenated ages and "mother of two" in English, not other hyphenated figures', () => {
    expect(found('I am a 32-year-old mother of two.', 'en')).toEqual([
      ['32-year-old', 'blind.age'],
      ['mother of two', 'blind.marital'],
    ]);
    expect(found('I ran a 32-bed ward for two years.', 'en')).toEqual([]);
  });
});

describe('blind hiring, round four', () => {
  it('flags Korean ages in words and siblings, not words that only look alike', () => {
    expect(found('올해 스물여섯 살이 된 저는', 'ko')).toEqual([['스물여섯 살', 'blind.age']]);
    expect(found('서른한살에 이직했습니다.', 'ko')).toEqual([['서른한살', 'blind.age']]);
    expect(found('형이 물류센터장입니다.', 'ko')).toEqual([['형', 'blind.family']]);
    expect(found('언니와 오빠가 도와주었습니다.', 'ko').map(([, m]) => m)).toEqual([
      'blind.family',
      'blind.family',
    ]);
    expect(found('열 살림을 꾸리는 유형이 다양한 형태의 업무', 'ko')).toEqual([]);
  });

  it('flags "At 45," "aged 52" and heights in ft/in, not figures that are not ages or heights', () => {
    expect(found('At 45, I bring two decades of experience.', 'en')).toEqual([['At 45', 'blind.age']]);
    expect(found('Aged 52, I have seen a lot.', 'en')).toEqual([['Aged 52', 'blind.age']]);
    expect(found('I am 5 ft 10 in tall.', 'en')).toEqual([['5 ft 10 in', 'blind.appearance']]);
    expect(found('I am 6\'1" and strong.', 'en')).toEqual([['6\'1"', 'blind.appearance']]);
    expect(found('Latency fell at 45% load, with a 6 ft fence and stock aged 30 days.', 'en')).toEqual([]);
  });

  it('flags "memiliki satu anak" in Indonesian, not other things a member has', () => {
    expect(found('Saya sudah memiliki satu anak.', 'id')).toEqual([['memiliki satu anak', 'blind.marital']]);
    expect(found('Saya memiliki dua tim dan satu gudang.', 'id')).toEqual([]);
  });
});

describe('blind hiring, round five', () => {
  it('flags a sibling with an adjective between ("My older sister"), not an older system', () => {
    expect(found('My older sister is a nurse.', 'en')).toEqual([['My older sister', 'blind.family']]);
    expect(found('I cared for my younger brother.', 'en')).toEqual([['my younger brother', 'blind.family']]);
    expect(found('We replaced my older system and our little team grew.', 'en')).toEqual([]);
  });

  it('flags Indonesian ages with berumur/berusia and in words, not spans of time', () => {
    expect(found('Saya berumur 31 tahun.', 'id')).toEqual([['berumur 31 tahun', 'blind.age']]);
    expect(found('Usia saya empat puluh tahun.', 'id')).toEqual([
      ['Usia saya empat puluh tahun', 'blind.age'],
    ]);
    expect(found('Saat ini dua puluh lima tahun dan siap bekerja.', 'id')).toEqual([
      ['dua puluh lima tahun', 'blind.age'],
    ]);
    for (const s of [
      'Saya bekerja selama dua puluh tahun di pabrik.',
      'Perusahaan ini berdiri tiga puluh tahun lalu.',
      'Penjualan naik dalam lima tahun terakhir.',
      'Mesin berumur panjang.',
    ])
      expect(found(s, 'id'), s).toEqual([]);
  });
});

describe('blind hiring, round six', () => {
  it('flags "I am 38" as an age, not a figure with a unit after it', () => {
    expect(found('I am 38, and I changed careers last year.', 'en')).toEqual([['I am 38', 'blind.age']]);
    expect(found("I'm 41 now and ready.", 'en')).toEqual([["I'm 41", 'blind.age']]);
    for (const s of ['I am 95% sure of it.', 'I am 30 minutes from the plant.', 'I am 29 years old.'])
      expect(
        found(s, 'en').filter(([m]) => m.startsWith('I')),
        s,
      ).toEqual([]);
  });

  it('flags an Indonesian sibling named with a word between ("kakak perempuan saya")', () => {
    expect(found('Kakak perempuan saya seorang perawat.', 'id')).toEqual([
      ['Kakak perempuan saya', 'blind.family'],
    ]);
    expect(found('Adikku membantu di toko.', 'id')).toEqual([['Adikku', 'blind.family']]);
    expect(found('Saudara perempuan pelanggan kami datang.', 'id')).toEqual([]);
  });
});

describe('blind hiring, round seven', () => {
  it('flags a height in feet with its inches unnamed ("5 ft 9"), not a length with another unit', () => {
    expect(found('I am 5 ft 9 and fit.', 'en')).toEqual([['5 ft 9', 'blind.appearance']]);
    expect(found('A 6 ft 2 m wide gate and a 4 ft 10% taller rack.', 'en')).toEqual([]);
  });
});

describe('blind hiring, round eight: the member’s marital status and children in a few words', () => {
  it('flags "I am single", "I\'m engaged", "no children" and "two kids"', () => {
    expect(found('I am single and have no children.', 'en')).toEqual([
      ['I am single', 'blind.marital'],
      ['no children', 'blind.marital'],
    ]);
    expect(found("I'm engaged, with two kids.", 'en').map((f) => f[0])).toEqual(["I'm engaged", 'two kids']);
  });

  it('leaves single and children that say nothing of the member', () => {
    expect(found('I am a single point of contact for children’s hospitals.', 'en')).toEqual([]);
    expect(found('I rebuilt a single dashboard in two days.', 'en')).toEqual([]);
    expect(found('Our app taught 3,000 children to read.', 'en')).toEqual([]);
  });
});
