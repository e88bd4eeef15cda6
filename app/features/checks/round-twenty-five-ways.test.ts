// Round twenty-five (ADR 0039): own traits in the shapes the round-seventeen set showed missing
// (blind-ways-sixth.ts) are flagged, and a near miss about another person or a thing is left — made-up
// sentences other than the set's.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';

describe('round twenty-five: Korean own traits', () => {
  it('a face or a build described by its shape', () => {
    expectFlagged('갸름한 얼굴형이라 첫인상이 차갑다는 말을 듣곤 했습니다.', 'ko', '갸름한 얼굴형');
    expectFlagged('다부진 체격 덕분에 무거운 자재도 혼자 옮겼습니다.', 'ko', '다부진 체격');
    expectLeft('둥근 모서리의 상자를 골라 포장 파손을 줄였습니다.', 'ko');
  });
  it('children counted before a parent word', () => {
    expectFlagged('딸 둘 엄마라서 주말 근무 일정을 미리 짭니다.', 'ko', '딸 둘');
    expectLeft('딸기 두 상자를 매일 아침 들여왔습니다.', 'ko');
  });
});

describe('round twenty-five: English own traits', () => {
  it('body art of my own, not a customer request', () => {
    expectFlagged(
      'Clients often ask about my pierced ears before the session starts.',
      'en',
      'my pierced ears',
    );
    expectLeft('A customer asked whether the helmet would rub on a pierced ear.', 'en');
  });
  it('the year I left school, not a scheme that started in a year', () => {
    expectFlagged('I finished school in 1997 and joined a print shop.', 'en', 'I finished school in 1997');
    expectLeft('The scheme started in 1997 and still runs today.', 'en');
  });
  it('young children counted at home, not a client with them', () => {
    expectFlagged('With three teenagers at home, I am used to juggling timetables.', 'en', 'three teenagers');
    expectLeft('Three teenagers from the youth club helped us plant the beds.', 'en');
  });
  it('a kind of school I went to, not one we served', () => {
    expectFlagged('I learned to type at a Surrey boarding school.', 'en', 'boarding school');
    expectLeft('Our van delivered lunches to a boarding school near the ring road.', 'en');
  });
});

describe('round twenty-five: Indonesian own traits', () => {
  it('head of the household', () => {
    expectFlagged(
      'Sebagai tulang punggung keluarga, saya tidak pernah absen.',
      'id',
      'tulang punggung keluarga',
    );
    expectLeft('Kepala gudang meminta laporan stok setiap Jumat.', 'id');
  });
  it("a family's business, not a named owner's", () => {
    expectFlagged(
      'Dari warung makan milik orang tua, saya belajar melayani pembeli.',
      'id',
      'milik orang tua',
    );
    expectLeft('Kami memasok kain ke toko milik keluarga Tanoto di pasar.', 'id');
  });
  it("a migrant's origin of my own, not a customer's", () => {
    expectFlagged(
      'Saya pendatang asal Kupang yang sudah lima tahun di Surabaya.',
      'id',
      'pendatang asal Kupang',
    );
    expectLeft('Banyak pelanggan kami pendatang asal Kupang yang menyewa kamar bulanan.', 'id');
  });
});
