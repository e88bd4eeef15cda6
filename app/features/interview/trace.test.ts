import { describe, expect, it } from 'vitest';
import { traceModelQuestions } from './trace';

const sentences = [
  { text: '그 결과 월말 재고 조사 시간이 40% 줄었습니다.', ref: 'answer:1' },
  { text: 'I persuaded my manager to run a small pilot first.', ref: 'answer:2' },
];
const follow = ['어떻게 확인했나요?', '다시 한다면요?'];

describe('a model’s interview questions', () => {
  it('keeps a question traced to the member’s sentence (spaces and punctuation aside)', () => {
    const kept = traceModelQuestions(
      {
        questions: [
          {
            sentence: 'I persuaded my manager to run a small pilot first',
            kind: 'conflict',
            question: 'What did your manager object to?',
            followUps: ['Why?', 'What then?'],
          },
        ],
      },
      sentences,
      [],
      'en',
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      source: sentences[1].text,
      sourceRef: 'answer:2',
      kind: 'conflict',
      lang: 'en',
    });
  });

  it('drops a question whose sentence the member did not write, or that brings a figure of its own', () => {
    const kept = traceModelQuestions(
      {
        questions: [
          {
            sentence: '재고 관리 시스템을 혼자 개발했습니다.',
            question: '혼자 개발한 이유는?',
            followUps: follow,
          },
          { sentence: sentences[0].text, question: '50%가 아니라 40%인 이유는?', followUps: follow },
          { sentence: sentences[0].text, question: '40%는 어떻게 측정했나요?', followUps: follow },
        ],
      },
      sentences,
      [],
      'ko',
    );
    expect(kept.map((q) => q.text)).toEqual(['40%는 어떻게 측정했나요?']);
  });

  it('drops a malformed reply and a question already asked', () => {
    expect(traceModelQuestions(null, sentences, [], 'ko')).toEqual([]);
    expect(traceModelQuestions({ questions: 'x' }, sentences, [], 'ko')).toEqual([]);
    const asked = traceModelQuestions(
      { questions: [{ sentence: sentences[0].text, question: 'Q', followUps: follow }] },
      sentences,
      [
        {
          key: 'k',
          kind: 'figure',
          lang: 'ko',
          text: 'Q',
          source: sentences[0].text,
          sourceRef: 'answer:1',
          followUps: [],
        },
      ],
      'ko',
    );
    expect(asked).toEqual([]);
  });
});
