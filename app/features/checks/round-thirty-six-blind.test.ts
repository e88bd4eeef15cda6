// Round thirty-six (issue 36, ADR 0039): blind-hiring owners by the sentence's structure, both ways, on
// made-up sentences other than the seen sets'.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import type { CheckLang } from './types';

const found = (text: string, lang: CheckLang) =>
  blindFindings(text, lang, []).map((f) => [text.slice(...f.range), f.message]);

describe("a kept Korean word ends only where a particle or ending runs to the word's end", () => {
  it('reads a kin word glued to a longer name as the name, not kin + a particle', () => {
    expect(found('나사는 막내이모철물에서 주문합니다.', 'ko')).toEqual([]);
    expect(found('포대는 막내이불상회와 거래했습니다.', 'ko')).toEqual([]);
    expect(found('석재는 큰형도기에서 들였습니다.', 'ko')).toEqual([]);
  });
  it('still flags the kin word with its particles and endings', () => {
    expect(found('저는 원래 막내이었습니다.', 'ko')).toEqual([['막내', 'blind.family']]);
    expect(found('막내로서 형들을 따랐습니다.', 'ko')).toEqual([['막내', 'blind.family']]);
    expect(found('아버지로부터 목공을 배웠습니다.', 'ko')).toEqual([['아버지', 'blind.family']]);
    expect(found('막내이모가 저를 길러 주셨습니다.', 'ko')).toEqual([['막내이모', 'blind.family']]);
  });
});

describe('a Korean trait in a clause headed by a colleague or client, or naming that person', () => {
  it('leaves the trait of the colleague or the visitor the clause describes', () => {
    expect(found('육아 중인 선배 대신, 세 살 아들을 둔 후배가 먼저 퇴근하게 했습니다.', 'ko')).toEqual([]);
    expect(found('체험을 하러 온 여학생과 어머니에게 설명했습니다.', 'ko')).toEqual([]);
    expect(found('아버지의 치료비를 마련하러 온 형제들을 상담했습니다.', 'ko')).toEqual([]);
    expect(found('할머니의 수술을 앞두고 헌혈을 하러 온 자매들을 먼저 안내했습니다.', 'ko')).toEqual([]);
    expect(found('남편의 수술에 따라온 시골 농부 부인이 서류를 물었습니다.', 'ko')).toEqual([]);
    expect(found('교회 성가대에서 노래하는 남성 후배의 일요일 근무는 제가 맡았습니다.', 'ko')).toEqual([]);
  });
  it("still flags the writer's own", () => {
    expect(found('쌍둥이 아들을 둔 저는 선배가 늘 부러웠습니다.', 'ko').length).toBeGreaterThan(0);
    expect(found('저는 여학생으로서 공대에서 늘 소수였습니다.', 'ko')).toEqual([
      ['여학생으로서', 'blind.gender'],
    ]);
    expect(found('어머니의 병간호를 마치고 저희 자매들은 서울로 왔습니다.', 'ko')).toEqual([
      ['어머니', 'blind.family'],
    ]);
    expect(found('남편의 권유로 이 일을 시작했습니다.', 'ko')).toEqual([['남편의', 'blind.marital']]);
    expect(found('여성으로서 이 현장에 선 것은 제가 처음이었습니다.', 'ko')).toEqual([
      ['여성으로서', 'blind.gender'],
    ]);
  });
});

