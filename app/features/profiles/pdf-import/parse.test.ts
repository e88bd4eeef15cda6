import { describe, expect, it } from 'vitest';
import { findPeriod, parseBirth } from './dates';
import { gpaOf, levelOf } from './education';
import { parseResumeText } from './parse';
import { headingOf } from './sections';

const text = (...lines: string[]) => lines.join('\n');

describe('periods', () => {
  it.each([
    ['2019.03 ~ 2021.02', '2019.03', '2021.02'],
    ['2019-03 - 2021-02', '2019.03', '2021.02'],
    ['2019/03 – 2021/02', '2019.03', '2021.02'],
    ['2019. 3. ~ 2021. 2.', '2019.03', '2021.02'],
    ['2019년 3월 ~ 2021년 2월', '2019.03', '2021.02'],
    ['Mar 2019 – Feb 2021', '2019.03', '2021.02'],
    ['March 2019 to February 2021', '2019.03', '2021.02'],
    ['Maret 2019 s.d. Februari 2021', '2019.03', '2021.02'],
    ['03/2019 - 02/2021', '2019.03', '2021.02'],
    ['2016 - 2020', '2016', '2020'],
  ])('%s', (written, start, end) => {
    expect(findPeriod(written)).toMatchObject({ start, end, open: false });
  });

  it.each([
    '2021.04 ~ 현재',
    '2021.04 ~ 재직중',
    '2023.03 ~ 재학 중',
    'Jan 2020 – Present',
    'Agustus 2019 - Sekarang',
    '2019.07 s.d. saat ini',
    '2022.01 ~',
  ])('%s is still going', (written) => {
    expect(findPeriod(written)).toMatchObject({ end: '', open: true });
  });

  it('does not read a full date, or dates inside a phone number, as a period', () => {
    expect(findPeriod('2018-11-16')).toBeNull();
    expect(findPeriod('Juara 1 Hackathon 2020')).toBeNull();
  });
});

describe('birth', () => {
  it.each([
    ['1998.03', '1998', '3'],
    ['1998년 3월 15일', '1998', '3'],
    ['March 1998', '1998', '3'],
    ['12 Maret 1998', '1998', '3'],
    ['Jakarta, 12 Maret 1998', '1998', '3'],
    ['1998-11-02', '1998', '11'],
    ['15/03/1998', '1998', '3'],
  ])('%s', (written, birthYear, birthMonth) => {
    expect(parseBirth(written)).toEqual({ birthYear, birthMonth });
  });

  it('reads the birth labels of the three languages', () => {
    for (const line of ['생년월일: 1998년 3월', 'Born: March 1998', 'Born March 1998', 'Lahir: Maret 1998']) {
      const { sections } = parseResumeText(text('홍길동', line, '학력', '2017.03 ~ 2021.02\t한국대학교'));
      expect(sections.person).toMatchObject({ birthYear: '1998', birthMonth: '3' });
    }
  });
});

describe('GPA', () => {
  it.each([
    ['학점 3.8/4.5', '3.8/4.5'],
    ['평점 4.12 / 4.5', '4.12/4.5'],
    ['GPA 3.6 / 4.0', '3.6/4.0'],
    ['GPA: 3.6 (out of 4.0)', '3.6/4.0'],
    ['IPK 3.45', '3.45'],
    ['IPK 3,62', '3.62'],
    ['IPK 3.67/4.00', '3.67/4.00'],
    ['3.9/4.3', '3.9/4.3'],
  ])('%s', (written, gpa) => {
    expect(gpaOf(written)?.gpa).toBe(gpa);
  });

  it('ignores numbers that are not grades', () => {
    expect(gpaOf('이수학점 135')).toBeNull();
    expect(gpaOf('5.0/4.5')).toBeNull();
    expect(gpaOf('TOEIC 915')).toBeNull();
  });
});

