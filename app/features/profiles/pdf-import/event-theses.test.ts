import { describe, expect, it } from 'vitest';
import { joinEvents, thesesOf } from './events';

describe('a thesis in brackets after a graduation event', () => {
  it('is a "학위논문: …" line of its own under the joined period line', () => {
    expect(
      joinEvents(
        [
          '2015.03\t성균관대학교 일반대학원 전자전기컴퓨터공학과 석사과정 입학',
          '2017.02\t성균관대학교 일반대학원 전자전기컴퓨터공학과 석사 졸업 (학위논문: 저전력 IoT 센서 노드) (학점 4.21/4.5)',
        ],
        'educations',
      ),
    ).toEqual([
      '2015.03 – 2017.02\t성균관대학교 일반대학원 전자전기컴퓨터공학과 석사과정 졸업 (학점 4.21/4.5)',
      '학위논문: 저전력 IoT 센서 노드',
    ]);
  });

  it('leaves a bracket that is no thesis in the tail', () => {
    expect(thesesOf('(학점 3.7/4.5)')).toEqual({ rest: '(학점 3.7/4.5)', theses: [] });
  });
});
