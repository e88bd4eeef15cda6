// Round eighteen (ADR 0039): blind-hiring families from the round-sixteen set's leftovers (fresh13.ts, seen),
// each both ways on made-up sentences with other words of the family: a birth or school year dated by an
// event, a school named by its alumni's name, and a bare weight that measures goods, not the member.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';
import type { CheckLang } from './types';

describe('a birth or school year dated by an event, round eighteen', () => {
  it('flags the stage dated by an event in each language', () => {
    for (const [text, lang, part] of [
      ['한일 월드컵 이듬해에 중학교에 입학해 축구부에 들었습니다.', 'ko', '이듬해에 중학교에 입학'],
      ['서울 올림픽 직후 태어나 올림픽 세대라는 말을 들었습니다.', 'ko', '직후 태어나'],
      ['금융위기 무렵 고등학교를 졸업하고 바로 일을 시작했습니다.', 'ko', '무렵 고등학교를 졸업'],
      ['I started school the year Tony Blair came to power.', 'en', 'the year Tony Blair'],
      ["I was born the winter of the miners' strike.", 'en', 'born the winter'],
      ['I left school the spring the Twin Towers fell and went to sea.', 'en', 'the spring the Twin Towers'],
      ['Saya masuk SD saat reformasi bergulir di Jakarta.', 'id', 'masuk SD saat reformasi'],
      ['Aku lahir ketika tsunami Aceh terjadi.', 'id', 'lahir ketika tsunami'],
      ['Saya lulus SMA menjelang Piala Dunia di Brasil.', 'id', 'lulus SMA menjelang Piala'],
    ] as [string, CheckLang, string][])
      expectFlagged(text, lang, part);
  });
  it('leaves events that date work, not the member', () => {
    for (const [text, lang] of [
      ['코로나 이듬해에 매장 매출이 회복되었습니다.', 'ko'],
      ['증설 직후 설비 교육을 다시 받았습니다.', 'ko'],
      ['The plant opened the year the new line was installed.', 'en'],
      ['I started the job the week the Christmas rush began.', 'en'],
      ['Produk itu lahir saat pandemi melanda.', 'id'],
      ['Saya masuk kantor saat banjir melanda Jakarta.', 'id'],
    ] as [string, CheckLang][])
      expectLeft(text, lang);
  });
});

describe('a school named by its alumni, round eighteen', () => {
  it('flags the demonyms and the alumni words', () => {
    for (const [text, lang, part] of [
      ['As an Old Harrovian I learned to speak in public early.', 'en', 'Old Harrovian'],
      ['Our director, a fellow Old Wykehamist, took me on.', 'en', 'Old Wykehamist'],
      ['I am an Oxonian by training and a chemist by trade.', 'en', 'Oxonian'],
      ['팀장님과 저는 경기고 동문이라 금방 가까워졌습니다.', 'ko', '경기고 동문'],
      ['저는 부산대 동창들과 스터디를 꾸렸습니다.', 'ko', '부산대 동창'],
      ['Sebagai jebolan ITB, saya terbiasa dengan beban kerja berat.', 'id', 'jebolan ITB'],
    ] as [string, CheckLang, string][])
      expectFlagged(text, lang, part);
  });
  it('leaves words that only look like them', () => {
    for (const [text, lang] of [
      ['We restored an old Victorian terrace for the client.', 'en'],
      ['The Old Vic asked us to light its studio season.', 'en'],
      ['최고 동문 행사는 아니었지만 준비를 맡았습니다.', 'ko'],
      ['Mesin keluaran Jerman itu kami rawat setiap minggu.', 'id'],
    ] as [string, CheckLang][])
      expectLeft(text, lang);
  });
});