describe('graduation levels', () => {
  it.each([
    ['중학교', 'middle_school'],
    ['Middle school', 'middle_school'],
    ['SMP Negeri 2 Bandung', 'middle_school'],
    ['고등학교', 'high_school'],
    ['High school', 'high_school'],
    ['SMA Negeri 5 Surabaya', 'high_school'],
    ['한국대학교', 'university'],
    ['Seoul National University', 'university'],
    ['Universitas Indonesia', 'university'],
    ['S1', 'university'],
    ['대학원 석사', 'grad_school'],
    ["Master's", 'grad_school'],
    ['S2', 'grad_school'],
    ['박사', 'phd'],
    ['PhD', 'phd'],
    ['S3', 'phd'],
  ])('%s → %s', (word, level) => {
    expect(levelOf(word)).toBe(level);
  });

  it('takes the written level over the school name and strips a degree from the major', () => {
    const { sections } = parseResumeText(
      text(
        'Education',
        'Carnegie Mellon University\t2015.08 ~ 2017.05',
        'Human-Computer Interaction · Master’s · Graduated · GPA 3.8/4.0',
        '',
        'Korea University — B.S. in Computer Science, 2011 – 2015',
      ),
    );
    expect(sections.educations).toEqual([
      expect.objectContaining({
        school: 'Carnegie Mellon University',
        gradLevel: 'grad_school',
        graduated: true,
      }),
      expect.objectContaining({
        school: 'Korea University',
        major: 'Computer Science',
        gradLevel: 'university',
        start: '2011',
        end: '2015',
      }),
    ]);
  });

  it('reads study status words', () => {
    const { sections } = parseResumeText(
      text(
        '학력',
        '고려대학교 대학원\t2023.03 ~ 재학중',
        '통계학과 · 석사 재학',
        '',
        'Universitas Indonesia\t2023.02 ~ Sekarang',
        'Magister Manajemen · S2 · Belum lulus',
      ),
    );
    expect(sections.educations.map((e) => [e.gradLevel, e.graduated, e.end, e.major])).toEqual([
      ['grad_school', false, '', '통계학과'],
      ['grad_school', false, '', 'Magister Manajemen'],
    ]);
  });
});

describe('headings', () => {
  it.each([
    ['■ 학력사항', 'educations'],
    ['1. 경력 사항', 'works'],
    ['경력사항', 'works'],
    ['WORK EXPERIENCE', 'works'],
    ['Pengalaman Kerja', 'works'],
    ['E D U C A T I O N', 'educations'],
    ['학 력', 'educations'],
    ['Skills:', 'skills'],
    ['Keahlian', 'skills'],
    ['자격증', 'certifications'],
    ['Sertifikasi', 'certifications'],
    ['어학', 'languages'],
    ['Bahasa', 'languages'],
    ['Proyek', 'projects'],
    ['Honors & Awards', 'awards'],
    ['Penghargaan', 'awards'],
    ['인적사항', 'person'],
    ['Data Pribadi', 'person'],
    ['Personal information', 'person'],
  ])('%s', (line, kind) => {
    expect(headingOf(line)?.kind).toBe(kind);
  });

  it('does not take running text or a language name for a heading', () => {
    expect(headingOf('Bahasa Indonesia')).toBeNull();
    expect(headingOf('기술: React, TypeScript')).toBeNull();
    expect(headingOf('Education was my priority in 2019')).toBeNull();
  });

  it('reads a heading in the first cell of a row with its content', () => {
    const { sections } = parseResumeText(text('Skills\tPython, Go, PostgreSQL'));
    expect(sections.skills).toEqual(['Python', 'Go', 'PostgreSQL']);
  });
});

