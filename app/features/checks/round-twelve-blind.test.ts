// Round twelve (ADR 0039): the round-eleven set's (fresh9.ts, seen) blind-hiring, opening and cliché misses
// by their general cause, each both ways with examples the set does not hold — kin with a rank glued (큰형),
// a zodiac sign with a copula (쥐띠라), a face's impression, school years dated by an event or a cohort, an
// age "turned" or "kepala tiga", children counted with a descriptor, growing up on a farm or outside a town,
// a family's land and businesses, skin after "berkulit"; thanks to the reader as an opening; the sponge,
// above and beyond, outside the box.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import { clicheFindings, openingFinding } from './cliches';
import type { CheckLang } from './types';

const blind = (text: string, lang: CheckLang, spans: [number, number][] = []) =>
  blindFindings(text, lang, spans).map((f) => [text.slice(...f.range), f.message]);
const cliches = (text: string, lang: CheckLang) =>
  clicheFindings(text, lang).map((f) => text.slice(...f.range));

describe('Blind hiring: the phrasings the round-eleven set slipped through', () => {
  it('kin with a rank or kind glued before them (큰형, 작은누나, 친언니, 막내삼촌)', () => {
    expect(blind('작은누나는 간호사이고 막내삼촌은 세무사입니다.', 'ko')).toEqual([
      ['작은누나', 'blind.family'],
      ['막내삼촌', 'blind.family'],
    ]);
    expect(blind('친언니가 같은 업계에 있습니다.', 'ko')).toEqual([['친언니', 'blind.family']]);
    for (const t of [
      '외형을 바꾼 모형을 만들었습니다.',
      '대형 고객사를 맡았습니다.',
      '큰 형태의 설비를 옮겼습니다.',
    ])
      expect(blind(t, 'ko'), t).toEqual([]);
  });

  it('a zodiac sign said with a copula or particle, in three languages', () => {
    expect(blind('말띠인데 활동적인 편입니다.', 'ko')).toEqual([['말띠', 'blind.age']]);
    expect(blind('백말띠로 태어났습니다.', 'ko')[0]).toEqual(['백말띠', 'blind.age']);
    expect(blind('My Chinese zodiac sign is the Dragon, so I like a challenge.', 'en')).toEqual([
      ['My Chinese zodiac sign is the Dragon', 'blind.age'],
    ]);
    expect(blind('Shio saya kerbau, jadi saya pekerja keras.', 'id')).toEqual([
      ['Shio saya kerbau', 'blind.age'],
    ]);
    for (const [t, lang] of [
      ['허리띠를 졸라매고 안전띠를 맸습니다.', 'ko'],
      ['We ran a Year of the Dragon campaign.', 'en'],
      ['Kami menjual kue shio untuk Imlek.', 'id'],
    ] as const)
      expect(blind(t, lang), t).toEqual([]);
  });

  it('a face described by its impression (인상이 서글서글하다, 순한 인상)', () => {
    expect(blind('인상이 서글서글하다는 평을 듣습니다.', 'ko')).toEqual([
      ['인상이 서글서글', 'blind.appearance'],
    ]);
    expect(blind('착한 얼굴 덕분에 손님이 편해합니다.', 'ko')).toEqual([['착한 얼굴', 'blind.appearance']]);
    expect(blind('Saya berwajah ramah dan mudah didekati.', 'id')).toEqual([
      ['berwajah ramah', 'blind.appearance'],
    ]);
    for (const t of [
      '요금 인상이 부드럽게 받아들여졌습니다.',
      '발표가 깊은 인상을 남겼습니다.',
      '인상 폭을 나눴습니다.',
    ])
      expect(blind(t, 'ko'), t).toEqual([]);
  });

  it('school years dated by an event, a year or a cohort', () => {
    expect(blind('금융 위기가 터진 해에 대학을 졸업했습니다.', 'ko')).toEqual([
      ['해에 대학을 졸업했', 'blind.age'],
    ]);
    expect(blind('2011년에 고등학교를 졸업하고 바로 일했습니다.', 'ko')).toEqual([
      ['2011년에 고등학교를 졸업', 'blind.age'],
    ]);
    expect(blind('I left school the year the euro came in.', 'en')).toEqual([
      ['left school the year the', 'blind.age'],
    ]);
    expect(blind('As part of the Class of 2015, I studied abroad.', 'en')).toEqual([
      ['the Class of 2015', 'blind.age'],
    ]);
    expect(blind('Saya lulusan 2012 dan lulus kuliah tahun 2016.', 'id')).toEqual([
      ['lulusan 2012', 'blind.age'],
      ['lulus kuliah tahun 2016', 'blind.age'],
    ]);
    for (const [t, lang] of [
      ['그해 매출이 늘었습니다.', 'ko'],
      ['제품을 출시한 해에 입사했습니다.', 'ko'],
      ['Revenue grew the year after the launch.', 'en'],
      ['Data angkatan kerja 2020 kami pakai.', 'id'],
    ] as const)
      expect(blind(t, lang), t).toEqual([]);
  });

  it('an age said without "I am": turned, kepala tiga, 서른 줄', () => {
    expect(blind('Since turning 40, I have led night shifts.', 'en')).toEqual([
      ['Since turning 40', 'blind.age'],
    ]);
    expect(blind('Recently turned thirty, I changed careers.', 'en')).toEqual([
      ['Recently turned thirty', 'blind.age'],
    ]);
    expect(blind('Umur saya hampir kepala empat.', 'id')).toEqual([
      ['Umur saya hampir kepala empat', 'blind.age'],
    ]);
    expect(blind('마흔 줄에 들어서며 직무를 바꿨습니다.', 'ko')).toEqual([['마흔 줄에', 'blind.age']]);
    for (const [t, lang] of [
      ['We turned 20 leads into clients.', 'en'],
      ['Saya menjadi kepala tiga gudang.', 'id'],
      ['코드 30줄을 줄였습니다.', 'ko'],
    ] as const)
      expect(blind(t, lang), t).toEqual([]);
  });

  it('children counted with a descriptor, no verb needed', () => {
    expect(blind('As a widower with three small kids, I plan ahead.', 'en')).toContainEqual([
      'three small kids',
      'blind.marital',
    ]);
    expect(blind('Two teenage daughters keep me organised.', 'en')).toEqual([
      ['Two teenage daughters', 'blind.marital'],
    ]);
    for (const t of ['We launched two young children’s ranges.', 'I trained two young engineers.'])
      expect(blind(t, 'en'), t).toEqual([]);
  });

  it('growing up on a farm or outside a town', () => {
    expect(blind('I was raised on a sheep farm in the north.', 'en')).toEqual([
      ['raised on a sheep farm', 'blind.hometown'],
    ]);
    expect(blind('I grew up just outside Leeds.', 'en')).toEqual([
      ['grew up just outside Leeds', 'blind.hometown'],
    ]);
    for (const t of [
      'The town grew up around the port.',
      'Funds raised near the end of the year paid for it.',
    ])
      expect(blind(t, 'en'), t).toEqual([]);
  });

  it("a family's land and businesses, never a company's", () => {
    // The kin are the family's finding, what they own the wealth's.
    expect(blind('My grandparents own a vineyard in the south.', 'en')).toEqual([
      ['My grandparents', 'blind.family'],
      ['own a vineyard', 'blind.wealth'],
    ]);
    expect(blind('Orang tua saya punya dua hektar sawah.', 'id')).toEqual([
      ['Orang tua saya', 'blind.family'],
      ['punya dua hektar sawah', 'blind.wealth'],
    ]);
    expect(blind('Nenek saya memiliki sebuah toko.', 'id')).toContainEqual([
      'memiliki sebuah toko',
      'blind.wealth',
    ]);
    for (const [t, lang] of [
      ['Our company owns three hotels in Bali.', 'en'],
      ['Kami memiliki tiga gudang di Cikarang.', 'id'],
    ] as const)
      expect(blind(t, lang), t).toEqual([]);
  });

  it('skin described with "berkulit" (the word before a colour)', () => {
    expect(blind('Saya berkulit sawo matang.', 'id')).toEqual([['berkulit sawo matang', 'blind.appearance']]);
    expect(blind('Kami menguji bahan kulit sintetis.', 'id')).toEqual([]);
  });
});

