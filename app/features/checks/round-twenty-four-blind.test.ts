// Round twenty-four (ADR 0039): own traits said through life events, home words, exam scores and leaving
// levels (blind-life-events.ts) are flagged, and the shapes that tell another person's trait or a name
// (blind-others-fifth.ts) are left alone — each family both ways on sentences other than the fifth made-up
// set's (blind-first-person-fifth*.ts), which is asserted whole where the round met it.
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import { blindExcerpts, expectFlagged, expectLeft } from './blind-expect';
import { OWN_TRAITS_FIFTH } from './blind-first-person-fifth';
import { OTHERS_CLEAN_FIFTH } from './blind-first-person-fifth-clean';
import type { CheckLang } from './types';

const overlaps = (t: string, l: CheckLang, p: string) => {
  const a = t.indexOf(p);
  return blindFindings(t, l, []).some(({ range: [s, e] }) => s < a + p.length && a < e);
};

describe('round twenty-four: the fifth made-up set', () => {
  it('flags every own trait and leaves every clean sentence, per language', () => {
    for (const lang of ['ko', 'en', 'id'] as const) {
      const own = OWN_TRAITS_FIFTH.filter(([, l]) => l === lang);
      expect(own.filter(([t, l, p]) => overlaps(t, l, p)).length, lang).toBe(own.length);
      const clean = OTHERS_CLEAN_FIFTH.filter(([, l]) => l === lang);
      expect(clean.filter(([t]) => blindExcerpts(t, lang).length > 0).map(([t]) => t)).toEqual([]);
    }
  });
});

describe('round twenty-four: Korean life events and home words', () => {
  it('a child married off, not a customer who married hers off', () => {
    expectFlagged('지난봄 막내딸을 시집보낸 뒤 야간 근무를 자원했습니다.', 'ko', '막내딸을 시집보낸');
    expectLeft('아들을 장가보내신 고객님이 신혼집 가전을 상담하셨습니다.', 'ko');
  });
  it("a parent's funeral and in-laws, not a firm named with them", () => {
    expectFlagged('할머니 발인을 마치고 이튿날 출근했습니다.', 'ko', '할머니 발인');
    expectFlagged('처가 일을 거들며 주말을 보냅니다.', 'ko', '처가');
    expectLeft('배송은 시댁상회와 계약해 처리했습니다.', 'ko');
  });
  it('a spouse by a home word, a child starting school', () => {
    expectFlagged('안사람이 간호사라 교대 근무를 잘 이해합니다.', 'ko', '안사람');
    expectFlagged('둘째가 내년에 유치원에 들어가 시간 여유가 생깁니다.', 'ko', '둘째가 내년에 유치원');
    expectLeft('둘째가 유치원에 입학하신 학부모님께 차량 시간표를 드렸습니다.', 'ko');
  });
  it('an age by 띠동갑, a school year at an event, a round age ahead', () => {
    expectFlagged('사장님과 띠동갑인 저는 세대 차이를 좁히는 역할을 했습니다.', 'ko', '띠동갑');
    expectFlagged('저는 세월호 때 고2였습니다.', 'ko', '고2였');
    expectFlagged('칠순을 바라보는 나이에도 배달을 합니다.', 'ko', '칠순을 바라보');
    expectLeft('칠순을 앞두신 어르신께 보청기 사용법을 알려 드렸습니다.', 'ko');
    expectLeft('고2 학생들의 수행평가 일정을 관리했습니다.', 'ko');
  });
  it('a school by a rivalry, a score or a leaving level', () => {
    expectFlagged('고연전 대표 선수로 럭비를 했습니다.', 'ko', '고연전 대표');
    expectFlagged('수능 만점으로 장학금을 받았습니다.', 'ko', '수능 만점');
    expectFlagged('중졸이지만 기능장 자격을 땄습니다.', 'ko', '중졸이지만');
    expectLeft('수능 시험장 방역을 맡았습니다.', 'ko');
  });
  it('a sense that fails, a family trade', () => {
    expectFlagged('오른쪽 눈이 잘 보이지 않아 화면 확대 기능을 씁니다.', 'ko', '눈이 잘 보이지 않');
    expectFlagged('저희는 3대째 양조장을 이어 온 집안입니다.', 'ko', '3대째');
    expectLeft('눈이 잘 보이지 않으시는 손님께 메뉴를 읽어 드렸습니다.', 'ko');
  });
  it('where one lived as a child', () => {
    expectFlagged('어린 시절을 보낸 군산에서 첫 가게를 열었습니다.', 'ko', '군산');
  });
});