describe('a Korean resume with tables', () => {
  const resume = text(
    '이력서',
    '김지훈',
    '연락처: 010-2345-6789 | 이메일: jihoon.kim@example.com',
    '주소: 부산광역시 해운대구 센텀중앙로 97',
    '생년월일: 1996년 5월 12일',
    '',
    '■ 학력사항',
    '기간\t학교명\t전공\t학점\t구분',
    '2015.03 ~ 2021.02\t부산대학교\t기계공학과\t3.6/4.5\t졸업',
    '2012.03 ~ 2015.02\t해운대고등학교\t-\t-\t졸업',
    '',
    '■ 경력사항',
    '2021.03 ~ 현재\t현대모비스(주)\t연구원',
    '- 전동화 부품 열해석 업무 담당',
    '- 해석 자동화 스크립트 개발로 업무 시간 30% 단축',
    '',
    '■ 자격증',
    '일반기계기사\t한국산업인력공단\t2020.11.20',
    '■ 어학',
    '영어\tTOEIC 870\t중급',
    '■ 보유 기술',
    'ANSYS, CATIA, Python',
  );

  it('reads every section', () => {
    expect(parseResumeText(resume)).toEqual({
      name: '김지훈',
      sections: {
        person: {
          country: 'KR',
          region: '부산광역시',
          address: '부산광역시 해운대구 센텀중앙로 97',
          birthYear: '1996',
          birthMonth: '5',
        },
        educations: [
          {
            gradLevel: 'university',
            graduated: true,
            school: '부산대학교',
            major: '기계공학과',
            gpa: '3.6/4.5',
            thesis: '',
            start: '2015.03',
            end: '2021.02',
          },
          {
            gradLevel: 'high_school',
            graduated: true,
            school: '해운대고등학교',
            major: '',
            gpa: '',
            thesis: '',
            start: '2012.03',
            end: '2015.02',
          },
        ],
        works: [
          {
            company: '현대모비스(주)',
            position: '연구원',
            achievements: '- 전동화 부품 열해석 업무 담당\n- 해석 자동화 스크립트 개발로 업무 시간 30% 단축',
            start: '2021.03',
            end: '',
          },
        ],
        skills: ['ANSYS', 'CATIA', 'Python'],
        certifications: [
          {
            certificationName: '일반기계기사',
            certificationIssuedBy: '한국산업인력공단',
            issueDate: '2020-11-20',
          },
        ],
        languages: [{ languageName: '영어', languageDetail: 'TOEIC 870', languageLevel: 'intermediate' }],
        projects: [],
        awards: [],
        episodes: [],
      },
    });
  });
});

