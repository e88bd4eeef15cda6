import { describe, expect, it } from 'vitest';
import type { DraftSources, ResumeSections } from '#db/schema/profiles';
import { excerpt, jsonSources, MAX_SOURCE_CHARS, sourceLines } from './draft-sources';
import { fromJsonResume } from './file-import/json-resume';
import { prepareLines } from './pdf-import/text';

const empty: ResumeSections = {
  person: { country: '', region: '', address: '', birthYear: '', birthMonth: '' },
  educations: [],
  works: [],
  skills: [],
  certifications: [],
  languages: [],
  projects: [],
  awards: [],
  episodes: [],
};
const education = (e: Partial<ResumeSections['educations'][number]>) => ({
  gradLevel: 'university',
  graduated: true,
  school: '',
  major: '',
  gpa: '',
  thesis: '',
  start: '',
  end: '',
  ...e,
});
const work = (w: Partial<ResumeSections['works'][number]>) => ({
  company: '',
  position: '',
  achievements: '',
  start: '',
  end: '',
  ...w,
});
const lineOf = (sources: DraftSources, key: string) => {
  const source = sources[key];
  return source && 'lines' in source ? source.lines : undefined;
};

describe('sourceLines: each field of a draft beside the line of the file it came from', () => {
  it('a Korean table 이력서: the row of each entry, cells shown apart, dates in their Korean form', () => {
    const lines = [
      '이 력 서',
      '성명\t김민준',
      '주소\t서울특별시 강남구 테헤란로 123',
      '생년월일\t1993년 11월 2일',
      '학력사항',
      '2010.03 ~ 2012.02\t서울고등학교\t이과\t졸업',
      '2012.03 ~ 2018.02\t한양대학교\t산업공학과\t졸업',
      '경력사항',
      '2018년 3월 ~ 2021년 6월\t네이버\t데이터 분석가',
      '• 추천 모델의 클릭률을 12% 높였다',
      '• 대시보드 30종을 만들었다',
    ];
    const sources = sourceLines(
      {
        name: '김민준',
        sections: {
          ...empty,
          person: {
            ...empty.person,
            address: '서울특별시 강남구 테헤란로 123',
            birthYear: '1993',
            birthMonth: '11',
          },
          educations: [
            education({ school: '서울고등학교', major: '이과', start: '2010.03', end: '2012.02' }),
            education({ school: '한양대학교', major: '산업공학과', start: '2012.03', end: '2018.02' }),
          ],
          works: [
            work({
              company: '네이버',
              position: '데이터 분석가',
              start: '2018.03',
              end: '2021.06',
              achievements: '• 추천 모델의 클릭률을 12% 높였다\n• 대시보드 30종을 만들었다',
            }),
          ],
        },
      },
      lines,
    );
    expect(lineOf(sources, 'name')).toEqual(['성명 · 김민준']);
    expect(lineOf(sources, 'person.address')).toEqual(['주소 · 서울특별시 강남구 테헤란로 123']);
    expect(lineOf(sources, 'person.birthYear')).toEqual(['생년월일 · 1993년 11월 2일']);
    expect(lineOf(sources, 'educations[1].school')).toEqual([
      '2012.03 ~ 2018.02 · 한양대학교 · 산업공학과 · 졸업',
    ]);
    // The high school's end (2012.02) and the university's start (2012.03) are each on their own row.
    expect(lineOf(sources, 'educations[0].end')).toEqual(['2010.03 ~ 2012.02 · 서울고등학교 · 이과 · 졸업']);
    expect(lineOf(sources, 'educations[1].start')).toEqual([
      '2012.03 ~ 2018.02 · 한양대학교 · 산업공학과 · 졸업',
    ]);
    expect(lineOf(sources, 'works[0].start')).toEqual(['2018년 3월 ~ 2021년 6월 · 네이버 · 데이터 분석가']);
    expect(lineOf(sources, 'works[0].achievements')).toEqual([
      '• 추천 모델의 클릭률을 12% 높였다',
      '• 대시보드 30종을 만들었다',
    ]);
    expect(sources['works[0].company']?.value).toBe('네이버');
  });

  it('a Korean PDF whose text lost its spaces still matches the spaced value, and the other way round', () => {
    const sources = sourceLines(
      {
        name: '이서연',
        sections: {
          ...empty,
          educations: [education({ school: '한양대학교', major: '산업 공학과' })],
          works: [work({ company: '카카오 뱅크', position: '백엔드개발자' })],
        },
      },
      ['이서연', '한양대학교산업공학과졸업(2018.03~2022.02)', '카카오뱅크 백엔드 개발자'],
    );
    expect(lineOf(sources, 'educations[0].major')).toEqual(['한양대학교산업공학과졸업(2018.03~2022.02)']);
    expect(lineOf(sources, 'works[0].company')).toEqual(['카카오뱅크 백엔드 개발자']);
    expect(lineOf(sources, 'works[0].position')).toEqual(['카카오뱅크 백엔드 개발자']);
  });

  it('an English résumé: month names, an entry found near its own company, a value wrapped over two lines', () => {
    const text = [
      'Jane Doe',
      'EXPERIENCE',
      'Acme Corp.      Mar 2019 – Present',
      'Senior Software Engineer',
      '• Cut the checkout latency by 40% by moving the pricing service',
      'to an event queue',
      'Globex Inc.      Jan 2016 – Feb 2019',
      'Software Engineer',
      'EDUCATION',
      'University of Washington, B.S. in Computer Science      Sep 2012 – Jun 2016',
    ].join('\n');
    const sources = sourceLines(
      {
        name: 'Jane Doe',
        sections: {
          ...empty,
          works: [
            work({
              company: 'Acme Corp.',
              position: 'Senior Software Engineer',
              start: '2019.03',
              achievements: 'Cut the checkout latency by 40% by moving the pricing service to an event queue',
            }),
            work({ company: 'Globex Inc.', position: 'Software Engineer', start: '2016.01', end: '2019.02' }),
          ],
          educations: [
            education({
              school: 'University of Washington',
              major: 'Computer Science',
              start: '2012.09',
              end: '2016.06',
            }),
          ],
        },
      },
      prepareLines(text),
    );
    expect(lineOf(sources, 'works[0].start')).toEqual(['Acme Corp. · Mar 2019 – Present']);
    expect(lineOf(sources, 'works[0].achievements')).toEqual([
      '• Cut the checkout latency by 40% by moving the pricing service',
      'to an event queue',
    ]);
    // "Software Engineer" is in both jobs' lines: the second job's is the one under Globex.
    expect(lineOf(sources, 'works[1].position')).toEqual(['Software Engineer']);
    expect(sources['works[1].position']).not.toEqual(sources['works[0].position']);
    expect(lineOf(sources, 'works[1].end')).toEqual(['Globex Inc. · Jan 2016 – Feb 2019']);
    expect(lineOf(sources, 'educations[0].end')).toEqual([
      'University of Washington, B.S. in Computer Science · Sep 2012 – Jun 2016',
    ]);
  });

  it('an Indonesian DRH: a year alone that became January, dates with Indonesian month names', () => {
    const sources = sourceLines(
      {
        name: 'Siti Rahmawati',
        sections: {
          ...empty,
          educations: [
            education({
              school: 'Universitas Indonesia',
              major: 'Teknik Informatika',
              start: '2011.01',
              end: '2015.01',
            }),
          ],
          works: [
            work({ company: 'PT Bank Mandiri (Persero) Tbk', position: 'Analis Data', start: '2016.03' }),
          ],
          certifications: [
            {
              certificationName: 'Sertifikasi BNSP Analis Data',
              certificationIssuedBy: 'BNSP',
              issueDate: '2019-08-23',
            },
          ],
          languages: [
            { languageName: 'Bahasa Inggris', languageDetail: 'TOEFL 550', languageLevel: 'advanced' },
          ],
        },
      },
      [
        'DAFTAR RIWAYAT HIDUP',
        'Nama\t: Siti Rahmawati',
        'Pendidikan Formal',
        'Universitas Indonesia\tTeknik Informatika\t2011 – 2015',
        'Pengalaman Kerja',
        'PT Bank Mandiri (Persero) Tbk, Analis Data (Maret 2016 – sekarang)',
        'Sertifikasi BNSP Analis Data — BNSP, 23 Agustus 2019',
        'Bahasa Inggris: TOEFL 550',
      ],
    );
    expect(lineOf(sources, 'name')).toEqual(['Nama · : Siti Rahmawati']);
    expect(lineOf(sources, 'educations[0].start')).toEqual([
      'Universitas Indonesia · Teknik Informatika · 2011 – 2015',
    ]);
    expect(lineOf(sources, 'works[0].start')).toEqual([
      'PT Bank Mandiri (Persero) Tbk, Analis Data (Maret 2016 – sekarang)',
    ]);
    expect(lineOf(sources, 'certifications[0].issueDate')).toEqual([
      'Sertifikasi BNSP Analis Data — BNSP, 23 Agustus 2019',
    ]);
    expect(lineOf(sources, 'languages[0].languageDetail')).toEqual(['Bahasa Inggris: TOEFL 550']);
  });

  it('a value the file does not hold has no source; an empty field none either', () => {
    const sources = sourceLines(
      { name: 'Minjun Kim', sections: { ...empty, works: [work({ company: 'Samsung', position: '' })] } },
      ['Minjun Kim', 'LG Electronics'],
    );
    expect(sources['works[0].company']).toBeUndefined();
    expect(sources['works[0].position']).toBeUndefined();
    expect(Object.keys(sources)).toEqual(['name']);
  });

  it('a long line is cut around the value, at word breaks, and says it was cut', () => {
    const long = `${'Led a cross-functional team of designers and engineers '.repeat(3)}at Tokopedia Indonesia in Jakarta ${'while mentoring junior analysts on SQL and dashboards '.repeat(3)}`;
    const sources = sourceLines(
      { name: null, sections: { ...empty, works: [work({ company: 'Tokopedia Indonesia' })] } },
      [long],
    );
    const [shown] = lineOf(sources, 'works[0].company') ?? [];
    expect(shown).toContain('Tokopedia Indonesia');
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(MAX_SOURCE_CHARS);
    expect(excerpt('short line', 0, 5)).toBe('short line');
  });

  it('the skills as one field: the lines that hold any of them, in file order, once each', () => {
    const sources = sourceLines(
      { name: null, sections: { ...empty, skills: ['Python', 'SQL', '엑셀', 'Figma'] } },
      [
        'Technologies: Python, PostgreSQL',
        '기술 · Python, SQL, Figma',
        '자격증 · 컴퓨터활용능력 1급',
        '도구 · 엑셀',
        '취미 · 등산',
      ],
    );
    // Python and SQL (in PostgreSQL too) are shown on the skills line, which holds more of them.
    expect(sources.skills).toEqual({
      value: 'Python\nSQL\n엑셀\nFigma',
      lines: ['기술 · Python, SQL, Figma', '도구 · 엑셀'],
    });
    // No skill in the file, no source.
    expect(
      sourceLines({ name: null, sections: { ...empty, skills: ['Kotlin'] } }, ['Python, SQL']).skills,
    ).toBeUndefined();
  });
});

