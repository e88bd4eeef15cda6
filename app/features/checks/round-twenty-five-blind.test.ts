// Round twenty-five (ADR 0039): the shapes of another person's trait met in the round-seventeen set's clean
// answers (blind-others-sixth.ts), each family both ways on made-up sentences other than the set's.
import { describe, it } from 'vitest';
import { expectFlagged, expectLeft } from './blind-expect';

describe('round twenty-five: Korean', () => {
  it("a form field in a list is left; the writer's own weight with a figure is flagged", () => {
    expectLeft('접수 카드에 이름, 나이, 몸무게, 복용 중인 약을 적도록 했습니다.', 'ko');
    expectFlagged('제 몸무게는 92kg이라 체력에는 자신이 있습니다.', 'ko', '몸무게');
  });
  it("an age before a pet or a visitor is left; the writer's age is flagged", () => {
    expectLeft('일곱 살이 넘은 고양이는 마취 전에 혈액 검사를 먼저 했습니다.', 'ko');
    expectLeft('다섯 살 푸들의 발톱을 자를 때는 간식을 먼저 주었습니다.', 'ko');
    expectFlagged('저는 스물아홉 살에 처음 이 일을 시작했습니다.', 'ko', '스물아홉 살');
  });
  it('a kin group of the story is left; the writer as one of it is flagged', () => {
    expectLeft('중학생 형제가 함께 와서 자전거 수리를 맡겼습니다.', 'ko');
    expectLeft('할머니를 모시고 온 가족에게 휠체어를 먼저 내드렸습니다.', 'ko');
    expectFlagged('저는 삼 남매 중 둘째로 자랐습니다.', 'ko', '남매');
  });
  it("kin after another person as the subject is left; the writer's kin is flagged", () => {
    expectLeft('3학년 아이가 용돈으로 아빠에게 줄 넥타이를 골랐습니다.', 'ko');
    expectLeft('여든 넘은 어르신이 손자의 사진을 보여 주셨습니다.', 'ko');
    expectFlagged('제 아버지께서 운영하시던 철물점에서 일을 배웠습니다.', 'ko', '아버지');
  });
});

describe('round twenty-five: English', () => {
  it('"three child tickets" is a thing; "three children" of mine are flagged', () => {
    expectLeft('A grandmother bought three child tickets and a family pass for the zoo.', 'en');
    expectFlagged('I have three children, so I plan my weeks carefully.', 'en', 'three children');
  });
  it('a client with a marital word is left; the writer with one is flagged', () => {
    expectLeft('Last winter I rewired the kitchen for a widower in his eighties.', 'en');
    expectLeft(
      'I quoted for a young couple, a landlord, and a single mother of two who wanted a new boiler.',
      'en',
    );
    expectFlagged('As a single mother of two, I know how to plan a busy day.', 'en', 'single mother');
    expectFlagged('I am divorced and have rebuilt my routine around work.', 'en', 'divorced');
  });
});

describe('round twenty-five: Indonesian', () => {
  it("a new worker's school is left; the writer's is flagged", () => {
    expectLeft('Saya melatih pekerja baru lulusan SMA yang belum pernah memegang alat las.', 'id');
    expectFlagged(
      'Saya lulusan SMA Negeri 3 Medan dan langsung bekerja di bengkel.',
      'id',
      'SMA Negeri 3 Medan',
    );
  });
  it("a described gender word is left; the writer's own is flagged", () => {
    expectLeft('Penyewa kami beragam, termasuk pegawai perempuan yang sering lembur.', 'id');
    expectFlagged('Meski saya perempuan, saya terbiasa mengangkat galon.', 'id', 'perempuan');
  });
  it("a client's age is left; the writer's age is flagged", () => {
    expectLeft('Pelanggan saya adalah kakek berusia 81 tahun yang rajin datang.', 'id');
    expectLeft('Saya pernah melayani seorang bapak penumpang berusia 75 tahun.', 'id');
    expectFlagged('Saya berusia 35 tahun dan sudah sepuluh tahun di bidang ini.', 'id', 'berusia 35 tahun');
  });
});
