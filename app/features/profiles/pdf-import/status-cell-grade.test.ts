import { describe, expect, it } from 'vitest';
import { parseEducations } from './education';
import { labelsGrade } from './status-cell-grade';

describe('labelsGrade', () => {
  it('finds a labelled grade in a status cell', () => {
    expect(labelsGrade('Lulus, IPK 3,61')).toBe(true);
    expect(labelsGrade('졸업 (학점 3.7/4.5)')).toBe(true);
    expect(labelsGrade('Graduated · GPA 3.4/4.0')).toBe(true);
    const [school] = parseEducations([
      'Tahun\tInstitusi\tJurusan\tKeterangan',
      '2012 – 2016\tUniversitas Brawijaya\tS1 Agribisnis\tLulus, IPK 3,61',
    ]);
    expect(school.gpa).toBe('3.61');
  });
  it('leaves a status without a labelled grade', () => {
    expect(labelsGrade('Lulus')).toBe(false);
    expect(labelsGrade('졸업예정 (8학기)')).toBe(false);
    expect(labelsGrade('Semester 7, aktif')).toBe(false);
  });
});
