// Round twenty (ADR 0039), sixth set: made-up first-person sentences of every blind-hiring category in the
// three languages, written after the first round-twenty rules to see whether they generalise, then the
// families they missed added by kind (a school's campus, a study verb, a faith's practice, a generation
// word, a trait said with a job title). Near misses: others' ages and kin, a segment of customers, a school
// or a place of worship as a workplace or a client. None of these sentences is in a planted set.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';
import type { CheckLang } from './types';

type Case = [string, CheckLang, string];
type Clean = [string, CheckLang];

describe('round twenty, sixth set: blind hiring by category', () => {
  it('flags each own trait, however it is phrased', () => {
    for (const [t, l, p] of [
      ['저는 한국외대 통번역학과 출신입니다.', 'ko', '한국외대'],
      ['대학 시절 학보사 기자로 활동했습니다. 서강대 학보사였습니다.', 'ko', '서강대'],
      ['경기도 시골 마을 출신이라 농업에 익숙합니다.', 'ko', '시골 마을 출신'],
      ['저는 1985년 소띠입니다.', 'ko', '1985년 소띠'],
      ['쉰이 넘은 나이에도 체력은 자신 있습니다.', 'ko', '쉰이 넘은 나이'],
      ['남자 간호사로서 편견을 깨고 싶습니다.', 'ko', '남자 간호사로서'],
      ['어머니가 식당을 하셔서 손님 응대를 어깨너머로 배웠습니다.', 'ko', '어머니가 식당을 하셔서'],
      ['삼촌이 운영하는 공장에서 방학마다 일했습니다.', 'ko', '삼촌'],
      ['세 살 아들의 아빠로서 안전에 민감합니다.', 'ko', '아들의 아빠'],
      ['결혼 10년 차 주부로 살림의 달인입니다.', 'ko', '결혼 10년 차'],
      ['성당에서 복사로 봉사했습니다.', 'ko', '성당에서 복사'],
      ['예쁘장한 얼굴 때문에 오해를 받기도 했습니다.', 'ko', '예쁘장한 얼굴'],
      ['Having graduated summa cum laude from Duke, I joined a think tank.', 'en', 'from Duke'],
      ['As a Cambridge grad, I love a good argument.', 'en', 'Cambridge grad'],
      ['I went to a tiny rural high school with forty students.', 'en', 'rural high school'],
      ['I am a Kiwi living in Sydney.', 'en', 'a Kiwi'],
      ['Raised in the Bronx, I learned to hustle.', 'en', 'Raised in the Bronx'],
      ['My accent gives away my Irish roots.', 'en', 'Irish roots'],
      ['Now in my sixties, I want to mentor younger staff.', 'en', 'in my sixties'],
      ['I am the oldest person in my coding bootcamp.', 'en', 'I am the oldest person in my coding'],
      ['As a Black woman in finance, I know how it feels to be unseen.', 'en', 'Black woman'],
      ['My father is a pastor and my mother a nurse.', 'en', 'My father is a pastor'],
      ['My parents are both university professors.', 'en', 'My parents are both university professors'],
      ['Money was always tight at home.', 'en', 'Money was always tight'],
      ['I took two years off when my son was born.', 'en', 'my son was born'],
      ['I am recently divorced and ready for a fresh start.', 'en', 'recently divorced'],
      ['I am 5\'1" and do not let it stop me.', 'en', '5\'1"'],
      ['I keep kosher, so I bring my own lunch.', 'en', 'keep kosher'],
      ['I have dyed blue hair and several piercings.', 'en', 'dyed blue hair'],
      ['Saya wisuda dari Universitas Padjadjaran tahun 2019.', 'id', 'Universitas Padjadjaran'],
      ['Saya alumni SMK Telkom Malang.', 'id', 'SMK Telkom Malang'],
      ['Saya asli putra Betawi.', 'id', 'asli putra'],
      ['Saya menghabiskan masa kecil di Kupang.', 'id', 'menghabiskan masa kecil di'],
      ['Saya sekarang berusia tiga puluhan.', 'id', 'berusia tiga puluhan'],
      ['Sebagai perempuan berhijab di industri migas, saya membuktikan diri.', 'id', 'perempuan berhijab'],
      ['Bapak saya pensiunan PNS dan ibu saya guru SD.', 'id', 'Bapak saya pensiunan PNS'],
      ['Saya cucu pendiri pesantren di Tasikmalaya.', 'id', 'Saya cucu'],
      ['Keluarga saya hidup berkecukupan.', 'id', 'hidup berkecukupan'],
      ['Saya menikah muda di usia 20 tahun.', 'id', 'menikah muda'],
      ['Saya sedang mengandung anak pertama.', 'id', 'mengandung anak pertama'],
      ['Tubuh saya pendek tetapi lincah.', 'id', 'Tubuh saya pendek'],
      ['Saya seorang Katolik yang taat.', 'id', 'seorang Katolik'],
      ['Saya berkulit sawo matang.', 'id', 'berkulit sawo matang'],
    ] as Case[])
      expectFlagged(t, l, p);
  });
  it('leaves others, customer segments and workplaces alone', () => {
    for (const [t, l] of [
      ['서강대학교 평생교육원의 강의 운영을 맡았습니다.', 'ko'],
      ['목포 지점에서 항만 물류를 담당했습니다.', 'ko'],
      ['고객의 아버지께서 보험금을 청구하셨습니다.', 'ko'],
      ['I coordinated volunteers from Duke Energy.', 'en'],
      ['I supported Black women founders through an accelerator.', 'en'],
      ["I managed the shop's kosher range.", 'en'],
      ['Saya mengajar di SMK Telkom Malang sebagai guru produktif.', 'id'],
      ['Kami melayani pasien ibu yang sedang mengandung.', 'id'],
    ] as Clean[])
      expectLeft(t, l);
  });
});
