// Whole resumes through the parser: a Korean one with tables, an English one, an Indonesian one.
import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

const text = (...lines: string[]) => lines.join('\n');

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
