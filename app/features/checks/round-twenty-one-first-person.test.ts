// Round twenty-one (ADR 0039): the first-person frame. Two made-up sets (blind-first-person-set.ts, written
// before the rule; blind-first-person-second.ts, written after it and not tuned on): each own trait it finds
// and each near miss it leaves is asserted; the ones it does not are listed below as known, not hidden. Then
// each family of the rule both ways on sentences of its own (the round-twenty set's three misses' kinds).
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import { NEAR_MISSES_SECOND, OWN_TRAITS_SECOND } from './blind-first-person-second';
import { NEAR_MISSES, OWN_TRAITS } from './blind-first-person-set';
import { blindExcerpts, expectFlagged, expectLeft } from './blind-expect';
import type { CheckLang } from './types';

/** A finding overlaps the part that says the trait (as bench/blind-first-person.ts scores it). */
const expectOverlap = (t: string, l: CheckLang, p: string) => {
  const a = t.indexOf(p);
  const hit = blindFindings(t, l, []).some(({ range: [s, e] }) => s < a + p.length && a < e);
  expect(hit, `${t} ${JSON.stringify(blindExcerpts(t, l))}`).toBe(true);
};

/** Sentences the rules do not get right yet (reported in the round's message; not asserted). */
const KNOWN = new Set([
  '제가 맡은 고객층은 30대 여성이었습니다.',
  '저는 강원대학교에 실험 장비를 납품했습니다.',
  '제가 개발한 앱은 임산부의 체중 관리를 돕습니다.',
  '저는 외모 관련 악성 댓글을 걸러내는 모델을 만들었습니다.',
  '저는 고향사랑기부제 홍보 캠페인을 운영했습니다.',
  '제 업무는 결혼정보회사의 회원 데이터 분석이었습니다.',
  'I reviewed loan files for married couples buying their first home.',
  'Saya mengajar bahasa Inggris di SMA Negeri 5 Surabaya.',
  'Saya merancang aplikasi pencatat berat badan untuk klinik.',
  'Saya membuat konten untuk pasangan yang akan menikah.',
  'Saya menghitung tinggi badan rata-rata peserta posyandu.',
  '저는 초등학교 때 원주로 이사 와 그곳에서 자랐습니다.',
  '저는 쉰다섯에 재취업에 도전합니다.',
  '저는 세 아이의 엄마입니다.',
  '저는 결혼식장 예약 시스템을 만들었습니다.',
  'My family emigrated from Vietnam when I was six.',
  'I retired from the Army last year and want a second career.',
  'I was just 17 when I started my first job.',
  'I read the Quran every morning before work.',
  'I teach Sunday school at my church.',
  'I coached girls aged 10 to 14 in robotics.',
  'Saya penyandang disabilitas daksa.',
  'Wajah saya sering dibilang mirip artis.',
  'Saya mencatat berat badan balita di posyandu.',
  'Saya menulis artikel tentang tinggi badan ideal anak.',
]);

describe('round twenty-one: the first-person sets', () => {
  it('flags the own traits it finds', () => {
    for (const [t, l, p] of [...OWN_TRAITS, ...OWN_TRAITS_SECOND]) if (!KNOWN.has(t)) expectOverlap(t, l, p);
  });
  it('leaves the near misses it leaves', () => {
    for (const [t, l] of [...NEAR_MISSES, ...NEAR_MISSES_SECOND]) if (!KNOWN.has(t)) expectLeft(t, l);
  });
});

describe('round twenty-one: the frame, both ways', () => {
  it('a gender word with a role in a sentence about the writer', () => {
    expectFlagged('여자 용접사는 공장에서 제가 처음이었습니다.', 'ko', '여자 용접사');
    expectFlagged('남자는 부서에서 저 혼자였습니다.', 'ko', '남자는 부서에서 저 혼자');
    expectLeft('저는 여성 고객의 구매 이력을 분석했습니다.', 'ko');
    expectLeft('여자 기숙사 시설을 점검했습니다.', 'ko');
  });
  it('a Korean school by its short shape, anywhere', () => {
    expectFlagged('동양공전 전기과를 마치고 현장에 들어왔습니다.', 'ko', '동양공전');
    expectFlagged('저는 부천여고를 다녔습니다.', 'ko', '부천여고');
    expectLeft('채용공고를 보고 지원했습니다.', 'ko');
    expectLeft('저는 3교대 근무를 했습니다.', 'ko');
  });
  it('own looks: a smile or an appearance said of oneself', () => {
    expectFlagged('Clients tell me I have a calm smile.', 'en', 'I have a calm smile');
    expectFlagged('My friendly face put visitors at ease.', 'en', 'friendly face');
    expectLeft('We redesigned the appearance of the app.', 'en');
    expectLeft('I thanked the team with a smile emoji.', 'en');
  });
  it('a duration is no baby face; a welfare team is no wealth', () => {
    expectFlagged('저는 동안이라 신입으로 오해받습니다.', 'ko', '동안이라');
    expectLeft('저는 3년 동안 물류를 담당했습니다.', 'ko');
    expectFlagged('We lived on benefits for years.', 'en', 'lived on benefits');
    expectLeft('I worked with the welfare team on my cases.', 'en');
  });
  it('Indonesian: an own age, a faith practice, an ethnic origin', () => {
    expectFlagged('Umur saya kini 33 tahun.', 'id', 'Umur saya');
    expectFlagged('Saya rajin sholat dhuha di kantor.', 'id', 'sholat dhuha');
    expectFlagged('Saya orang Bugis yang lama tinggal di Jakarta.', 'id', 'orang Bugis');
    expectLeft('Saya mengatur jadwal ibadah karyawan.', 'id');
    expectLeft('Saya menata ulang gudang pabrik.', 'id');
  });
});
