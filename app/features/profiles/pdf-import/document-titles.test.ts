import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe("a form's document title and the note under it are no name", () => {
  it('a DRH title letter-spaced across cells gives way to the labelled name', () => {
    const text = ['D A F TA R\tR I W AYAT\tH I D U P', 'A. DATA PRIBADI', 'Nama\t:\tAhmad Fauzan Hidayat'];
    expect(parseResumeText(text.join('\n')).name).toBe('Ahmad Fauzan Hidayat');
  });

  it('"I. KETERANGAN PERORANGAN" heads the person section of a DRH', () => {
    const text = [
      'DAFTAR RIWAYAT HIDUP',
      '',
      'I. KETERANGAN PERORANGAN',
      'Nama Lengkap\t:\tSiti Nurhaliza Rahmawati',
    ];
    expect(parseResumeText(text.join('\n')).name).toBe('Siti Nurhaliza Rahmawati');
  });

  it('"표준 이력서" (its space read as dashes) and "(고용노동부 표준 양식)" give way to the labelled name', () => {
    const text = [
      '표 준– –이 력 서',
      '(고용노동부 표준 양식)',
      '1. 인적사항',
      '성명\t임재현\t생년월일\t1989. 04. 02.',
    ];
    expect(parseResumeText(text.join('\n')).name).toBe('임재현');
  });
});
