// Round twenty-six (ADR 0039): first sentences on a generality, a saying, praise, the birth or a letter's
// formula (opening-generalities.ts), both ways on made-up sentences other than the list set's: empty even
// when they share the question's words, and an answer that starts with the same words is left alone.
import { describe, expect, it } from 'vitest';
import { openingFinding } from './cliches';

const empty = (text: string, question: string) => openingFinding(text, question) !== null;

describe('round twenty-six: openings on a generality, a saying or a formula', () => {
  it('ko: everyone, a saying, the company praised, the birth', () => {
    expect(empty('누구나 실패를 겪으며 자랍니다. 저도 그렇습니다.', '가장 큰 실패 경험을 쓰시오.')).toBe(
      true,
    );
    expect(empty('갈등은 어디에나 생기기 마련입니다. 저도 겪었습니다.', '동료와의 갈등 경험을 쓰시오.')).toBe(
      true,
    );
    expect(
      empty("'아는 것이 힘'이라는 말이 있습니다. 저는 공부를 좋아합니다.", '입사 후 포부를 쓰시오.'),
    ).toBe(true);
    expect(empty('귀사는 국내 화장품 업계 최고의 기업입니다. 누구나 압니다.', '지원 동기를 쓰시오.')).toBe(
      true,
    );
    expect(empty('저는 3남 중 둘째로 태어났습니다. 형이 둘 있습니다.', '지원 동기를 쓰시오.')).toBe(true);
  });
  it('ko: an answer that starts on the question is left alone', () => {
    expect(
      empty('누구보다 먼저 품질 기준서를 고친 일이 제 실패의 시작이었습니다.', '가장 큰 실패 경험을 쓰시오.'),
    ).toBe(false);
    expect(empty('귀사의 화장품 원료 추적 시스템을 만들고 싶어 지원했습니다.', '지원 동기를 쓰시오.')).toBe(
      false,
    );
  });
  it('en: everyone, life, a saying, the company praised, the letter’s formula', () => {
    const f = 'Describe a failure and what it taught you.';
    expect(empty('We all make mistakes. I have made mine.', f)).toBe(true);
    expect(empty('Success is a journey, not a destination. I believe it.', f)).toBe(true);
    expect(empty('There is a saying that practice makes perfect. I agree.', 'What are your goals?')).toBe(
      true,
    );
    expect(
      empty('Your firm is one of the best in retail. Everyone knows it.', 'Why do you want to join us?'),
    ).toBe(true);
    expect(
      empty('I am writing in response to your advert. I hope to hear back.', 'Why do you want to join us?'),
    ).toBe(true);
  });
  it('en: an answer that starts on the question is left alone', () => {
    expect(
      empty('Everyone on my shift lost a day when I mislabelled the returns pallet.', 'Describe a failure.'),
    ).toBe(false);
    expect(
      empty(
        'Your firm runs the only bonded warehouse in the port, which is why I applied.',
        'Why do you want to join us?',
      ),
    ).toBe(false);
  });
  it('id: everyone, life, a saying, the company praised, the letter’s formula', () => {
    const f = 'Ceritakan kegagalan terbesar Anda.';
    expect(empty('Semua orang pernah gagal dalam hidupnya. Saya juga.', f)).toBe(true);
    expect(empty('Hidup adalah perjuangan. Saya sudah berjuang.', f)).toBe(true);
    expect(empty('Ada peribahasa berakit-rakit ke hulu. Saya setuju.', 'Apa rencana Anda ke depan?')).toBe(
      true,
    );
    expect(
      empty('Menanggapi iklan lowongan di koran Kompas, saya mengirim lamaran.', 'Mengapa Anda melamar?'),
    ).toBe(true);
    expect(
      empty('Saya seorang alumni Politeknik Negeri Bandung. Saya lulus cepat.', 'Mengapa Anda melamar?'),
    ).toBe(true);
  });
  it('id: an answer that starts on the question is left alone', () => {
    expect(
      empty(
        'Semua pesanan hari itu terlambat karena saya salah membaca jadwal kapal.',
        'Ceritakan kegagalan terbesar Anda.',
      ),
    ).toBe(false);
    expect(
      empty(
        'Saya melamar karena gudang Anda di Batam memakai sistem yang pernah saya pasang.',
        'Mengapa Anda melamar?',
      ),
    ).toBe(false);
  });
});

describe('round thirty-two: a long-held belief about every job, and weighing which story to tell', () => {
  const first = (text: string, question: string) => {
    const f = openingFinding(text, question);
    return f && [text.slice(...f.range), f.message];
  };
  it('flags the first sentence a member sees', () => {
    expect(
      first(
        'I have always felt that every customer teaches you patience. I ran a call centre.',
        'Tell us about a conflict.',
      ),
    ).toEqual(['I have always felt that every customer teaches you patience.', 'opening.empty']);
    expect(
      first(
        '저는 늘 모든 일에는 배울 점이 있다고 믿어 왔습니다. 물류센터에서 일했습니다.',
        '갈등 경험을 쓰시오.',
      ),
    ).toEqual(['저는 늘 모든 일에는 배울 점이 있다고 믿어 왔습니다.', 'opening.empty']);
    expect(
      first(
        'Saya selalu percaya bahwa setiap pekerjaan mengajarkan kesabaran. Saya mengelola gudang.',
        'Ceritakan konflik Anda.',
      ),
    ).toEqual(['Saya selalu percaya bahwa setiap pekerjaan mengajarkan kesabaran.', 'opening.empty']);
    expect(
      first('무슨 이야기를 쓸지 한참 망설였습니다. 저는 물류센터에서 일했습니다.', '갈등 경험을 쓰시오.'),
    ).toEqual(['무슨 이야기를 쓸지 한참 망설였습니다.', 'opening.empty']);
    expect(
      first('I spent a long time deciding which story to tell. I ran a depot.', 'Tell us about a conflict.'),
    ).toEqual(['I spent a long time deciding which story to tell.', 'opening.empty']);
    expect(
      first(
        'Saya cukup lama bingung memilih pengalaman mana yang akan saya tulis. Saya mengelola gudang.',
        'Ceritakan konflik Anda.',
      ),
    ).toEqual(['Saya cukup lama bingung memilih pengalaman mana yang akan saya tulis.', 'opening.empty']);
  });
  it('leaves a first sentence that says what the belief or the choice is about', () => {
    expect(
      first(
        'I have always believed in checking the pallet count before the driver leaves, and in 2021 it saved us a recall.',
        'Tell us about a conflict.',
      ),
    ).toBeNull();
    expect(
      first(
        '어떤 경험을 적을지는 분명했습니다: 2022년 냉동창고 화재 대응입니다. 저는 당직이었습니다.',
        '위기 극복 경험을 쓰시오.',
      ),
    ).toBeNull();
    expect(
      first(
        'Saya selalu percaya pada data gudang, dan pada 2021 data itu menyelamatkan kami. Saya piket.',
        'Ceritakan krisis Anda.',
      ),
    ).toBeNull();
  });
});
