import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

// Sections the profile has no field for: their rows are no job, certificate or language.
describe('a section the resume has no field for ends the one before it', () => {
  it('Riwayat Organisasi and Riwayat Pelatihan tables after the jobs are no jobs', () => {
    const { sections } = parseResumeText(
      [
        'C. RIWAYAT PEKERJAAN',
        'No\tPeriode\tInstansi\tJabatan\tUraian Tugas',
        '1\tOkt 2014 – Apr 2019\tPT Len Industri (Persero)\tOperator Produksi\tMerakit modul sinyal.',
        'D. RIWAYAT ORGANISASI',
        'No\tOrganisasi\tJabatan\tTahun',
        '1\tKarang Taruna Batununggal\tKetua\t2016 – 2018',
        'E. RIWAYAT PELATIHAN',
        'No\tNama Pelatihan\tPenyelenggara\tTahun',
        '1\tDasar-Dasar PLC Siemens\tBalai Latihan Kerja Bandung\t2016',
      ].join('\n'),
    );
    expect(sections.works.map((w) => w.company)).toEqual(['PT Len Industri (Persero)']);
  });

  it("a portal's 희망근무조건 grid after the skills is no skill", () => {
    const { sections } = parseResumeText(
      [
        '스킬',
        '',
        '덴트웹(DentWeb) · 구강 방사선 촬영 · MS Office',
        '',
        '희망근무조건',
        '',
        '고용형태\t정규직\t희망연봉\t회사내규에 따름',
        '희망근무지\t광주 전체\t희망직종\t치과위생사',
      ].join('\n'),
    );
    expect(sections.skills).toEqual(['덴트웹(DentWeb)', '구강 방사선 촬영', 'MS Office']);
  });

  it('a 직업훈련 or 교육훈련 table after the languages is no language, and 보훈/장애 rows are nothing', () => {
    const { sections } = parseResumeText(
      [
        '5. 외국어 능력',
        '외국어명\t시험명\t점수(등급)\t취득일',
        '영어\tTOEIC\t795\t2021.09.12',
        '6. 직업훈련',
        '훈련과정명\t훈련기간\t훈련기관',
        '스마트팩토리 PLC 제어 과정\t2017.09 ~ 2017.11\t한국폴리텍대학',
        '■ 교육훈련',
        '식스시그마 그린벨트 과정\t2021.04 ~ 2021.06\t한국표준협회',
        '8. 취업지원대상 여부',
        '보훈대상\t비대상\t장애인\t비대상',
      ].join('\n'),
    );
    expect(sections.languages.map((l) => l.languageName)).toEqual(['영어']);
    expect(sections.works).toEqual([]);
  });

  it('a Professional Affiliations line after the education is no school', () => {
    const { sections } = parseResumeText(
      [
        'EDUCATION',
        '',
        'Portland Community College\t2010 – 2012',
        'Associate of Applied Science, Veterinary Technology',
        '',
        'PROFESSIONAL AFFILIATIONS',
        '',
        'National Association of Veterinary Technicians in America (NAVTA), member',
        'since 2013',
      ].join('\n'),
    );
    expect(sections.educations.map((e) => e.school)).toEqual(['Portland Community College']);
  });
});