describe('Indonesian traits of a thing, a rule or another person (blind-others-id-people.ts)', () => {
  it("leaves a thing's age in days, a measure as a criterion, others' traits and practices", () => {
    expect(found('Benda uji silinder diperiksa pada umur 14 hari dan hasilnya dicatat.', 'id')).toEqual([]);
    expect(found('Dosis obat anak kami hitung berdasarkan berat badan dan usia.', 'id')).toEqual([]);
    expect(found('Pelanggan setia berkerudung itu selalu memesan kopi tanpa gula.', 'id')).toEqual([]);
    expect(found('Setiap pagi rombongan mahasiswi datang untuk praktik lapangan.', 'id')).toEqual([]);
    expect(
      found('Saya mengatur jadwal agar karyawan muslim sempat salat Jumat di masjid dekat pabrik.', 'id'),
    ).toEqual([]);
    expect(found('Saya menukar shift rekan-rekan Kristen supaya bisa ikut misa Natal.', 'id')).toEqual([]);
  });
  it("still flags the writer's own", () => {
    expect(found('Bayi kami baru berumur 20 hari saat saya kembali bekerja.', 'id')).toEqual([
      ['berumur 20', 'blind.age'],
    ]);
    expect(found('Saya menjaga berat badan saya dengan berlari setiap pagi.', 'id')).toEqual([
      ['berat badan', 'blind.appearance'],
    ]);
    expect(found('Saya mahasiswi tingkat akhir ketika mulai bekerja paruh waktu.', 'id')).toEqual([
      ['mahasiswi', 'blind.gender'],
    ]);
    expect(found('Saya mengatur jadwal agar saya sempat salat Jumat di masjid.', 'id')).toEqual([
      ['salat Jumat di masjid', 'blind.religion'],
    ]);
    expect(
      found('Banyak pasien bilang wajah saya yang bulat membuat mereka tenang.', 'id').length,
    ).toBeGreaterThan(0);
  });
});

describe('English traits of a person the phrase describes (blind-others-en-frame.ts)', () => {
  it('leaves an adjective on a colleague and kin whose participle clause has another owner', () => {
    expect(
      found(
        'When planning the rota I made sure that a recently married technician could keep the weekend free.',
        'en',
      ),
    ).toEqual([]);
    expect(
      found(
        "I paid special attention to a girl who came with her aunt, with two sisters giving blood before their mother's surgery, and with a priest.",
        'en',
      ),
    ).toEqual([]);
  });
  it("still flags the writer's own", () => {
    expect(found('I am a newly married engineer who enjoys long walks.', 'en')).toEqual([
      ['married', 'blind.marital'],
    ]);
    expect(found('I was a divorced technician then, working nights.', 'en')).toEqual([
      ['divorced', 'blind.marital'],
    ]);
    expect(found('I grew up with two brothers sharing one bedroom.', 'en').length).toBeGreaterThan(0);
  });
});

describe("one's own look, child and hometown in further phrasings", () => {
  it('flags a look paired with the body or given as a reason, a young child at home, an accented hometown', () => {
    expect(found('둥근 얼굴에 짧은 다리라서 늘 막내처럼 보입니다.', 'ko').map(([w]) => w)).toContain(
      '둥근 얼굴에 짧은 다리',
    );
    expect(
      found('Dengan mata sipit dan kulit langsat saya, saya sering dikira turis.', 'id').length,
    ).toBeGreaterThan(0);
    expect(found('Kulit putih serta rambut panjang saya sering dipuji pelanggan.', 'id')).toContainEqual([
      'rambut panjang saya',
      'blind.appearance',
    ]);
    expect(found('With a newborn at home, I moved to the early shift.', 'en')).toEqual([
      ['a newborn', 'blind.marital'],
    ]);
    expect(found('Having grown up in Ávila, I know stone masonry.', 'en')).toEqual([
      ['Having grown up in Ávila', 'blind.hometown'],
    ]);
  });
  it("leaves another's face, a body part of a client, and a child seat", () => {
    expect(found('고객의 갸름한 얼굴에 맞는 안경테를 골라 드렸습니다.', 'ko')).toEqual([]);
    expect(found('Kami memilih bingkai untuk wajah bulat pelanggan.', 'id')).toEqual([]);
    expect(found('We fitted a toddler seat in the van.', 'en')).toEqual([]);
  });
});

describe('a vocational school by its short name or by "tamat"', () => {
  it('flags the writer leaving the school', () => {
    expect(found('인천상고 회계과를 졸업하고 은행에 들어갔습니다.', 'ko')).toEqual([
      ['인천상고 회계과를 졸업', 'blind.school'],
    ]);
    expect(found('Saya tamat SMEA Kartika Medan lalu langsung bekerja.', 'id')).toEqual([
      ['Saya tamat SMEA Kartika Medan', 'blind.school'],
    ]);
  });
  it('leaves a department or a school kind with no name', () => {
    expect(found('전기과 신입들에게 배선도를 가르쳤습니다.', 'ko')).toEqual([]);
    expect(found('Banyak pelamar baru tamat sekolah dan belum punya pengalaman.', 'id')).toEqual([]);
  });
});
