// Fields read from their neighbours, two-column Indonesian CVs and Korean dates-left resumes.
import { describe, expect, it } from 'vitest';
import { findPeriod } from './dates';
import { parseResumeText } from './parse';
import { headingOf } from './sections';

const text = (...lines: string[]) => lines.join('\n');

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

  it('drops the time served under a period and beside a heading; a team before the position goes with it', () => {
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
        position: '결제플랫폼팀 시니어 서버 개발자',
        achievements: '- 결제 승인 API의 응답 시간을 줄였습니다.',
        start: '2020.09',
        end: '',
      },
      {
        company: '(주)우아한형제들',
        position: '주문시스템팀 서버 개발자',
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
      region: '경기도',
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
