import { describe, expect, it } from 'vitest';
import { levelOf, parseEducations } from './education';

describe('British degree abbreviations written without dots', () => {
  it('name the level and are no part of the major', () => {
    const [school] = parseEducations(['University of Leeds\t2012 – 2015', 'BEng in Mechanical Engineering']);
    expect(school).toMatchObject({ gradLevel: 'university', major: 'Mechanical Engineering' });
    expect(levelOf('MEng Structural Engineering')).toBe('grad_school');
  });

  it('leave words that only begin like them alone', () => {
    expect(levelOf('Bengkulu')).toBeNull();
    expect(levelOf('Mengelola data')).toBeNull();
  });
});
