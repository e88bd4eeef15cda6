import { describe, expect, it } from 'vitest';
import { selfCheck } from './self-check';

const base = { kind: 'figure' as const, knownNames: [] as string[], budgetSeconds: 60 };

describe('the self-check of a practice answer', () => {
  it('flags a figure that differs from the letter’s, in Korean', () => {
    const letter = '그 결과 월말 재고 조사 시간이 40% 줄었습니다.';
    const check = selfCheck({
      ...base,
      lang: 'ko',
      question: '“40%”라고 쓰셨는데, 어떻게 측정하셨나요?',
      source: letter,
      letter,
      answer: '재고 조사 시간을 30% 줄였습니다. 작업 일지로 전후를 비교했습니다.',
    });
    expect(check.differing).toEqual([{ said: '30%', letter: '40%' }]);
    expect(check.firstSentenceAnswers).toBe(true);
  });

  it('flags a figure that differs from the letter’s, in English', () => {
    const letter = 'I set up a shared call sheet and trained 4 people to use it.';
    const check = selfCheck({
      ...base,
      lang: 'en',
      question: 'In “I set up a shared call sheet”, what exactly was your own part?',
      source: letter,
      letter,
      answer: 'I trained 6 people over two weeks, and the sheet stayed in use.',
    });
    expect(check.differing).toEqual([{ said: '6 people', letter: '4 people' }]);
  });

  it('flags a differing percentage in English and keeps a matching one', () => {
    const letter = 'As a result, the support team answered 25% more tickets the same day.';
    const check = selfCheck({
      ...base,
      lang: 'en',
      question: 'You wrote “25%”. How did you measure it, and what was the baseline?',
      source: letter,
      letter,
      answer: 'We measured same-day answers for a month; they rose by 35%, from a baseline of 120 tickets.',
    });
    expect(check.differing).toEqual([{ said: '35%', letter: '25%' }]);
  });

  it('flags a figure that differs from the letter’s, in Indonesian (decimal comma)', () => {
    const letter = 'Hasilnya, waktu pengecekan stok berkurang 30% dalam 2 bulan.';
    const check = selfCheck({
      ...base,
      lang: 'id',
      question: 'Anda menulis “30%”. Bagaimana Anda mengukurnya?',
      source: letter,
      letter,
      answer: 'Waktu pengecekan stok berkurang 32,5% dalam 2 bulan menurut catatan gudang.',
    });
    expect(check.differing).toEqual([{ said: '32,5%', letter: '30%' }]);
    expect(check.matching).toEqual(['2 bulan']);
  });

  it('says nothing of an answer whose figures are the letter’s', () => {
    const letter = '폐기 금액이 30만원 줄었습니다.';
    const check = selfCheck({
      ...base,
      lang: 'ko',
      question: '“30만원”',
      source: letter,
      letter,
      answer: '한 달에 30만원이 줄었습니다.',
    });
    expect(check.differing).toEqual([]);
    expect(check.matching).toEqual(['30만원']);
  });

  it('judges the length against the budget and whether the first sentence answers', () => {
    const letter = 'I set up a shared call sheet and trained four volunteers to use it.';
    const check = selfCheck({
      ...base,
      kind: 'action',
      lang: 'en',
      question: 'In “I set up a shared call sheet”, what exactly was your own part?',
      source: letter,
      letter,
      answer: 'Thank you for asking.',
    });
    expect(check.lengthVerdict).toBe('short');
    expect(check.firstSentenceAnswers).toBe(false);
    expect(check.followUps.length).toBeGreaterThanOrEqual(2);
  });

  it('lists the letter’s names the answer uses and the new ones', () => {
    const letter = 'I am applying to Brightpath Health because your clinics publish waiting times.';
    const check = selfCheck({
      ...base,
      kind: 'why-here',
      lang: 'en',
      question: 'Why this company?',
      source: letter,
      letter,
      knownNames: ['Brightpath Health'],
      answer: 'Brightpath Health publishes waiting times, unlike Medica.',
    });
    expect(check.namesUsed).toContain('Brightpath Health');
    expect(check.namesNew).toContain('Medica');
  });
});
