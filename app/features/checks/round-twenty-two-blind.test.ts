// Round twenty-two (ADR 0039): the third first-person set (blind-first-person-third.ts, written before the
// round's rules) asserted whole, and each family of the round's rules both ways on other words of the family
// than the set's (blind-first-person-more.ts, blind-others-work.ts, a longer finding taking a shorter one's place).
import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';
import { NEAR_MISSES_THIRD, OWN_TRAITS_THIRD } from './blind-first-person-third';
import { blindExcerpts, expectFlagged, expectLeft } from './blind-expect';
import type { CheckLang } from './types';

const expectOverlap = (t: string, l: CheckLang, p: string) => {
  const a = t.indexOf(p);
  const hit = blindFindings(t, l, []).some(({ range: [s, e] }) => s < a + p.length && a < e);
  expect(hit, `${t} ${JSON.stringify(blindExcerpts(t, l))}`).toBe(true);
};

describe('round twenty-two: the third first-person set', () => {
  it('flags every own trait', () => {
    for (const [t, l, p] of OWN_TRAITS_THIRD) expectOverlap(t, l, p);
  });
  it('leaves every near miss', () => {
    for (const [t, l] of NEAR_MISSES_THIRD) expectLeft(t, l);
  });
});

describe('round twenty-two: Korean families, both ways', () => {
  it('where one grew up, moving there as a child, an age in native numbers', () => {
    expectFlagged('제가 태어난 곳은 강원도 정선입니다.', 'ko', '제가 태어난 곳은 강원도');
    expectFlagged('저는 열 살 무렵 목포로 이사 가서 그곳에서 컸습니다.', 'ko', '목포로 이사');
    expectFlagged('저는 예순에 새 일을 시작했습니다.', 'ko', '예순에');
    expectLeft('저는 물류센터가 있는 곳의 교통량을 조사했습니다.', 'ko');
    expectLeft('저는 사무실을 판교로 이사하는 일을 맡았습니다.', 'ko');
  });
  it('looks, an aid one uses, faith kept, children counted', () => {
    expectFlagged('저는 인상이 선하다는 말을 듣습니다.', 'ko', '인상이 선하');
    expectFlagged('저는 보청기를 끼고 회의에 참석합니다.', 'ko', '보청기를 끼고');
    expectFlagged('저는 새벽기도로 하루를 엽니다.', 'ko', '새벽기도');
    expectFlagged('저는 신학대를 졸업했습니다.', 'ko', '신학대를 졸업');
    expectFlagged('저는 두 딸의 아빠로서 일과 육아를 병행합니다.', 'ko', '두 딸의 아빠');
    expectLeft('저는 고객에게 좋은 인상을 남기려 노력했습니다.', 'ko');
    expectLeft('저는 보청기 판매점의 재고를 관리했습니다.', 'ko');
    expectLeft('저는 성당 건물의 조명 공사를 맡았습니다.', 'ko');
  });
  it('a trait word heading a scheme or a product is a topic of work', () => {
    expectLeft('저는 출산휴가 지원금 신청을 도왔습니다.', 'ko');
    expectLeft('저는 한부모 가정 지원 정책 자료를 정리했습니다.', 'ko');
    expectLeft('저는 이혼 상담 서비스 앱을 만들었습니다.', 'ko');
    expectFlagged('저는 출산휴가를 마치고 돌아왔습니다.', 'ko', '출산휴가');
    expectFlagged('저는 여군으로 복무하며 복지 업무를 맡았습니다.', 'ko', '여군');
  });
});

describe('round twenty-two: English families, both ways', () => {
  it('origin: emigrating, a native, an accent, where one grew up', () => {
    expectFlagged('We immigrated from Poland when I was ten.', 'en', 'immigrated from Poland');
    expectFlagged("I'm a native Texan.", 'en', 'native Texan');
    expectFlagged('My thick Scottish accent never stopped a sale.', 'en', 'Scottish accent');
    expectFlagged('Where I was raised, on a farm in Iowa, work started at dawn.', 'en', 'on a farm in Iowa');
    expectLeft('I moved our servers from Azure to AWS.', 'en');
    expectLeft('I trained a Scottish accent model for call centres.', 'en');
    expectLeft('I shipped parts from Poland to Ohio.', 'en');
  });
  it('school by its dorm, team or alumni; age by a year left school or an era', () => {
    expectFlagged('I ran the student newspaper at Rutgers.', 'en', 'Rutgers');
    expectFlagged("I'm a proud Spelman grad.", 'en', 'Spelman grad');
    expectFlagged('I finished high school in 2003.', 'en', 'finished high school in 2003');
    expectFlagged('I grew up with cassette tapes and rotary phones.', 'en', 'cassette');
    expectFlagged('I was only 16 when I opened my first stall.', 'en', 'only 16');
    expectLeft('I led the data team at Stripe.', 'en');
    expectLeft('We hired two Stanford grads last year.', 'en');
    expectLeft('I was only 16 minutes late once in five years.', 'en');
  });
  it('body, faith, gender, a parent who is someone else', () => {
    expectFlagged('I weigh about 60 kg and climb towers easily.', 'en', 'I weigh about 60 kg');
    expectFlagged('I have dyslexia, so I double-check every report.', 'en', 'dyslexia');
    expectFlagged('I rely on crutches but never missed a site visit.', 'en', 'crutches');
    expectFlagged('I went to Sunday school every week as a boy.', 'en', 'Sunday school');
    expectFlagged("I'm one of two women on the rig.", 'en', 'two women');
    expectLeft('I built a reading tool for pupils with dyslexia.', 'en');
    expectLeft('I helped a single mother find housing.', 'en');
    expectLeft('Our tenant, a father of three, asked for a bigger flat.', 'en');
    expectFlagged('I am 41 and a father of two.', 'en', 'father of two');
  });
});

describe('round twenty-two: Indonesian families, both ways', () => {
  it('dialect, orphanhood, means, disability, looks, pilgrimage', () => {
    expectFlagged('Saya berlogat Sunda.', 'id', 'berlogat Sunda');
    expectFlagged('Saya adalah seorang yatim piatu.', 'id', 'yatim piatu');
    expectFlagged('Orang tua saya pas-pasan.', 'id', 'pas-pasan');
    expectFlagged('Saya seorang tunanetra.', 'id', 'tunanetra');
    expectFlagged('Saya memakai alat bantu dengar.', 'id', 'alat bantu dengar');
    expectFlagged('Saya sering dikira lebih muda.', 'id', 'lebih muda');
    expectFlagged('Saya pernah umrah bersama keluarga.', 'id', 'umrah');
    expectLeft('Saya mendampingi pasien tunanetra di klinik.', 'id');
    expectLeft('Saya menjual paket umrah untuk jamaah.', 'id');
    expectLeft('Saya membuat subtitle berlogat netral untuk video.', 'id');
  });
  it('a school one worked with, staff leave, a weight of goods', () => {
    expectLeft('Saya berkolaborasi dengan Universitas Hasanuddin untuk survei.', 'id');
    expectLeft('Saya mengirim proposal kepada Institut Pertanian Bogor.', 'id');
    expectLeft('Saya memproses permohonan cuti melahirkan pegawai.', 'id');
    expectLeft('Saya mencatat muatan truk 120 kg.', 'id');
    expectFlagged('Saya lulusan Universitas Hasanuddin.', 'id', 'Universitas Hasanuddin');
    expectFlagged('Saya sedang cuti melahirkan.', 'id', 'cuti melahirkan');
  });
});