describe('an English resume', () => {
  const resume = text(
    'JOHN PARK',
    'Seoul, South Korea · +82 10-9876-5432 · john.park@example.com · linkedin.com/in/johnpark',
    '',
    'PROFESSIONAL EXPERIENCE',
    'Senior Data Engineer | Coupang Corp.',
    'Jan 2020 – Present',
    '• Built streaming pipelines processing 2B events per day.',
    '• Cut warehouse costs by 35%.',
    'Data Engineer, Naver',
    'Mar 2017 - Dec 2019',
    '• Migrated batch jobs to Airflow.',
    '',
    'EDUCATION',
    'Korea University — B.S. in Computer Science, 2013 – 2017',
    'GPA 3.6 / 4.0',
    '',
    'SKILLS',
    'Languages: Python, Scala, SQL',
    'Tools: Spark, Kafka, Airflow',
    '',
    'PROJECTS',
    'Realtime fraud scoring',
    'Tech stack: Flink, Redis',
    'Scored card payments within 50 ms for a team of analysts.',
    'Open data: bus arrival predictor',
    'Predicted bus arrivals from public GPS feeds.',
    '',
    'LANGUAGES',
    'Korean — Native',
    'English — Fluent (TOEFL 110)',
    '',
    'CERTIFICATIONS',
    'AWS Certified Data Analytics – Specialty, Amazon Web Services, 2021',
    '',
    'AWARDS',
    'Best Paper Award\tKIISE\t2016',
  );
  const { name, sections } = parseResumeText(resume);

  it('reads the name, and the place and country from the contact line', () => {
    expect(name).toBe('JOHN PARK');
    expect(sections.person).toMatchObject({ country: 'KR', region: 'Seoul' });
  });

  it('reads "Position | Company" over a period line and hands title lines to the next job', () => {
    expect(sections.works).toEqual([
      {
        company: 'Coupang Corp.',
        position: 'Senior Data Engineer',
        achievements:
          '• Built streaming pipelines processing 2B events per day.\n• Cut warehouse costs by 35%.',
        start: '2020.01',
        end: '',
      },
      {
        company: 'Naver',
        position: 'Data Engineer',
        achievements: '• Migrated batch jobs to Airflow.',
        start: '2017.03',
        end: '2019.12',
      },
    ]);
  });

  it('reads education, skills with categories, projects, languages, certifications and awards', () => {
    expect(sections.educations).toEqual([
      {
        gradLevel: 'university',
        graduated: true,
        school: 'Korea University',
        major: 'Computer Science',
        gpa: '3.6/4.0',
        thesis: '',
        start: '2013',
        end: '2017',
      },
    ]);
    expect(sections.skills).toEqual(['Python', 'Scala', 'SQL', 'Spark', 'Kafka', 'Airflow']);
    expect(sections.projects).toEqual([
      {
        projectName: 'Realtime fraud scoring',
        technologiesUsed: 'Flink, Redis',
        projectDescription: 'Scored card payments within 50 ms for a team of analysts.',
      },
      {
        projectName: 'Open data: bus arrival predictor',
        technologiesUsed: '',
        projectDescription: 'Predicted bus arrivals from public GPS feeds.',
      },
    ]);
    expect(sections.languages).toEqual([
      { languageName: 'Korean', languageLevel: 'professional', languageDetail: '' },
      { languageName: 'English', languageLevel: 'advanced', languageDetail: 'TOEFL 110' },
    ]);
    expect(sections.certifications).toEqual([
      {
        certificationName: 'AWS Certified Data Analytics – Specialty',
        certificationIssuedBy: 'Amazon Web Services',
        issueDate: '2021',
      },
    ]);
    expect(sections.awards).toEqual([
      { awardName: 'Best Paper Award', awardIssuedBy: 'KIISE', awardYear: '2016' },
    ]);
  });
});

describe('an Indonesian resume', () => {
  const resume = text(
    'DAFTAR RIWAYAT HIDUP',
    '',
    'Data Diri',
    'Nama: Dewi Lestari',
    'Tempat, Tanggal Lahir: Yogyakarta, 17 Agustus 1997',
    'Alamat: Jl. Kaliurang Km 5 No. 12, Sleman, Yogyakarta',
    'No. HP: 0812-3456-7890',
    'Email: dewi.lestari@example.com',
    '',
    'Riwayat Pendidikan',
    'S1 Teknik Informatika, Universitas Gadjah Mada (2015 - 2019), IPK 3,62',
    'Skripsi: Deteksi Penipuan Transaksi dengan Random Forest',
    'SMA Negeri 1 Yogyakarta (2012 - 2015)',
    '',
    'Pengalaman Kerja',
    'PT Bank Digital Nusantara — Software Engineer',
    'Agustus 2019 - Sekarang',
    'Mengembangkan layanan pembayaran QRIS untuk 2 juta pengguna.',
    '',
    'Keahlian',
    'Java, Go, PostgreSQL',
    '',
    'Kemampuan Bahasa',
    'Bahasa Inggris (Menengah) - TOEFL ITP 520',
    'Bahasa Jawa\tMahir',
    '',
    'Sertifikasi',
    'Oracle Certified Professional Java SE 11 — Oracle — Maret 2021',
    '',
    'Penghargaan',
    'Juara 1 Hackathon BI 2020 — Bank Indonesia',
  );
  const { name, sections } = parseResumeText(resume);

  it('takes the labelled name over the generic title and reads the personal data', () => {
    expect(name).toBe('Dewi Lestari');
    expect(sections.person).toEqual({
      country: 'ID',
      region: 'Yogyakarta',
      address: 'Jl. Kaliurang Km 5 No. 12, Sleman, Yogyakarta',
      birthYear: '1997',
      birthMonth: '8',
    });
  });

  it('reads degree, major, school and IPK from one line', () => {
    expect(sections.educations).toEqual([
      {
        gradLevel: 'university',
        graduated: true,
        school: 'Universitas Gadjah Mada',
        major: 'Teknik Informatika',
        gpa: '3.62',
        thesis: 'Deteksi Penipuan Transaksi dengan Random Forest',
        start: '2015',
        end: '2019',
      },
      expect.objectContaining({ school: 'SMA Negeri 1 Yogyakarta', gradLevel: 'high_school', start: '2012' }),
    ]);
  });

  it('reads work, languages, certifications and awards', () => {
    expect(sections.works).toEqual([
      {
        company: 'PT Bank Digital Nusantara',
        position: 'Software Engineer',
        achievements: 'Mengembangkan layanan pembayaran QRIS untuk 2 juta pengguna.',
        start: '2019.08',
        end: '',
      },
    ]);
    expect(sections.languages).toEqual([
      { languageName: 'Bahasa Inggris', languageLevel: 'intermediate', languageDetail: 'TOEFL ITP 520' },
      { languageName: 'Bahasa Jawa', languageLevel: 'advanced', languageDetail: '' },
    ]);
    expect(sections.certifications).toEqual([
      {
        certificationName: 'Oracle Certified Professional Java SE 11',
        certificationIssuedBy: 'Oracle',
        issueDate: '2021.03',
      },
    ]);
    expect(sections.awards).toEqual([
      { awardName: 'Juara 1 Hackathon BI 2020', awardIssuedBy: 'Bank Indonesia', awardYear: '2020' },
    ]);
  });
});

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

