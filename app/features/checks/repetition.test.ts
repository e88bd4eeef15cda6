import { describe, expect, it } from 'vitest';
import { repetitionAcross, repetitionWithin } from './repetition';

describe('repetition', () => {
  it('flags a figure told twice in one answer, at its second telling', () => {
    const text = '오류율을 12% 줄였습니다. 팀은 만족했습니다. 오류율 12% 감소가 가장 큰 성과입니다.';
    const [f] = repetitionWithin(text);
    expect(f.message).toBe('repetition.figure');
    expect(f.range[0]).toBe(text.lastIndexOf('12%'));
  });

  it('flags a sentence that retells an earlier one, and not different sentences', () => {
    const text =
      'Activated accounts predicted revenue far better. We switched. Activated accounts predicted revenue far better than signups.';
    expect(repetitionWithin(text).map((f) => f.values)).toEqual([{ first: 1 }]);
    expect(repetitionWithin('I led the team. We shipped on time. Customers were happy.')).toEqual([]);
  });

  it('flags a sentence and an episode already told in another answer of the application', () => {
    const other = {
      label: '2',
      text: '정산팀과 배차 기준을 두고 부딪친 적이 있습니다. 데이터로 풀었습니다.',
    };
    const text = '정산팀과 배차 기준을 두고 부딪친 적이 있습니다! 새벽 장애 경험도 있습니다.';
    const found = repetitionAcross(text, [other], {
      here: ['새벽 장애'],
      elsewhere: [{ label: '2', entries: ['새벽 장애'] }],
    });
    expect(found.map((f) => f.message)).toEqual(['repetition.across', 'repetition.episode']);
  });
});
