import { describe, expect, it } from 'vitest';
import { periodBesideBullet } from './period-beside-bullet';

describe('a period beside the first item of the column on its right (issue 37 round 13)', () => {
  it('is a line of its own, the item the next line', () => {
    expect(periodBesideBullet('2018.09 ~ 재직 중\t• 주문 API 응답 시간을 40% 줄임')).toEqual([
      '2018.09 ~ 재직 중',
      '• 주문 API 응답 시간을 40% 줄임',
    ]);
    expect(periodBesideBullet('Jan 2017 – Mar 2020\t- Cut cloud costs by a third\twith spot fleets')).toEqual(
      ['Jan 2017 – Mar 2020', '- Cut cloud costs by a third\twith spot fleets'],
    );
    expect(periodBesideBullet('2015.03 - 2019.02\t· Tugas akhir tentang irigasi')).toEqual([
      '2015.03 - 2019.02',
      '· Tugas akhir tentang irigasi',
    ]);
  });

  it('leaves a period with other words, a cell that is no list item, and a date inside text alone', () => {
    for (const line of [
      '한빛소프트 2018.09 ~ 2020.01\t• 게임 서버 개발',
      '2018.09 ~ 2020.01\t한빛소프트 게임서버팀',
      '• 2018.09 ~ 2020.01 사내 해커톤 운영',
      '2019.05\t• 사내 해커톤 우승',
      '2018.09 ~ 2020.01',
    ])
      expect(periodBesideBullet(line)).toEqual([line]);
  });
});
