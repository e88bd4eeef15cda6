// Round twenty-four, second pass (ADR 0039): the families the sixth made-up set showed in its one run
// (blind-ways-more.ts) and the others' shapes it showed (blind-others-fifth.ts), each both ways on sentences
// other than the set's; the set itself is asserted whole as it stands after the pass.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import { blindExcerpts, expectFlagged, expectLeft } from './blind-expect';
import { OTHERS_CLEAN_SIXTH, OWN_TRAITS_SIXTH } from './blind-first-person-sixth';
import type { CheckLang } from './types';

const overlaps = (t: string, l: CheckLang, p: string) => {
  const a = t.indexOf(p);
  return blindFindings(t, l, []).some(({ range: [s, e] }) => s < a + p.length && a < e);
};

describe('round twenty-four: the sixth made-up set after the second pass (seen)', () => {
  it('flags every own trait and leaves at least 19 of 20 clean sentences a language', () => {
    for (const lang of ['ko', 'en', 'id'] as const) {
      const own = OWN_TRAITS_SIXTH.filter(([, l]) => l === lang);
      expect(own.filter(([t, l, p]) => overlaps(t, l, p)).length, lang).toBe(own.length);
      const clean = OTHERS_CLEAN_SIXTH.filter(([, l]) => l === lang);
      expect(clean.filter(([t]) => blindExcerpts(t, lang).length === 0).length, lang).toBeGreaterThanOrEqual(
        19,
      );
    }
  });
});

describe('round twenty-four, second pass: Korean', () => {
  it('an early-born year, grandchildren, a region’s people word', () => {
    expectFlagged('빠른 93년생이라 학번이 하나 빠릅니다.', 'ko', '빠른 93년생');
    expectFlagged('올봄 손녀를 얻어 주말마다 돌봅니다.', 'ko', '손녀를 얻');
    expectFlagged('경상도 사나이라는 말을 자주 듣습니다.', 'ko', '경상도 사나이');
    expectLeft('손자를 보러 오신 어르신께 주차 안내를 했습니다.', 'ko');
  });
  it('build, sight, a named condition, a faith by its teacher', () => {
    expectFlagged('체구가 작은 편이라 좁은 덕트 점검을 맡았습니다.', 'ko', '체구가 작은 편');
    expectFlagged('저는 난청이 있어 회의록을 꼼꼼히 봅니다.', 'ko', '난청이 있어');
    expectFlagged('천주교 수녀님 밑에서 봉사를 배웠습니다.', 'ko', '천주교 수녀님 밑에서');
    expectLeft('체구가 작은 아이들을 위해 의자 높이를 낮췄습니다.', 'ko');
  });
  it('a person of the story after the trait, a relative clause’s head, a genitive owner, a landmark', () => {
    expectLeft('전라도 출신 직원들과 사투리 안내 문구를 만들었습니다.', 'ko');
    expectLeft('전역을 앞둔 군인들에게 이력서 작성법을 알려 주었습니다.', 'ko');
    expectLeft('회원의 나이와 체중을 입력해 운동량을 계산했습니다.', 'ko');
    expectLeft('서강대 앞 매장에서 일했습니다.', 'ko');
    expectFlagged('스물넷에 결혼해 아이가 셋입니다.', 'ko', '결혼해');
  });
});

describe('round twenty-four, second pass: English', () => {
  it('a round birthday, a people word with a place, "Back in", a kind of college', () => {
    expectFlagged('I hit the big four-oh this year.', 'en', 'the big four-oh');
    expectFlagged("I'm a Hoosier from Muncie.", 'en', 'Hoosier from Muncie');
    expectFlagged('Back in Nairobi, I ran a courier desk.', 'en', 'Back in Nairobi');
    expectFlagged('As an Ivy League dropout, I learned on the job.', 'en', 'Ivy League dropout');
    expectLeft('Back in March, I ran a courier desk.', 'en');
  });
  it('an aid one uses, a weight leading a clause about oneself, a spouse by a service', () => {
    expectFlagged('I wear an insulin pump on shift.', 'en', 'insulin pump');
    expectFlagged('At six foot two, I can reach the top racks.', 'en', 'At six foot two');
    expectFlagged('I was a Navy wife for a decade.', 'en', 'Navy wife');
    expectLeft('At 40 pounds, the crate needs two people.', 'en');
  });
});

describe('round twenty-four, second pass: Indonesian', () => {
  it('born after a year, going with a parent to treatment, a parent’s trade', () => {
    expectFlagged('Saya lahir sebelum tahun 1990.', 'id', 'lahir sebelum tahun 1990');
    expectFlagged('Saya mengantar ibu kemoterapi setiap bulan.', 'id', 'mengantar ibu');
    expectFlagged('Saya putri seorang nelayan dari Bitung.', 'id', 'putri seorang nelayan');
    expectLeft('Saya mengantar pasien kemoterapi ke ruang infus.', 'id');
  });
  it('merantau, a school described, paket C, a body part that fails, the only man', () => {
    expectFlagged('Saya merantau dari Padang ke Batam.', 'id', 'merantau dari Padang');
    expectFlagged('Dulu saya sekolah di SMA unggulan di kota saya.', 'id', 'SMA unggulan');
    expectFlagged('Saya memperoleh ijazah paket B.', 'id', 'ijazah paket B');
    expectFlagged('Telinga kanan saya tuli sejak kecil.', 'id', 'Telinga kanan saya tuli');
    expectFlagged(
      'Karena laki-laki satu-satunya di tim kasir, saya yang mengangkat galon.',
      'id',
      'satu-satunya',
    );
    expectLeft('Kami mengangkut perantau dari Padang.', 'id');
  });
  it('people of the story before the trait, a foundation named before a university', () => {
    expectLeft('Seorang nenek berjilbab biru menanyakan jadwal kapal.', 'id');
    expectLeft('Saya bekerja di Yayasan Beasiswa Universitas Andalas.', 'id');
    expectLeft('Kami memberi potongan harga untuk lansia yang berusia di atas tujuh puluh tahun.', 'id');
  });
});

describe('round twenty-four, second pass: a group, an event, a topic', () => {
  it('an age range is a group’s, an own age is not a range', () => {
    expectLeft('I ran swim lessons for kids aged 6 to 9.', 'en');
    expectFlagged('I was aged 15 when I started at the bakery.', 'en', 'aged 15');
  });
  it('a trait word naming an event or a list after an article', () => {
    expectLeft('I printed the alumni newsletter every month.', 'en');
  });
  it('a topic one wrote or taught about, unless it is one’s own', () => {
    expectLeft('Saya membuat poster tentang berat badan ideal balita.', 'id');
    expectFlagged('Saya menulis tentang tinggi badan saya yang 190 cm.', 'id', 'tinggi badan saya');
  });
});

describe('round twenty-four, second pass: a facility named by who uses it', () => {
  it('is the work’s object or owner, not where one lived', () => {
    expectLeft('남학생 기숙사의 보일러 교체 공사를 감독했습니다.', 'ko');
    expectLeft('여직원 휴게실을 새로 꾸몄습니다.', 'ko');
    expectFlagged('여학생 기숙사에서 4년을 지냈습니다.', 'ko', '여학생');
  });
});

describe('round twenty-four, second pass: visitors’ written words reported', () => {
  it('are theirs; what one hears said of oneself is still one’s own', () => {
    expectLeft('후기 게시판에는 엄마 손맛이 난다는 글이 많았습니다.', 'ko');
    expectFlagged('아버지를 닮았다는 말을 자주 듣습니다.', 'ko', '아버지');
  });
});