describe('Openings and clichés', () => {
  it('thanks to the reader for reading is no answer yet', () => {
    expect(
      openingFinding(
        '소중한 시간을 내어 읽어 주셔서 감사합니다. 저는 물류 일을 했습니다.',
        '지원 동기를 기술해 주십시오.',
      ),
    ).not.toBeNull();
    expect(
      openingFinding('Thanks so much for considering my application. I ran a depot.', 'Why this role?'),
    ).not.toBeNull();
    expect(
      openingFinding(
        'Terima kasih atas waktu Bapak dan Ibu. Saya bekerja di gudang.',
        'Ceritakan kelebihan Anda.',
      ),
    ).not.toBeNull();
    // A story that mentions thanks is an answer.
    expect(
      openingFinding(
        '고객께 감사 인사를 받은 일이 가장 기억에 남습니다.',
        '기억에 남는 경험을 기술해 주십시오.',
      ),
    ).toBeNull();
    expect(
      openingFinding(
        'A guest thanked me for reading her contract aloud.',
        'Describe a time you helped a guest.',
      ),
    ).toBeNull();
  });

  it('the sponge, above and beyond, outside the box', () => {
    expect(cliches('새로운 업무도 스폰지같이 배웁니다. 틀에 얽매이지 않는 발상을 합니다.', 'ko')).toEqual([
      '스폰지같이',
      '틀에 얽매이지 않는',
    ]);
    expect(cliches('She went far above and beyond, and I learn like a sponge.', 'en')).toEqual([
      'went far above and beyond',
      'like a sponge',
    ]);
    expect(cliches('Saya bisa berpikir out of the box dan belajar bagaikan spons.', 'id')).toEqual([
      'berpikir out of the box',
      'bagaikan spons',
    ]);
    for (const [t, lang] of [
      ['스펀지 재고를 관리했습니다.', 'ko'],
      ['We sold sponge cakes above the target.', 'en'],
      ['Kami menjual spons cuci piring.', 'id'],
    ] as const)
      expect(cliches(t, lang), t).toEqual([]);
  });
});
