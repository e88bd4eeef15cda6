import { describe, expect, it } from 'vitest';
import { withoutBracketedDuration } from './bracketed-duration';
import { parseProjects } from './projects';

describe('a time served after a period inside brackets', () => {
  it('goes, the period staying in its brackets', () => {
    expect(withoutBracketedDuration('한빛물류 (2020.05 - 현재 · 6년 2개월)')).toBe('한빛물류 (2020.05 - 현재)');
    expect(withoutBracketedDuration('Northwind Ltd (2018.01 – 2019.07 · 1 yr 6 mos)')).toBe(
      'Northwind Ltd (2018.01 – 2019.07)',
    );
    expect(withoutBracketedDuration('PT Sinar Jaya [Jan 2019 - Des 2020 | 2 tahun]')).toBe(
      'PT Sinar Jaya [Jan 2019 - Des 2020]',
    );
  });

  it('leaves brackets with no period, or a number that is no duration, alone', () => {
    expect(withoutBracketedDuration('고객 만족도 개선 (객실 · 3년 연속 1위)')).toBe('고객 만족도 개선 (객실 · 3년 연속 1위)');
    expect(withoutBracketedDuration('Team lead (Seoul · 2 years)')).toBe('Team lead (Seoul · 2 years)');
    expect(withoutBracketedDuration('Acme (2020.01 - 2021.03 · Seoul)')).toBe('Acme (2020.01 - 2021.03 · Seoul)');
  });
});

describe("a project's labels after a bullet dot and its numbering", () => {
  it('read "· 환경 :" as the tools and drop the circled number from the name', () => {
    const [project] = parseProjects([
      '② 물류센터 WMS 재구축 (2020. 03. ~ 2020. 11.)',
      '· 내용 : 입고·출고 프로세스를 바코드 기반으로 바꿔 오출고율을 절반으로 줄임',
      '· 환경 : Java 11, Oracle, Spring Batch',
    ]);
    expect(project.projectName).toBe('물류센터 WMS 재구축');
    expect(project.projectDescription).toBe('입고·출고 프로세스를 바코드 기반으로 바꿔 오출고율을 절반으로 줄임');
    expect(project.technologiesUsed).toBe('Java 11, Oracle, Spring Batch');
  });

  it('read "Keahlian yang digunakan:" as the tools of an Indonesian project', () => {
    const [project] = parseProjects([
      'Digitalisasi Absensi Toko',
      'Mengganti absensi kertas dengan aplikasi untuk 40 toko.',
      'Keahlian yang digunakan: Flutter, Firebase',
    ]);
    expect(project.technologiesUsed).toBe('Flutter, Firebase');
    expect(project.projectDescription).toBe('Mengganti absensi kertas dengan aplikasi untuk 40 toko.');
  });

  it('keep a name without a circled number whole, and an unlabelled 환경 sentence in the description', () => {
    const [project] = parseProjects([
      '스마트팩토리 환경 모니터링 (2021.01 ~ 2021.06)',
      '공장 환경 센서 데이터를 모아 대시보드로 보여줌',
    ]);
    expect(project.projectName).toBe('스마트팩토리 환경 모니터링');
    expect(project.projectDescription).toBe('공장 환경 센서 데이터를 모아 대시보드로 보여줌');
    expect(project.technologiesUsed).toBe('');
  });
});
