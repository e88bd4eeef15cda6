// Round ten (ADR 0039): the round-nine set's (fresh7.ts, seen) misses by their general cause, each both
// ways — blind-hiring phrasings by family in ko, en and id (blind-phrasings.ts: wealth said in any words,
// kin and children with a count or a descriptor, a marriage ended, skin, face and build, birth years and
// generations, being the only woman, where one is from), stock-phrase families (cliche-families.ts), and
// two known Korean words glued that are one likely slip of a word the dictionary knows (무릎+쓰고).
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import { clicheFindings } from './cliches';
import { judge } from './spelling';
import type { CheckLang } from './types';

const flagged = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => text.slice(f.range[0], f.range[1]));
const blindOn = (text: string, lang: CheckLang, spans: [number, number][] = []) =>
  blindFindings(text, lang, spans).length;
const cliches = (text: string, lang: CheckLang) =>
  clicheFindings(text, lang).map((f) => text.slice(f.range[0], f.range[1]));

describe('blind hiring, phrasings by family', () => {
  it('flags wealth said in any words, in three languages', () => {
    for (const t of [
      '부모님께 물려받은 상가가 있어 걱정이 없습니다.',
      '할머니의 땅을 상속받아 생활합니다.',
      '형편이 넉넉해 학비 걱정은 없었습니다.',
      '경제적으로 여유가 있어 이직을 서두르지 않습니다.',
      '생활은 풍족한 편입니다.',
    ])
      expect(blindOn(t, 'ko'), t).toBeGreaterThan(0);
    for (const t of [
      'I inherited a flat in the city, so rent is no worry.',
      'My family is well-off, so I can take a lower salary.',
      'I come from an affluent background.',
      'I own several properties.',
    ])
      expect(blindOn(t, 'en'), t).toBeGreaterThan(0);
    for (const t of [
      'Keluarga kami tergolong berkecukupan.',
      'Saya mewarisi rumah dan kebun dari kakek.',
      'Ekonomi keluarga saya cukup mapan.',
      'Orang tua saya memiliki beberapa ruko.',
    ])
      expect(blindOn(t, 'id'), t).toBeGreaterThan(0);
  });

  it('leaves working sentences about buildings, heritage and means alone', () => {
    for (const t of [
      '노후 건물의 승강기 120대를 관리했습니다.',
      '전임자에게 업무를 물려받아 정리했습니다.',
      '경제적으로 어려운 이웃에게 도시락을 전했습니다.',
      '현장 생활이 처음에는 낯설었습니다.',
    ])
      expect(blindOn(t, 'ko'), t).toBe(0);
    for (const t of [
      'I inherited a legacy code base and a backlog of 300 tickets.',
      'The client owns several buildings in the district.',
      'I have a rich background in logistics.',
    ])
      expect(blindOn(t, 'en'), t).toBe(0);
    for (const t of [
      'Kami melestarikan warisan budaya di museum kota.',
      'Kami membantu keluarga penerima bantuan mengisi formulir.',
    ])
      expect(blindOn(t, 'id'), t).toBe(0);
  });

  it('flags kin, children and a marriage in any words', () => {
    for (const t of [
      '장인어른이 운영하시는 공장에서 일을 배웠습니다.',
      '매형은 소방관입니다.',
      '아들 하나를 키우고 있습니다.',
      '저희 아이가 아파 자주 병원에 갑니다.',
      '이혼 후 혼자 일을 시작했습니다.',
      '쌍둥이를 키우며 일했습니다.',
    ])
      expect(blindOn(t, 'ko'), t).toBeGreaterThan(0);
    for (const t of [
      'My late father ran a bakery.',
      'My two brothers are engineers.',
      'I raise my twin sons alone.',
      'My three young children keep me organised.',
      'I was on maternity leave last year.',
      'I got married in spring.',
    ])
      expect(blindOn(t, 'en'), t).toBeGreaterThan(0);
    for (const t of [
      'Saya sudah bercerai dua tahun lalu.',
      'Saya berstatus lajang.',
      'Saya membesarkan anak saya sendiri sebagai orang tua tunggal.',
      'Almarhum ayah saya seorang guru.',
      'Anak kembar saya baru masuk sekolah.',
    ])
      expect(blindOn(t, 'id'), t).toBeGreaterThan(0);
  });

  it('leaves company and service words that look like kin or children alone', () => {
    for (const t of [
      '가족센터와 함께 다문화 가정을 도왔습니다.',
      '아이들이 스스로 책을 찾게 했습니다.',
      '아이디어 하나로 공정을 바꿨습니다.',
      '3년 동안 현장을 지켰습니다.',
      '요금 인상이 크게 늘었습니다.',
    ])
      expect(blindOn(t, 'ko'), t).toBe(0);
    for (const t of [
      'We were engaged to audit the supplier.',
      'We processed parental leave requests for 400 staff.',
      'I am pretty sure the model was right.',
      'Our sister company handled the freight.',
      'I weigh each option against the budget.',
    ])
      expect(blindOn(t, 'en'), t).toBe(0);
    for (const t of ['Kami melayani ibu hamil di posyandu.', 'Saya mengelola gudang suku cadang.'])
      expect(blindOn(t, 'id'), t).toBe(0);
  });

  it('flags appearance, age, gender and hometown in any words', () => {
    expect(flagged('피부가 하얀 편이고 인상이 좋습니다.', 'ko').length).toBeGreaterThan(0);
    expect(flagged('저는 15학번입니다.', 'ko')).toEqual(['15학번']);
    expect(flagged('팀의 홍일점으로 일했습니다.', 'ko')).toEqual(['홍일점']);
    expect(flagged('여자이기 때문에 더 노력했습니다.', 'ko').length).toBe(1);
    expect(flagged('부산에서 자라 바다가 익숙합니다.', 'ko').length).toBe(1);
    expect(flagged('I have fair skin and I am slim.', 'en').length).toBe(2);
    expect(flagged('I was born on 3 May 1994.', 'en').length).toBe(1);
    expect(flagged('I was the only woman on the crew.', 'en').length).toBe(1);
    expect(flagged('I am a Leeds-born engineer.', 'en').length).toBe(1);
    expect(flagged('Kulit saya sawo matang dan saya bertubuh tegap.', 'id').length).toBe(2);
    expect(flagged('Saya orang Batak dan masa kecil saya di Medan.', 'id').length).toBe(2);
    expect(flagged('Saya satu-satunya perempuan di tim.', 'id').length).toBe(1);
    expect(flagged('올해 스물여덟입니다.', 'ko').length).toBe(1);
    expect(flagged("I'm twenty-eight and I am 1.85 m tall.", 'en').length).toBe(2);
    expect(flagged('As a young woman on site I had to speak up.', 'en').length).toBe(1);
  });

  it('leaves places, spare parts and patients’ ages alone', () => {
    expect(flagged('부산 사람들이 많이 이용하는 노선을 맡았습니다.', 'ko')).toEqual([]);
    expect(flagged('상경계열 과목을 들었습니다.', 'ko')).toEqual([]);
    expect(flagged('I have a strong background in data.', 'en')).toEqual([]);
    expect(flagged('Kami mengganti suku cadang turbin.', 'id')).toEqual([]);
    expect(flagged('Data berasal dari sensor.', 'id')).toEqual([]);
  });

  it('never flags a protected company name that looks like a risky word', () => {
    for (const [t, name, lang] of [
      ['광주은행에서 실습했습니다.', '광주은행', 'ko'],
      ['Brother Industries hired me.', 'Brother Industries', 'en'],
      ['Saya magang di Semen Padang.', 'Semen Padang', 'id'],
    ] as const) {
      const a = t.indexOf(name);
      expect(blindOn(t, lang, [[a, a + name.length]]), t).toBe(0);
    }
  });
});

