import { describe, expect, it } from 'vitest';
import { restatedResults } from './repetition-restated-result';
import { sentences } from './text';

const restated = (text: string) => [...restatedResults(text, sentences(text)).entries()];

describe('an earlier change told again as a share after a restating marker', () => {
  it('flags it in the three languages', () => {
    expect(
      restated(
        'I cut late deliveries from 60 a week to 15. I moved the cut-off to noon. In other words, late deliveries fell by three quarters.',
      ),
    ).toEqual([[2, 0]]);
    expect(
      restated(
        'Saya menurunkan keterlambatan kiriman dari 60 menjadi 15 per minggu. Batas waktu saya majukan. Singkatnya, keterlambatan kiriman tinggal seperempat.',
      ),
    ).toEqual([[2, 0]]);
    expect(
      restated(
        '배송 지연을 주 60건에서 15건으로 줄였습니다. 마감 시간을 앞당겼습니다. 즉 배송 지연이 4분의 1로 줄어든 것입니다.',
      ),
    ).toEqual([[2, 0]]);
  });

  it('leaves a summary with a new subject, and a share with no marker', () => {
    expect(
      restated(
        'I cut late deliveries from 60 a week to 15. I moved the cut-off to noon. In short, the drivers now finish half an hour earlier.',
      ),
    ).toEqual([]);
    expect(
      restated(
        'I cut late deliveries from 60 a week to 15. Late deliveries fell by three quarters in the next audit.',
      ),
    ).toEqual([]);
  });
});
