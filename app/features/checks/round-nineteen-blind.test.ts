// Round nineteen (ADR 0039): blind-hiring families from the round-eighteen set's misses and false alarms
// (fresh14.ts, seen since its blind run), each both ways on made-up sentences with OTHER words of the family:
// none of these sentences is in a planted set.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';
import type { CheckLang } from './types';

type Case = [string, CheckLang, string];
type Clean = [string, CheckLang];

describe('round nineteen: blind hiring by family', () => {
  it('flags an age by its decade in words or by its classical name', () => {
    for (const [t, l, p] of [
      ['삼십 대 초반이라 아직 배울 것이 많습니다.', 'ko', '삼십 대 초반'],
      ['오십 대인 제가 현장에 서는 이유가 있습니다.', 'ko', '오십 대인 제가'],
      ['불혹을 넘긴 나이에도 야간 근무를 지킵니다.', 'ko', '불혹을'],
      ["I'm pushing fifty, but I still do nights.", 'en', 'pushing fifty'],
      ['Now on the wrong side of forty, I know my limits.', 'en', 'wrong side of forty'],
      ['As a forty-something engineer I bring calm.', 'en', 'forty-something'],
      ['Saya sudah berkepala empat tetapi tetap gesit.', 'id', 'berkepala empat'],
    ] as Case[])
      expectFlagged(t, l, p);
    for (const [t, l] of [
      ['트럭 사십 대가 새벽에 도착했습니다.', 'ko'],
      ['We were turning 40 parcels an hour more.', 'en'],
      ['Kepala tiga gudang hadir dalam rapat.', 'id'],
    ] as Clean[])
      expectLeft(t, l);
  });
  it('flags property one inherited, not know-how handed down', () => {
    for (const [t, l, p] of [
      ['부모님께 물려받은 상가가 있어 여유가 있었습니다.', 'ko', '물려받은 상가'],
      ['I inherited a small farm, so money was never the worry.', 'en', 'inherited a small farm'],
      ['Saya mewarisi sebidang kebun kopi dari kakek.', 'id', 'mewarisi sebidang kebun'],
    ] as Case[])
      expectFlagged(t, l, p);
    for (const [t, l] of [
      ['선배에게 물려받은 노하우로 설비를 점검했습니다.', 'ko'],
      ['I inherited a backlog of 300 tickets from my predecessor.', 'en'],
      ['Tim kami mewarisi semangat pendiri perusahaan.', 'id'],
    ] as Clean[])
      expectLeft(t, l);
  });
  it("flags a hometown said by its people's word", () => {
    for (const [t, l, p] of [
      ['I am a proud Geordie and it shows in how I talk to callers.', 'en', 'proud Geordie'],
      ['A Brummie through and through, I never left the Midlands.', 'en', 'Brummie through and through'],
      ['Saya wong Solo yang merantau ke Bekasi.', 'id', 'wong Solo'],
      ['Sebagai urang Bandung, saya terbiasa dengan udara dingin.', 'id', 'urang Bandung'],
      ['뼛속까지 목포 사람이라 바다가 편합니다.', 'ko', '뼛속까지 목포 사람'],
    ] as Case[])
      expectFlagged(t, l, p);
    for (const [t, l] of [
      ['We served Geordie customers at the Newcastle depot.', 'en'],
      ['an engineer through and through, the manager said of the contractor.', 'en'],
      ['Kami mengirim paket ke Solo setiap hari.', 'id'],
    ] as Clean[])
      expectLeft(t, l);
  });
  it('flags build and face said with any word of the kind', () => {
    for (const [t, l, p] of [
      ['마른 체격이지만 무거운 장비도 거뜬히 옮깁니다.', 'ko', '마른 체격이지만'],
      ['왜소한 체형이라 처음에는 걱정을 들었습니다.', 'ko', '왜소한 체형이라'],
      ['Customers trust my youthful face more than my badge.', 'en', 'my youthful face'],
      ["I'm baby-faced, so callers think I am new.", 'en', 'baby-faced'],
      ['Saya berperawakan jangkung dan berambut ikal.', 'id', 'berperawakan jangkung'],
      ['Saya bertubuh tambun tetapi cekatan.', 'id', 'bertubuh tambun'],
    ] as Case[])
      expectFlagged(t, l, p);
    for (const [t, l] of [
      ['고객 체형에 맞는 사이즈를 추천했습니다.', 'ko'],
      ['The new looks of the app pleased the client.', 'en'],
      ['Perusahaan kami berbadan hukum sejak 2010.', 'id'],
      ['Kemasan berwajah baru diluncurkan bulan lalu.', 'id'],
    ] as Clean[])
      expectLeft(t, l);
  });
  it('flags a school by its short form or by what one read there', () => {
    for (const [t, l, p] of [
      ['대원외고를 졸업하고 통역 일을 시작했습니다.', 'ko', '대원외고'],
      ['경기북과학고 출신으로 실험을 좋아했습니다.', 'ko', '경기북과학고'],
      ['I read Law at Durham before moving into logistics.', 'en', 'read Law at Durham'],
      ['Having read history at Exeter, I like evidence.', 'en', 'read history at Exeter'],
    ] as Case[])
      expectFlagged(t, l, p);
    for (const [t, l] of [
      ['채용공고를 보고 지원했습니다.', 'ko'],
      ['I read the report at Heathrow on the way back.', 'en'],
    ] as Clean[])
      expectLeft(t, l);
  });
  it('flags religion kept as a role or as worship, not a place of work', () => {
    for (const [t, l, p] of [
      ['성당 성가대에서 봉사하며 주말을 보냅니다.', 'ko', '성가대에서 봉사'],
      ['장로로 섬기며 배운 것이 많습니다.', 'ko', '장로로 섬기'],
      ['I go to Mass every Sunday, so I swap shifts.', 'en', 'I go to Mass'],
      ['I keep Shabbat and plan my rota around it.', 'en', 'I keep Shabbat'],
      ['Saya rajin beribadah di gereja setiap Minggu.', 'id', 'beribadah di gereja'],
      ['Setiap Jumat saya salat di masjid dekat kantor.', 'id', 'salat di masjid'],
    ] as Case[])
      expectFlagged(t, l, p);
    for (const [t, l] of [
      ['교회 건물의 방역을 맡았습니다.', 'ko'],
      ['We renovated the church hall and the temple car park.', 'en'],
      ['Kami merenovasi atap gereja dan pagar masjid.', 'id'],
    ] as Clean[])
      expectLeft(t, l);
  });
  it('flags gender as the only one, and a birth a span from an event', () => {
    for (const [t, l, p] of [
      ['유일한 여성 관제사로 야간 근무를 맡았습니다.', 'ko', '유일한 여성 관제사로'],
      ['I was the only woman on the crew for three years.', 'en', 'the only woman'],
      ['As the only lad on the night desk, I learnt to listen.', 'en', 'the only lad'],
      ['Saya satu-satunya perempuan di tim teknisi.', 'id', 'satu-satunya perempuan'],
      ['월드컵 한 해 전에 태어나 축구를 좋아합니다.', 'ko', '한 해 전에 태어나'],
      ['I was born a year before the Millennium.', 'en', 'born a year before the Millennium'],
      ['Saya orang Malang, lahir dua tahun setelah krisis moneter.', 'id', 'lahir dua tahun setelah'],
    ] as Case[])
      expectFlagged(t, l, p);
    for (const [t, l] of [
      ['He was the only man who could fix the press.', 'en'],
      ['Produk itu lahir setahun setelah pandemi.', 'id'],
    ] as Clean[])
      expectLeft(t, l);
  });
  it("leaves another person's kin, age, gender and weight", () => {
    for (const [t, l] of [
      ['어린 자녀를 둔 고객들에게는 배송 시간을 따로 알렸습니다.', 'ko'],
      ['아빠가 넘어졌다고 전화한 아이에게 차분히 안내했습니다.', 'ko'],
      ['코끼리 세 마리의 체중이 겨울에 줄었습니다.', 'ko'],
      ['매주 체중계로 송아지를 쟀습니다.', 'ko'],
      ['A 92-year-old woman who lived alone rang twice that night.', 'en'],
      ['Seorang nenek berusia 79 tahun menelepon tengah malam.', 'id'],
      ['Seorang mahasiswi magang membantu kami di gudang.', 'id'],
    ] as Clean[])
      expectLeft(t, l);
    for (const [t, l, p] of [
      ['어머니가 운영하시던 식당의 손님들을 보며 자랐습니다.', 'ko', '어머니'],
      ['엄마가 일하던 식당에서 방학을 보냈습니다.', 'ko', '엄마'],
      ['제 체중이 많이 늘어 운동을 시작했습니다.', 'ko', '체중'],
      ['As a 52-year-old, I bring patience.', 'en', '52-year-old'],
      ['Saya seorang mahasiswi saat itu.', 'id', 'mahasiswi'],
      ['Saya berusia 41 tahun dan sehat.', 'id', 'berusia 41 tahun'],
      ['Saya wanita berusia 38 tahun.', 'id', 'berusia 38 tahun'],
      ['아버지께서 조선소에서 일하셨고 제 몸무게는 70kg입니다.', 'ko', '몸무게'],
      ['고객 응대를 좋아하고 체중 61kg의 작은 체구입니다.', 'ko', '체중'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
});
