// Round twenty-three (ADR 0039): another person's kin, age, body, school, gender or status in a story of work
// is left alone by the clause's shape (blind-others-clause.ts), and the writer's own in the same shapes is
// still flagged. Other words than the fourth made-up set's (blind-others-fourth.ts), which is asserted whole
// where the round met it.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import { blindExcerpts, expectFlagged, expectLeft } from './blind-expect';
import { OTHERS_CLEAN_FOURTH, OWN_TRAITS_FOURTH } from './blind-others-fourth';
import type { CheckLang } from './types';

const overlaps = (t: string, l: CheckLang, p: string) => {
  const a = t.indexOf(p);
  return blindFindings(t, l, []).some(({ range: [s, e] }) => s < a + p.length && a < e);
};

describe('round twenty-three: the fourth made-up set', () => {
  it('leaves at least 38 of 40 clean sentences a language and flags as many own traits as before', () => {
    for (const lang of ['ko', 'en', 'id'] as const) {
      const clean = OTHERS_CLEAN_FOURTH.filter(([, l]) => l === lang);
      const left = clean.filter(([t]) => blindExcerpts(t, lang).length === 0);
      expect(left.length, lang).toBeGreaterThanOrEqual(38);
    }
    const found = (lang: CheckLang) =>
      OWN_TRAITS_FOURTH.filter(([t, l, p]) => l === lang && overlaps(t, l, p)).length;
    // Round twenty-four's families (blind-belonging.ts, curly apostrophes) found the rest: 26/25/29 -> 30/30/30.
    expect([found('ko'), found('en'), found('id')]).toEqual([30, 30, 30]);
  });
});

describe('round twenty-three: Korean, others by the clause', () => {
  it('kin with the honorific others get', () => {
    expectLeft('아내분께서 대신 계약서에 서명하셨습니다.', 'ko');
    expectLeft('고객님 아드님이 차량을 인수하러 오셨습니다.', 'ko');
    expectFlagged('아내와 함께 작은 가게를 꾸렸습니다.', 'ko', '아내');
  });
  it('a trait inside a relative clause whose head is another person', () => {
    expectLeft('고3 아들을 둔 학부모님들께 입시 설명회 자료를 보내 드렸습니다.', 'ko');
    expectLeft('이혼 조정 중인 임차인에게 계약 승계 절차를 설명했습니다.', 'ko');
    expectLeft('예순일곱 살에 처음 스마트폰을 산 손님께 사진 전송을 가르쳐 드렸습니다.', 'ko');
    expectFlagged('예순일곱 살에 처음 스마트폰을 샀습니다.', 'ko', '예순일곱 살');
    expectFlagged('서른둘에 결혼해 낳은 딸이 올해 입학합니다.', 'ko', '결혼해');
    expectFlagged('두 딸을 키우는 엄마로서 일정 관리에 자신이 있습니다.', 'ko', '엄마로서');
  });
  it('an age or a status modifying a person of the story', () => {
    expectLeft('열아홉 살 현장실습생들에게 안전화 착용을 챙겼습니다.', 'ko');
    expectLeft('맞벌이 가구의 어린이들을 위해 토요일 반을 열었습니다.', 'ko');
    expectFlagged('이혼 후 혼자 두 아이를 키웠습니다.', 'ko', '이혼');
  });
  it('kin after another person as the subject, or as the one who came', () => {
    expectLeft('어린이가 아빠 손을 놓치고 울어서 안내 방송을 했습니다.', 'ko');
    expectLeft('약국을 찾아온 여든 살 할머니께 복약 안내문을 크게 뽑아 드렸습니다.', 'ko');
    expectFlagged('할머니 손에 자라 어른을 대하는 일이 편합니다.', 'ko', '할머니');
  });
  it('a weight among vital signs, a landlord one works for', () => {
    expectLeft('내원 시 혈압과 체중을 재서 차트에 적었습니다.', 'ko');
    expectLeft('건물주께 외벽 균열 사진을 보내 보수 일정을 잡았습니다.', 'ko');
    expectFlagged('체중이 100kg을 넘어 식단을 바꿨습니다.', 'ko', '체중');
    expectFlagged('부모님이 건물주셔서 임대 관리를 도왔습니다.', 'ko', '건물주');
  });
});

describe('round twenty-three: English and Indonesian, others as the clause subject', () => {
  it('English', () => {
    expectLeft('The plumber, a father of four, asked to finish early on Fridays.', 'en');
    expectLeft('A widowed pensioner rang twice about her meter.', 'en');
    expectLeft('Two of the cleaners were born in Romania, so I printed the rota in Romanian.', 'en');
    expectFlagged('I am 38 and a mother of two.', 'en', 'mother of two');
    expectFlagged('As a father of four, I plan ahead.', 'en', 'father');
    expectFlagged('Guests say I have a warm smile and a friendly face.', 'en', 'friendly face');
  });
  it('Indonesian', () => {
    expectLeft('Seorang petani berusia 66 tahun meminta jadwal penyuluhan pagi.', 'id');
    expectLeft('Kurir kami masih berumur 20 tahun, jadi saya mendampingi mereka di rute pertama.', 'id');
    expectLeft('Pembeli bertubuh tinggi kami sarankan ukuran XL.', 'id');
    expectFlagged('Saya masih berumur 20 tahun ketika menjadi kurir.', 'id', 'berumur 20');
    expectFlagged('Wajah saya sering dibilang awet muda.', 'id', 'Wajah saya');
  });
});