describe('fields from their neighbours (issue 24, issue 27 item 6)', () => {
  it('reads "**회사** 직무 (기간)": the company, the position, the period; projects keep their descriptions', () => {
    const { sections } = parseResumeText(
      text(
        '최민준',
        '데이터 엔지니어 | minjun.choi@example.com | 010-8765-4321 | 서울',
        '경력',
        '쿠팡 데이터 엔지니어 (2021.09 ~ 현재)',
        '• 주문 데이터 웨어하우스를 BigQuery로 옮겼습니다.',
        '(주)우아한형제들 데이터 분석가 (2019.01 ~ 2021.08)',
        '• 배달 시간 예측 모델의 피처를 설계했습니다.',
        '프로젝트',
        '실시간 추천 피처 스토어 (2022.03 ~ 2022.10)',
        'Kafka와 Redis로 추천 피처를 1초 안에 제공하는 저장소를 만들었습니다.',
        '기술: Kafka, Redis',
        '',
        '물류센터 수요 예측',
        '센터별 하루 출고량을 예측해 인력 배치에 활용했습니다.',
      ),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end])).toEqual([
      ['쿠팡', '데이터 엔지니어', '2021.09', ''],
      ['(주)우아한형제들', '데이터 분석가', '2019.01', '2021.08'],
    ]);
    expect(sections.projects).toEqual([
      {
        projectName: '실시간 추천 피처 스토어',
        projectDescription: 'Kafka와 Redis로 추천 피처를 1초 안에 제공하는 저장소를 만들었습니다.',
        technologiesUsed: 'Kafka, Redis',
      },
      {
        projectName: '물류센터 수요 예측',
        projectDescription: '센터별 하루 출고량을 예측해 인력 배치에 활용했습니다.',
        technologiesUsed: '',
      },
    ]);
    expect(sections.person.region).toBe('서울');
  });

  it('reads company, position, city and period on one line in any order; a city is never a position', () => {
    const { sections } = parseResumeText(
      text(
        'Experience',
        'Grab Holdings | Senior Data Scientist | Singapore | 2021.05 – Present',
        '- Built the surge pricing model.',
        'Network Engineer',
        'PT XL Axiata Tbk | Jakarta | Mar 2019 – Feb 2021',
        '- Designed the core network.',
        'Jul 2016 – Feb 2019\tQC Analyst',
        'PT Kalbe Farma Tbk, Jakarta',
        'Hyundai Motor Company, Ulsan — Research Engineer\t2014 – 2016',
        'Group Reporting Manager\tJakarta',
      ),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end])).toEqual([
      ['Grab Holdings', 'Senior Data Scientist', '2021.05', ''],
      ['PT XL Axiata Tbk', 'Network Engineer', '2019.03', '2021.02'],
      ['PT Kalbe Farma Tbk', 'QC Analyst', '2016.07', '2019.02'],
      ['Hyundai Motor Company', 'Research Engineer', '2014', '2016'],
    ]);
  });

  it("keeps Indonesian bullet lines as the job's achievements, never as new jobs", () => {
    const { sections } = parseResumeText(
      text(
        'Pengalaman Kerja (4 tahun)',
        'PT Gojek Indonesia',
        'Product Manager · Mei 2020 - Sekarang',
        '• Memimpin tim 9 orang untuk fitur pembayaran.',
        '• Menaikkan konversi checkout sebesar 12% dalam 2 kuartal.',
        '• Menyusun peta jalan produk tahunan.',
        'PT Traveloka Indonesia',
        'Associate Product Manager · Jan 2018 - Apr 2020',
        '• Meluncurkan fitur pemesanan kereta api.',
      ),
    );
    expect(sections.works.map((w) => w.company)).toEqual(['PT Gojek Indonesia', 'PT Traveloka Indonesia']);
    expect(sections.works[0].achievements.split('\n')).toHaveLength(3);
  });

  it('splits contact items by ·, | and /, with the address and the birth date among them', () => {
    const { sections } = parseResumeText(
      text(
        'Grace Lim',
        'grace.lim@example.com · +62 811 2233 4455 / linkedin.com/in/gracelim',
        'Jl. Sudirman No. 21, Menteng, Jakarta · Born 3 March 1993',
        'Experience',
      ),
    );
    expect(sections.person).toEqual({
      country: 'ID',
      region: 'Jakarta',
      address: 'Jl. Sudirman No. 21, Menteng, Jakarta',
      birthYear: '1993',
      birthMonth: '3',
    });
  });

  it('reads a degree written with the major after a comma, and a department closed by its degree', () => {
    const { sections } = parseResumeText(
      text(
        'Education',
        'Universitas Gadjah Mada\tAug 2011 – Jul 2015',
        'Bachelor of Economics, Accounting · GPA 3.68/4.00',
        '',
        '이화여자대학교\t2013.03 ~ 2019.08',
        '경영학부 학사 졸업, 학점 3.9/4.3',
      ),
    );
    expect(sections.educations.map((e) => [e.school, e.major, e.gradLevel, e.gpa])).toEqual([
      ['Universitas Gadjah Mada', 'Accounting', 'university', '3.68/4.00'],
      ['이화여자대학교', '경영학부', 'university', '3.9/4.3'],
    ]);
  });

  it('takes the title from the document: never a photo caption or a single syllable', () => {
    expect(
      parseResumeText(text('이', '사진\t성 명 : 오준석', '주 소 : 인천광역시 연수구 컨벤시아대로 165')).name,
    ).toBe('오준석');
    expect(parseResumeText(text('Photo (3×4)', '송하린 Song Harin', '010-3344-5566')).name).toBe('송하린');
  });

  it('never makes a table header row an entry, and drops the row-number column of a DRH table', () => {
    const { sections } = parseResumeText(
      text(
        'Pengalaman Kerja',
        'No\tNama Perusahaan\tJabatan\tPeriode',
        '1\tPT Telkom Indonesia Tbk\tSoftware Engineer\tAgustus 2018 – Juni 2021',
        'Riwayat Pendidikan',
        'No\tJenjang\tNama Sekolah\tJurusan\tTahun',
        '1\tS1\tInstitut Teknologi Bandung\tTeknik Informatika\t2014 – 2018',
        'Work Experience',
        'Period\tCompany\tPosition\tMain duties',
        '2020.02 – Present\tPT Bank Central Asia Tbk\tCredit Risk Analyst\tScores SME loan applications',
        'Sertifikasi',
        'No\tNama Sertifikat\tPenyelenggara\tTahun',
        '1\tOracle Certified Professional\tOracle\t2019',
      ),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.start])).toEqual([
      ['PT Telkom Indonesia Tbk', 'Software Engineer', '2018.08'],
      ['PT Bank Central Asia Tbk', 'Credit Risk Analyst', '2020.02'],
    ]);
    expect(sections.educations.map((e) => [e.school, e.major, e.gradLevel])).toEqual([
      ['Institut Teknologi Bandung', 'Teknik Informatika', 'university'],
    ]);
    expect(sections.certifications).toEqual([
      {
        certificationName: 'Oracle Certified Professional',
        certificationIssuedBy: 'Oracle',
        issueDate: '2019',
      },
    ]);
  });

  it('reads the languages of a "자격증 및 어학" section as languages', () => {
    const { sections } = parseResumeText(
      text(
        '자격증 및 어학',
        '2016.11\t정보처리기사 (한국산업인력공단)',
        '2022.05\t영어 – TOEIC 870점 (고급)',
      ),
    );
    expect(sections.certifications).toEqual([
      { certificationName: '정보처리기사', certificationIssuedBy: '한국산업인력공단', issueDate: '2016.11' },
    ]);
    expect(sections.languages).toEqual([
      { languageName: '영어', languageDetail: 'TOEIC 870점', languageLevel: 'advanced' },
    ]);
  });
});

