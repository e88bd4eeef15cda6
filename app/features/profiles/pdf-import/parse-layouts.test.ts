// Layouts the parser reads: phone numbers, table-like rows, the title, headings as resumes write them.
import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { headingOf } from './sections';

const text = (...lines: string[]) => lines.join('\n');

describe('phone numbers', () => {
  const resume = text(
    '박서준 이력서',
    '010-1234-5678 · +82 10-2019-2020 · seojun@example.com',
    '',
    'Data Pribadi',
    'Telepon\t+62 812-2016-2020',
    'WhatsApp: 0812 3456 7890',
    'Negara\tIndonesia',
    '',
    '경력',
    '(주)하나로통신\t2016.03 ~ 2020.02',
    '고객센터 상담원',
    '대표번호 02-2016-2020 응대, 월 2,000건 처리',
    '',
    '어학',
    '영어\t고급\tTOEIC 950',
  );
  const { name, sections } = parseResumeText(resume);

  it('never end up in a field or become a period', () => {
    expect(name).toBe('박서준 이력서');
    expect(sections.person).toEqual({
      country: 'ID',
      region: '',
      address: '',
      birthYear: '',
      birthMonth: '',
    });
    expect(sections.works).toEqual([
      expect.objectContaining({
        company: '(주)하나로통신',
        start: '2016.03',
        end: '2020.02',
        position: '고객센터 상담원',
      }),
    ]);
    const fields = JSON.stringify({ ...sections, works: [] });
    for (const digits of ['5678', '2019-2020', '812', '3456 7890']) expect(fields).not.toContain(digits);
  });

  it('give the country when nothing else does', () => {
    expect(parseResumeText(text('Budi', '+62 812-3456-7890')).sections.person.country).toBe('ID');
    expect(parseResumeText(text('김철수', '010-1234-5678')).sections.person.country).toBe('KR');
  });
});

describe('table-like layouts read row by row', () => {
  it('pairs labels and values across the cells of one row', () => {
    const { sections } = parseResumeText(
      text(
        '인적사항',
        '국적\t대한민국\t생년월일\t1999.12.03',
        '거주지\t대전광역시\t주소\t대전광역시 유성구 대학로 291',
      ),
    );
    expect(sections.person).toEqual({
      country: 'KR',
      region: '대전광역시',
      address: '대전광역시 유성구 대학로 291',
      birthYear: '1999',
      birthMonth: '12',
    });
  });

  it('reads an education table by its header, empty cells included', () => {
    const { sections } = parseResumeText(
      text(
        'Education',
        'Period\tSchool\tMajor\tDegree\tGPA',
        '2014.08 ~ 2018.10\tInstitut Teknologi Bandung\tInformatics\tBachelor’s (Graduated)\t3.54/4.00',
        '2011.07 ~ 2014.06\tSMA Negeri 3 Bandung\t-\tHigh school (Graduated)\t-',
        'Thesis (Institut Teknologi Bandung): Offline-first synchronisation for mobile',
        'field-survey apps',
      ),
    );
    expect(sections.educations).toEqual([
      {
        gradLevel: 'university',
        graduated: true,
        school: 'Institut Teknologi Bandung',
        major: 'Informatics',
        gpa: '3.54/4.00',
        thesis: 'Offline-first synchronisation for mobile field-survey apps',
        start: '2014.08',
        end: '2018.10',
      },
      {
        gradLevel: 'high_school',
        graduated: true,
        school: 'SMA Negeri 3 Bandung',
        major: '',
        gpa: '',
        thesis: '',
        start: '2011.07',
        end: '2014.06',
      },
    ]);
  });

  it('treats two or more spaces as a cell break in plain text', () => {
    const { sections } = parseResumeText(
      text('Certifications', 'Professional Scrum Master I    Scrum.org    2022.01'),
    );
    expect(sections.certifications).toEqual([
      {
        certificationName: 'Professional Scrum Master I',
        certificationIssuedBy: 'Scrum.org',
        issueDate: '2022.01',
      },
    ]);
  });
});

describe('the title', () => {
  it('is the first line, or the name after a generic title, or null', () => {
    expect(parseResumeText(text('백엔드 개발자 김민준 이력서', '학력')).name).toBe(
      '백엔드 개발자 김민준 이력서',
    );
    expect(parseResumeText(text('Curriculum Vitae', 'Rachel Yoon', 'Education')).name).toBe('Rachel Yoon');
    expect(parseResumeText(text('이력서', '', '학력', '2017.03 ~ 2021.02\t한국대학교')).name).toBe('이력서');
    expect(parseResumeText(text('Education', '2017.03 ~ 2021.02\tHanguk University')).name).toBeNull();
  });

  it('is deterministic and tolerates an empty text', () => {
    expect(parseResumeText('')).toEqual({
      name: null,
      sections: {
        person: { country: '', region: '', address: '', birthYear: '', birthMonth: '' },
        educations: [],
        works: [],
        skills: [],
        certifications: [],
        languages: [],
        projects: [],
        awards: [],
        episodes: [],
      },
    });
  });
});

describe('headings as resumes write them (issue 24)', () => {
  it.each([
    ['경력사항 (총 6년 4개월)', 'works'],
    ['경력 [총 3년 2개월]', 'works'],
    ['Pengalaman Kerja (5 tahun)', 'works'],
    ['자격증 및 어학', 'certifications'],
    ['Certifications & Awards', 'certifications'],
    ['학력 및 교육', 'educations'],
    ['Education and Training', 'educations'],
    ['Pendidikan dan Pelatihan', 'educations'],
    ['경 력 사 항', 'works'],
    ['2. 경 력 사 항', 'works'],
    ['Ⅲ. 학력사항', 'educations'],
    ['■ 기술 스택', 'skills'],
    ['SKILLS & TOOLS', 'skills'],
    ['자격 / 면허', 'certifications'],
  ])('%s', (heading, kind) => {
    expect(headingOf(heading)?.kind).toBe(kind);
  });

  it('does not take a line of text with a heading word in it for a heading', () => {
    expect(headingOf('경력 관리 시스템 개발 (2020)')).toBeNull();
    expect(headingOf('Skills & Coffee')).toBeNull();
  });
});