describe('round twenty-four: Korean others and names', () => {
  it('a firm glued to a trade word, a brand named with 라는', () => {
    expectLeft('할머니식품 납품 일정을 조율했습니다.', 'ko');
    expectLeft('엄마의 밥상이라는 상호의 가맹점을 관리했습니다.', 'ko');
    expectFlagged('할머니께서 운영하시던 식품 가게를 도왔습니다.', 'ko', '할머니');
  });
  it('a kin pair, kin modifying a person of the story, an audience', () => {
    expectLeft('아버지와 아들이 함께 하는 목공 교실을 열었습니다.', 'ko');
    expectLeft('할머니 회원들의 출석을 관리했습니다.', 'ko');
    expectLeft('쌍둥이를 키우는 엄마들을 위한 모임을 꾸렸습니다.', 'ko');
  });
  it("another's subject by the honorific or by kin, unless the writer comes after", () => {
    expectLeft('택배 기사님이 경상도 사투리로 인사하셨습니다.', 'ko');
    expectLeft('손님의 아들이 고려대에 합격했다고 하셨습니다.', 'ko');
    expectFlagged('팀장님은 놀라셨지만 저는 경상도 사투리로 답했습니다.', 'ko', '경상도 사투리');
  });
  it('a wedding as the work, not one\u2019s own', () => {
    expectLeft('결혼식 촬영 예약을 관리했습니다.', 'ko');
    expectFlagged('제 결혼 후 지방으로 이사했습니다.', 'ko', '결혼');
  });
});

describe('round twenty-four: English', () => {
  it('a class year, a grandparent one became, an immigrant, a hyphenated origin', () => {
    expectFlagged("As class of '05, I remember the first smartphones.", 'en', "class of '05");
    expectFlagged('I became a grandmother in May.', 'en', 'grandmother');
    expectFlagged('I am a refugee from Eritrea.', 'en', 'refugee from Eritrea');
    expectFlagged("I'm a proud Mexican-American from El Paso.", 'en', 'Mexican-American');
    expectLeft('We hired two refugees from Eritrea as drivers.', 'en');
  });
  it('an old boy, Greek letters, a test score, a GED, dress of faith', () => {
    expectFlagged('As a Harrow old boy, I played rugby.', 'en', 'Harrow old boy');
    expectFlagged('I joined Kappa Delta in my first year.', 'en', 'Kappa Delta');
    expectFlagged('I got 34 on the ACT.', 'en', '34 on the ACT');
    expectFlagged('I passed my GED while working nights.', 'en', 'GED');
    expectFlagged('I wear a kippah at work.', 'en', 'wear a kippah');
    expectLeft('Our students take the ACT in April.', 'en');
    expectLeft('Several guests wear a turban, so we adjusted the headroom.', 'en');
  });
  it('a school press as a workplace, "whose" kin, an appositive about another', () => {
    expectLeft('I proofread for Cambridge University Press.', 'en');
    expectLeft('I mentored a girl whose father had just remarried.', 'en');
    expectLeft('The tenant, who was recently divorced, asked for a smaller flat.', 'en');
    expectFlagged('I was recently divorced and moved for a fresh start.', 'en', 'divorced');
  });
});

