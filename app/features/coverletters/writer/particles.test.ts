import { describe, expect, it } from 'vitest';
import { josa } from './text';

// Decision: a Latin word takes the particle of its usual Korean reading. An acronym is read letter by
// letter, so its last letter's name decides (AWS → 에스 → 를; SQL → 엘 → 을, 로; LightGBM → 엠 → 을);
// a word is read as a word (Kotlin → 코틀린 → 을; Google → 구글 → 을, 로; GitHub → 깃허브 → 를).
// Digits by their Sino-Korean reading (3 → 삼 → 을; 2 → 이 → 를; 1 → 일 → 로).
describe('josa', () => {
  it('after Hangul, by the final consonant', () => {
    expect(josa('한양대학교', '을/를')).toBe('한양대학교를');
    // A bracket is read after the word before it.
    expect(josa('백엔드 개발자 (선임)', '으로/로')).toBe('백엔드 개발자 (선임)로');
    expect(josa('한글(HWP)', '을/를')).toBe('한글(HWP)을');
    expect(josa('엑셀(Excel)', '은/는')).toBe('엑셀(Excel)은');
    expect(josa('SQL(중급)', '을/를')).toBe('SQL(중급)을');
    expect(josa('서울', '으로/로')).toBe('서울로');
    expect(josa('데이터 분석가', '이/가')).toBe('데이터 분석가가');
    expect(josa('경험', '과/와')).toBe('경험과');
  });

  it('after Latin words and acronyms, by how they are read', () => {
    const objects: Record<string, string> = {
      Python: 'Python을',
      AWS: 'AWS를',
      SQL: 'SQL을',
      Excel: 'Excel을',
      Google: 'Google을',
      Kotlin: 'Kotlin을',
      React: 'React를',
      GitHub: 'GitHub를',
      Slack: 'Slack을',
      Spark: 'Spark를',
      LightGBM: 'LightGBM을',
      'Spring Boot': 'Spring Boot를',
    };
    for (const [word, out] of Object.entries(objects)) expect(josa(word, '을/를')).toBe(out);
    expect(josa('SQL', '으로/로')).toBe('SQL로');
    expect(josa('Kotlin', '으로/로')).toBe('Kotlin으로');
    expect(josa('R', '이/가')).toBe('R이');
    expect(josa('Figma', '은/는')).toBe('Figma는');
  });

  it('after digits and units', () => {
    expect(josa('3', '을/를')).toBe('3을');
    expect(josa('2', '을/를')).toBe('2를');
    expect(josa('2021', '으로/로')).toBe('2021로');
    expect(josa('110ms', '으로/로')).toBe('110ms로');
  });
});