describe('clichés by family', () => {
  it('flags devotion idioms, stock idioms and the attitude frame in Korean', () => {
    expect(cliches('회사에 한 몸 바치겠습니다.', 'ko')).toEqual(['한 몸 바치']);
    expect(cliches('불철주야 노력했습니다.', 'ko')).toEqual(['불철주야']);
    expect(cliches('신입의 자세로 임하겠습니다.', 'ko')).toEqual(['신입의 자세로']);
    expect(cliches('끝까지 해내겠다는 각오입니다.', 'ko')).toEqual(['해내겠다는 각오']);
  });

  it('flags résumé buzzwords in English and the eager learner in Indonesian', () => {
    expect(cliches('I have a track record of success and a strong work ethic.', 'en')).toEqual([
      'track record of success',
      'strong work ethic',
    ]);
    expect(cliches('I bring a lot to the table and thrive under pressure.', 'en').length).toBe(2);
    expect(cliches('Saya haus pengetahuan dan mudah beradaptasi.', 'id').length).toBe(2);
    expect(cliches('Saya bersedia ditempatkan di seluruh Indonesia.', 'id').length).toBe(1);
    expect(cliches('Saya memiliki loyalitas yang tinggi.', 'id').length).toBe(1);
    expect(cliches('I stepped out of my comfort zone to leverage my skills.', 'en').length).toBe(2);
    expect(cliches('역지사지의 마음으로 고객을 대했습니다.', 'ko')).toEqual(['역지사지']);
    expect(cliches('Saya siap memberikan kontribusi terbaik.', 'id').length).toBe(1);
  });

  it('leaves working sentences with the same words alone', () => {
    expect(cliches('용접 자세별로 시편을 만들었습니다.', 'ko')).toEqual([]);
    expect(cliches('직원이 갖추어야 할 자세를 정리했습니다.', 'ko')).toEqual([]);
    expect(cliches('The data-driven forecast proved accurate; our track record was mixed.', 'en')).toEqual(
      [],
    );
    expect(cliches('Pompa ditempatkan di ruang mesin dan suhu air tetap tinggi.', 'id')).toEqual([]);
  });
});

describe('two known Korean words glued that are one likely slip of a known word', () => {
  const correct = (words: string[]) => {
    const set = new Set(words);
    return (w: string) => set.has(w);
  };
  it('flags 무릎+쓰고 (무릅쓰고 misspelt) and passes compounds that are no slip', () => {
    const c = correct(['무릎', '쓰고', '무릅쓰고', '품질', '보증', '현장', '기사']);
    expect(judge('ko', '무릎쓰고', c)).toBe(false);
    expect(judge('ko', '품질보증', c)).toBe(true);
    expect(judge('ko', '현장기사', c)).toBe(true);
  });
});