describe('round twenty-four: Indonesian', () => {
  it('marrying off a child, a funeral, caring for a parent', () => {
    expectFlagged('Bulan lalu saya menikahkan putri bungsu saya.', 'id', 'menikahkan putri bungsu');
    expectFlagged('Setelah wafatnya ayah, saya mengambil alih bengkel.', 'id', 'wafatnya ayah');
    expectFlagged('Saya mendampingi ibu saya selama cuci darah.', 'id', 'mendampingi ibu saya');
    expectLeft('Saya merawat ibu hamil di puskesmas.', 'id');
    expectLeft('Saya mengurus pemakaman ayah pelanggan sebagai staf rumah duka.', 'id');
  });
  it('going home, an entry route, a leaving level, a campus acronym', () => {
    expectFlagged('Tiap pulang kampung ke Kebumen saya membantu panen.', 'id', 'pulang kampung ke Kebumen');
    expectLeft('Saat mudik Natal, loket kami melayani dua kali lipat penumpang.', 'id');
    expectFlagged('Saya diterima lewat SBMPTN di jurusan kimia.', 'id', 'lewat SBMPTN');
    expectFlagged('Saya hanya tamat SD tetapi belajar membaca gambar teknik.', 'id', 'tamat SD');
    expectFlagged('Saya kuliah di Undip.', 'id', 'Undip');
    expectLeft('Murid saya berlatih soal SBMPTN setiap Sabtu.', 'id');
  });
  it('a workplace press, -nya kin, people of the story, an appositive about another', () => {
    expectLeft('Saya bekerja di Penerbit Universitas Indonesia.', 'id');
    expectLeft('Saya mendampingi anak yang ayahnya baru menikah lagi.', 'id');
    expectLeft('Banyak pasien kami berjilbab dan meminta perawat perempuan.', 'id');
    expectLeft('Rekan saya, yang baru menikah, mengambil cuti.', 'id');
    expectFlagged('Saya, yang baru menikah, siap ditempatkan di luar kota.', 'id', 'menikah');
  });
});

describe('round twenty-four: belonging and counted ages (blind-belonging.ts)', () => {
  it('a service one attends, a family by its faith, not a service one works at', () => {
    expectFlagged('성당 미사를 드리고 나서 가게 문을 엽니다.', 'ko', '성당 미사를 드리');
    expectFlagged('독실한 천주교 집안에서 자랐습니다.', 'ko', '천주교 집안에서');
    expectLeft('교회 예배 영상 송출 장비를 설치했습니다.', 'ko');
  });
  it('an age in native numbers after 올해 or 나이, not a customer who turned it', () => {
    expectFlagged('올해 마흔셋으로 팀에서 가장 나이가 많습니다.', 'ko', '올해 마흔셋으로');
    expectLeft('올해 일흔둘 되신 회원님의 운동 계획을 짰습니다.', 'ko');
  });
  it('an only child, a single parent, a girls school left', () => {
    expectFlagged('외아들로 자라 혼자 결정하는 데 익숙합니다.', 'ko', '외아들로');
    expectFlagged('홀아버지 손에서 컸습니다.', 'ko', '홀아버지 손에서');
    expectFlagged('여중을 졸업하고 실업계로 갔습니다.', 'ko', '여중을 졸업');
  });
  it('a congregation one belongs to, a family by faith or people (English)', () => {
    expectFlagged('I am an active member of my parish and run its food bank.', 'en', 'member of my parish');
    expectFlagged('I was raised in a strict Baptist household.', 'en', 'Baptist household');
    expectLeft('We installed a sound system for a local mosque.', 'en');
    expectLeft('I helped a Polish family fill in their tax forms.', 'en');
  });
  it('a grandparent counted, twins, an age now or when one began, curly apostrophes read as straight', () => {
    expectFlagged('I’m a grandmother of three.', 'en', 'grandmother');
    expectFlagged('I have triplets at home.', 'en', 'I have triplets');
    expectFlagged('I was 17 when I took my first job.', 'en', 'I was 17 when');
    expectFlagged('I’m forty-four and still learning.', 'en', 'forty-four');
    expectLeft('I am 40 minutes from the depot.', 'en');
  });
  it('a family by people and faith, a congregation, a twin sibling (Indonesian)', () => {
    expectFlagged('Saya tumbuh dalam keluarga Batak Kristen.', 'id', 'keluarga Batak Kristen');
    expectFlagged('Saya punya adik tiri yang masih SD.', 'id', 'adik tiri');
    expectLeft('Saya membantu keluarga Tionghoa pelanggan kami mengurus dokumen.', 'id');
  });
});
