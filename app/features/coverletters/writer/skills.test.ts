import { describe, expect, it } from 'vitest';
import { namesSkill, skillsFirst, skillsIn } from './skills';

describe('namesSkill: a skill named as a word of its own', () => {
  it('finds a Latin skill before a Korean particle and not inside another word', () => {
    expect(namesSkill('배차 엔진을 Go로 다시 작성해', 'Go')).toBe(true);
    expect(namesSkill('Google Analytics로 유입을 봤습니다', 'Go')).toBe(false);
    expect(namesSkill('R로 교차 분석 보고서를 작성했습니다', 'R')).toBe(true);
    expect(namesSkill('React 화면을 만들었습니다', 'R')).toBe(false);
    expect(namesSkill('Spring Kafka 문서를 고쳤습니다', 'Kafka')).toBe(true);
  });

  it('reads a short skill in its own case only, a longer one in any case', () => {
    expect(namesSkill('We had to go live in a week.', 'Go')).toBe(false);
    expect(namesSkill('moved reports to dbt models', 'dbt')).toBe(true);
    expect(namesSkill('built in jetpack compose', 'Jetpack Compose')).toBe(true);
    expect(namesSkill('한글(HWP) 문서 관리', '한글(HWP)')).toBe(true);
  });

  it('lists the skills a text names, and puts a project’s resume skills first among its tools', () => {
    expect(skillsIn('Kafka로 분리하고 Go로 작성', ['Go', 'Java', 'Kafka'])).toEqual(['Go', 'Kafka']);
    expect(skillsFirst(['Spring Batch', 'Kafka', 'Kotlin'], ['Kotlin', 'Kafka'])).toEqual([
      'Kafka',
      'Kotlin',
      'Spring Batch',
    ]);
  });
});