describe('two-column Indonesian CVs and Korean dates-left resumes (issue 24, development layouts)', () => {
  it.each([
    ['K O N TA K', 'person'],
    ['D ATA D I R I', 'person'],
    ['P E N G A L A M A N K E R J A', 'works'],
    ['B A H A S A', 'languages'],
  ])('reads a letter-spaced heading whose kerned pairs the reader left joined: %s', (heading, kind) => {
    expect(headingOf(heading)?.kind).toBe(kind);
  });

  it('reads a label over its value and an address wrapped at a comma in a narrow sidebar', () => {
    const { sections } = parseResumeText(
      text(
        'Kontak',
        '0813-2468-1357',
        'Jl. Ir. H. Juanda No. 118, Dago,',
        'Coblong, Bandung',
        'Data Diri',
        'Tempat, Tanggal Lahir',
        'Bandung, 17 Agustus 1996',
        'Kewarganegaraan',
        'Indonesia',
      ),
    );
    expect(sections.person).toEqual({
      country: 'ID',
      region: 'Bandung',
      address: 'Jl. Ir. H. Juanda No. 118, Dago, Coblong, Bandung',
      birthYear: '1996',
      birthMonth: '8',
    });
  });

  it('takes each bullet of a skills list as one skill', () => {
    const { sections } = parseResumeText(
      text('Keahlian', '• Microsoft Excel', '• SAP FI/CO', '• Perpajakan PPh 21 & PPN'),
    );
    expect(sections.skills).toEqual(['Microsoft Excel', 'SAP FI/CO', 'Perpajakan PPh 21 & PPN']);
  });

  it('reads "Sarjana Statistika" as a university degree in Statistika', () => {
    const { sections } = parseResumeText(
      text(
        'Pendidikan',
        'Institut Teknologi Sepuluh Nopember\t2017 – 2021',
        'Sarjana Statistika, IPK 3,71/4,00',
      ),
    );
    expect(sections.educations.map((e) => [e.school, e.major, e.gradLevel, e.gpa])).toEqual([
      ['Institut Teknologi Sepuluh Nopember', 'Statistika', 'university', '3.71/4.00'],
    ]);
  });

  it('drops the time served under a period and beside a heading; a team between company and position', () => {
    const { sections } = parseResumeText(
      text(
        '경력\t(총 6년 5개월)',
        '2020.09 ~ 재직 중\t카카오페이 | 결제플랫폼팀 · 시니어 서버 개발자',
        '(4년 3개월)\t- 결제 승인 API의 응답 시간을 줄였습니다.',
        '',
        '2018.07 ~ 2020.08\t(주)우아한형제들 | 주문시스템팀 · 서버 개발자',
        '(2년 2개월)',
      ),
    );
    expect(sections.works).toEqual([
      {
        company: '카카오페이',
        position: '시니어 서버 개발자',
        achievements: '- 결제 승인 API의 응답 시간을 줄였습니다.',
        start: '2020.09',
        end: '',
      },
      {
        company: '(주)우아한형제들',
        position: '서버 개발자',
        achievements: '',
        start: '2018.07',
        end: '2020.08',
      },
    ]);
  });

  it('reads a birth date marked "생" and an address beside it in the header', () => {
    const { sections } = parseResumeText(
      text('박준영', '1991년 4월 17일생 · 경기도 성남시 분당구 판교역로 235, 에이치스퀘어 N동', '경력'),
    );
    expect(sections.person).toEqual({
      country: 'KR',
      region: '경기도 성남시',
      address: '경기도 성남시 분당구 판교역로 235, 에이치스퀘어 N동',
      birthYear: '1991',
      birthMonth: '4',
    });
    expect(parseResumeText(text('김민지', '2015.03 대학생 서포터즈', '경력')).sections.person.birthYear).toBe(
      '',
    );
  });

  it('never reads a language test with its grade as a second language', () => {
    const { sections } = parseResumeText(text('자격증 / 어학', '2022.08\t영어 · TOEIC Speaking IM3 (중급)'));
    expect(sections.languages).toEqual([
      { languageName: '영어', languageDetail: 'TOEIC Speaking IM3', languageLevel: 'intermediate' },
    ]);
  });

  it('joins a period broken over two rows of a narrow date column', () => {
    const { sections } = parseResumeText(
      text(
        '■ 경력사항 (총 8년 1개월)',
        '2021. 03 ~\t(주)LG생활건강',
        '현재\t브랜드 매니저 (과장)',
        '• 더마 화장품 브랜드의 매출을 35%',
        '에서 52%로 늘렸습니다.',
        '',
        '■ 학력사항',
        '2012. 03 ~\t연세대학교 경영학과 (학사)',
        '2016. 02\t졸업 · 학점 4.02/4.5',
      ),
    );
    expect(sections.works).toEqual([
      {
        company: '(주)LG생활건강',
        position: '브랜드 매니저 (과장)',
        achievements: '• 더마 화장품 브랜드의 매출을 35%에서 52%로 늘렸습니다.',
        start: '2021.03',
        end: '',
      },
    ]);
    expect(sections.educations.map((e) => [e.school, e.major, e.start, e.end, e.graduated])).toEqual([
      ['연세대학교', '경영학과', '2012.03', '2016.02', true],
    ]);
  });

  it('joins a period broken inside its end date ("Jul 2016 – Feb" over "2020"), never two periods', () => {
    const { sections } = parseResumeText(
      text(
        'Work experience',
        'Mar 2020 –\tQuality Assurance Lead',
        'Present\tPT Bio Farma (Persero), Bandung',
        '• Runs release testing for four vaccine lines.',
        'Jul 2016 – Feb\tQC Analyst',
        '2020\tPT Kalbe Farma Tbk, Jakarta',
        '• Validated HPLC methods for 15 products.',
      ),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end])).toEqual([
      ['PT Bio Farma (Persero)', 'Quality Assurance Lead', '2020.03', ''],
      ['PT Kalbe Farma Tbk', 'QC Analyst', '2016.07', '2020.02'],
    ]);
    const twoRows = parseResumeText(
      text('Certifications', '2019 –\tCertified Scrum Master', '2018.03 – 2018.09\tPMP course'),
    );
    expect(twoRows.sections.certifications.map((c) => c.certificationName)).toContain(
      'Certified Scrum Master',
    );
  });

  it('reads "2020.03 ~" closing a cell as an open period', () => {
    expect(findPeriod('2021. 03 ~\t(주)LG생활건강')).toMatchObject({ start: '2021.03', end: '', open: true });
  });
});