describe('jsonSources: a JSON Resume field beside the path it was read from', () => {
  it('names the JSON path of each filled field, and nothing for a field left empty', () => {
    const read = fromJsonResume({
      basics: { name: 'Jane Doe', location: { city: 'Jakarta' } },
      work: [
        {
          name: 'Gojek',
          position: 'Data Analyst',
          startDate: '2020-02',
          highlights: ['Built the churn model'],
        },
      ],
      certificates: [{ name: 'AWS SAA', date: '2021-05-01' }],
      skills: [{ name: 'SQL' }, { name: 'Tableau' }],
    });
    const sources = jsonSources(read, read.paths);
    expect(sources.name).toEqual({ value: 'Jane Doe', json: 'basics.name' });
    expect(sources['person.region']).toEqual({ value: 'Jakarta', json: 'basics.location.city' });
    expect(sources['works[0].position']).toEqual({ value: 'Data Analyst', json: 'work[0].position' });
    expect(sources['works[0].achievements']).toEqual({
      value: '• Built the churn model',
      json: 'work[0].highlights',
    });
    expect(sources['certifications[0].issueDate']).toEqual({
      value: '2021-05-01',
      json: 'certificates[0].date',
    });
    expect(sources.skills).toEqual({ value: 'SQL\nTableau', json: 'skills[].name' });
    expect(sources['works[0].end']).toBeUndefined();
  });
});