describe('a bare weight that measures goods, round eighteen', () => {
  it('leaves a change, a rate, a quantity and an object size', () => {
    for (const [text, lang] of [
      ['Scrap fell from 60 kg to 25 kg a shift after the new cutting plan.', 'en'],
      ['We packed 25 kg sacks of rice for the food bank.', 'en'],
      ['Each crate held about 30 kg of parts.', 'en'],
      ['I lifted a 20 kg box onto every shelf.', 'en'],
      ['Sisa bahan turun dari 80 kg menjadi 30 kg per minggu.', 'id'],
      ['Kami mengirim 50 kg beras setiap hari ke dapur umum.', 'id'],
    ] as [string, CheckLang][])
      expectLeft(text, lang);
  });
  it("still flags the member's own weight", () => {
    for (const [text, lang, part] of [
      ['Slim and fit, at 64 kg I can climb any ladder.', 'en', '64 kg'],
      ['I am 180 cm and 75 kg, which helps on the loading dock.', 'en', '75 kg'],
      ['Berat badan saya 55 kg dan saya rajin berolahraga.', 'id', 'Berat badan'],
    ] as [string, CheckLang, string][])
      expectFlagged(text, lang, part);
  });
});

describe('an age or a height as a limit for others, round eighteen', () => {
  it('leaves an age with a threshold and years to come', () => {
    for (const [text, lang] of [
      ['체험 프로그램은 만 14세 이상 청소년만 신청하도록 했습니다.', 'ko'],
      ['야간 공연에는 만 15세 미만 관객의 보호자 동반을 안내했습니다.', 'ko'],
      ['Only visitors aged 16 or over could use the climbing wall.', 'en'],
      ['Tickets for guests aged 65 and over were half price.', 'en'],
      ['Hanya peserta berusia 18 tahun ke atas yang boleh ikut.', 'id'],
      ['Pohon ini akan memberi hasil dua puluh tahun lagi.', 'id'],
      ['Batas tinggi badan kami tandai di pintu wahana.', 'id'],
    ] as [string, CheckLang][])
      expectLeft(text, lang);
  });
  it("still flags the member's own age and height", () => {
    for (const [text, lang, part] of [
      ['저는 만 27세로 현장 경험이 풍부합니다.', 'ko', '만 27세'],
      ['Aged 52 and still climbing, I love the work.', 'en', 'Aged 52'],
      ['Saya berusia 29 tahun dan siap ditempatkan di mana saja.', 'id', 'berusia 29 tahun'],
      ['Tinggi badan saya 170 cm.', 'id', 'Tinggi badan'],
    ] as [string, CheckLang, string][])
      expectFlagged(text, lang, part);
  });
});

describe("one's school stage at a dated event, round eighteen", () => {
  it('flags the stage told at the event in each language', () => {
    for (const [text, lang, part] of [
      [
        '세월호 참사 당시 저는 고등학생이었고, 그때 안전을 생각하게 되었습니다.',
        'ko',
        '당시 저는 고등학생이었',
      ],
      ['한일 월드컵 때 중학교 2학년이던 저는 응원단을 꾸렸습니다.', 'ko', '때 중학교 2학년이던'],
      ['I was in primary school when the towers fell.', 'en', 'I was in primary school when'],
      ['When the 2008 crash hit, I was still a teenager.', 'en', 'I was still a teenager'],
      ['Saat gempa Yogyakarta, saya masih SD dan ikut mengungsi.', 'id', 'saya masih SD'],
      ['Saya masih SMP ketika tsunami Aceh terjadi.', 'id', 'Saya masih SMP ketika'],
    ] as [string, CheckLang, string][])
      expectFlagged(text, lang, part);
  });
  it("leaves a stage that is not the member's, and events at work", () => {
    for (const [text, lang] of [
      ['방학 때 초등학생 대상 체험 교실을 운영했습니다.', 'ko'],
      ['When the line stopped, I was in the control room.', 'en'],
      ['I was in charge when the audit began.', 'en'],
      ['Saat pameran, saya melayani siswa SD yang berkunjung.', 'id'],
    ] as [string, CheckLang][])
      expectLeft(text, lang);
  });
});
