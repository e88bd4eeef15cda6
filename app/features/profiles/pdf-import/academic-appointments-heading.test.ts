import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

// An academic CV calls its jobs "appointments": "RESEARCH APPOINTMENTS" over "Title ⇥ period" and the institution.
describe('an appointments title', () => {
  it('opens the jobs', () => {
    const parsed = parseResumeText(
      [
        'Lena Brandt',
        '',
        'ACADEMIC APPOINTMENTS',
        'Lecturer in Hydrology\tSep 2018 – Present',
        'University of Reading',
        '• Teach catchment modelling to 120 students a year.',
      ].join('\n'),
    );
    const job = parsed.sections.works[0];
    expect(job?.start).toBe('2018.09');
    expect([job?.company, job?.position].sort()).toEqual(['Lecturer in Hydrology', 'University of Reading']);
    expect(parsed.sections.educations).toHaveLength(0);
  });

  it('leaves an Indonesian CV and a sentence about appointments alone', () => {
    const parsed = parseResumeText(
      ['Rina Lestari', '', 'PENGALAMAN KERJA', 'Perawat\tMar 2019 – Sekarang', 'RS Siloam Kebon Jeruk', '', 'RINGKASAN', 'Mengatur jadwal appointments pasien rawat jalan.'].join('\n'),
    );
    expect(parsed.sections.works).toHaveLength(1);
  });
});
