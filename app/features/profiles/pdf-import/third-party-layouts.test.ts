// Lines from resumes in layouts our exporter does not make (HWP and Word tables, two columns, an
// Indonesian CV), as extractPdfText gives them: table cells split by tabs.
import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

const text = (...lines: string[]) => lines.join('\n');

describe('table-form 이력서', () => {
  const hwp = parseResumeText(
    text(
      '이 력 서',
      '성 명\t정수민\t한 자\t鄭秀旻',
      '생년월일\t1993년 11월 4일 (만 32세)\t성 별\t여',
      '휴 대 폰\t010-3481-2290\t전자우편\tsumin.jung@example.com',
      '주 소\t부산광역시 해운대구 센텀중앙로 97, 1502호',
      '경 력 사 항',
      '기간\t회사명\t직위\t담당업무',
      '2016.03 ~ 2019.08\t(주)한진해운물류\t사원\t수출입 통관 서류 작성, 선적 일정 관리',
      '2019.09 ~ 현재\t주식회사 센텀로지스\t대리\t동남아 항로 영업',
      '자 격 사 항',
      '취득일\t자격증명\t발급기관',
      '2017.06.09\t물류관리사\t한국산업인력공단',
      '어 학 능 력',
      '외국어\t수준\t시험 및 점수',
      '영어\t고급\tTOEIC 910점',
      '수 상 경 력',
      '수상일\t수상명\t수여기관',
      '2015.10\t대학생 무역 아이디어 공모전 우수상\t부산상공회의소',
      '',
      '위에 기재한 사항은 사실과 틀림없습니다.',
      '2025년 11월 1일',
      '작성자: 정수민 (인)',
    ),
  );

  it('takes the name from the 성명 cell, not from the spaced title "이 력 서" or the label', () => {
    expect(hwp.name).toBe('정수민');
  });

  it('reads header rows as column titles: no job, certificate, language or award made of them', () => {
    expect(hwp.sections.works).toEqual([
      {
        company: '(주)한진해운물류',
        position: '사원',
        achievements: '수출입 통관 서류 작성, 선적 일정 관리',
        start: '2016.03',
        end: '2019.08',
      },
      {
        company: '주식회사 센텀로지스',
        position: '대리',
        achievements: '동남아 항로 영업',
        start: '2019.09',
        end: '',
      },
    ]);
    expect(hwp.sections.certifications).toEqual([
      { certificationName: '물류관리사', certificationIssuedBy: '한국산업인력공단', issueDate: '2017-06-09' },
    ]);
    expect(hwp.sections.languages).toEqual([
      { languageName: '영어', languageLevel: 'advanced', languageDetail: 'TOEIC 910점' },
    ]);
  });

  it('leaves the closing declaration, its date and the signature out of the last section', () => {
    expect(hwp.sections.awards).toEqual([
      { awardName: '대학생 무역 아이디어 공모전 우수상', awardIssuedBy: '부산상공회의소', awardYear: '2015' },
    ]);
  });

  it('keeps a test and its score together when they have a column each', () => {
    const { sections } = parseResumeText(text('어학', '언어\t시험명\t점수\t수준', '영어\tOPIc\tIM2\t중급'));
    expect(sections.languages).toEqual([
      { languageName: '영어', languageLevel: 'intermediate', languageDetail: 'OPIc IM2' },
    ]);
  });

  it('splits a school and its major written together ("부산대학교 시각디자인학과 학사")', () => {
    const { sections } = parseResumeText(
      text(
        '학력',
        '재학기간\t학교명 및 전공\t학점\t구분',
        '2016.03 ~ 2020.02\t부산대학교 시각디자인학과 학사\t3.91/4.5\t졸업',
        '2020.03 ~ 2022.02\t홍익대학교 대학원 디자인학과 석사\t4.2/4.5\t졸업',
      ),
    );
    expect(sections.educations.map((e) => [e.school, e.major, e.gradLevel])).toEqual([
      ['부산대학교', '시각디자인학과', 'university'],
      ['홍익대학교 대학원', '디자인학과', 'grad_school'],
    ]);
  });

  it('reads a skills category written in its own cell, "기타" (other) too', () => {
    const { sections } = parseResumeText(
      text('보유 기술', '디자인\tFigma, Adobe Illustrator, Photoshop', '기타\tHTML/CSS, Notion'),
    );
    expect(sections.skills).toEqual(['Figma', 'Adobe Illustrator', 'Photoshop', 'HTML/CSS', 'Notion']);
  });
});

describe('header lines without labels', () => {
  it('reads a birth date at the end of a contact line and an address on its own line', () => {
    const { sections } = parseResumeText(
      text(
        '김하늘',
        '010-9876-5432 | haneul.kim@example.com | 1995.08.21',
        '서울특별시 성동구 왕십리로 83-21, 701호',
        '학력',
        '성균관대학교\t2014.03 ~ 2019.02',
      ),
    );
    expect(sections.person).toEqual({
      country: 'KR',
      region: '서울특별시',
      address: '서울특별시 성동구 왕십리로 83-21, 701호',
      birthYear: '1995',
      birthMonth: '8',
    });
  });

  it('does the same in English with a written month and an Indonesian street, never with a period', () => {
    const { sections } = parseResumeText(
      text(
        'Rina Kusuma',
        '+62 812-3456-7890 · rina.kusuma@example.com · 14 February 1997',
        'Jl. Tebet Raya No. 21, Tebet, Jakarta Selatan',
        'EXPERIENCE',
        'Product Designer, Tokopedia',
        'Aug 2022 – Present',
      ),
    );
    expect(sections.person).toEqual({
      country: 'ID',
      region: 'Jakarta Selatan',
      address: 'Jl. Tebet Raya No. 21, Tebet, Jakarta Selatan',
      birthYear: '1997',
      birthMonth: '2',
    });
    const period = parseResumeText(text('Rina Kusuma', 'rina@example.com · 2019 – 2021', 'SKILLS', 'Figma'));
    expect(period.sections.person.birthYear).toBe('');
  });
});

describe('languages on one line', () => {
  it('reads "Indonesian (Native); English (Advanced)" as two languages, also wrapped before "(Advanced)"', () => {
    for (const lines of [
      ['Indonesian (Native); English (Advanced)'],
      ['Indonesian (Native); English', '(Advanced)'],
    ]) {
      const { sections } = parseResumeText(text('LANGUAGES', ...lines));
      expect(sections.languages).toEqual([
        { languageName: 'Indonesian', languageLevel: 'professional', languageDetail: '' },
        { languageName: 'English', languageLevel: 'advanced', languageDetail: '' },
      ]);
    }
  });

  it('splits at a middle dot and keeps a test with its language, but not at commas inside details', () => {
    const ko = parseResumeText(text('어학', '영어 (고급) · 일본어 (초급)'));
    expect(ko.sections.languages.map((l) => [l.languageName, l.languageLevel])).toEqual([
      ['영어', 'advanced'],
      ['일본어', 'beginner'],
    ]);
    const id = parseResumeText(
      text('KEMAMPUAN BAHASA', 'Bahasa Indonesia (Bahasa ibu); Bahasa Inggris (Menengah – TOEFL ITP 520)'),
    );
    expect(id.sections.languages).toEqual([
      { languageName: 'Bahasa Indonesia', languageLevel: 'professional', languageDetail: '' },
      { languageName: 'Bahasa Inggris', languageLevel: 'intermediate', languageDetail: 'TOEFL ITP 520' },
    ]);
    const commas = parseResumeText(text('어학', '영어\t고급\tTOEIC 915점, OPIc IH'));
    expect(commas.sections.languages).toEqual([
      { languageName: '영어', languageLevel: 'advanced', languageDetail: 'TOEIC 915점, OPIc IH' },
    ]);
  });
});

describe('Word resumes', () => {
  it('reads "Tools: Power BI, SQL" under, after "Tools used:", after a dash or on the name line', () => {
    for (const tools of [
      ['Retail Demand Dashboard', 'Weekly demand view for 120 stores.', 'Tools: Power BI, SQL'],
      ['Retail Demand Dashboard | Tools: Power BI, SQL', 'Weekly demand view for 120 stores.'],
      ['Retail Demand Dashboard', 'Weekly demand view for 120 stores.', 'Tools used: Power BI, SQL'],
      ['Retail Demand Dashboard', 'Weekly demand view for 120 stores.', 'Tools — Power BI, SQL'],
    ]) {
      const { sections } = parseResumeText(text('PROJECTS', ...tools));
      expect(sections.projects).toEqual([
        {
          projectName: 'Retail Demand Dashboard',
          projectDescription: 'Weekly demand view for 120 stores.',
          technologiesUsed: 'Power BI, SQL',
        },
      ]);
    }
  });
});

describe('Indonesian CV (Daftar Riwayat Hidup)', () => {
  const cv = parseResumeText(
    text(
      'DAFTAR RIWAYAT HIDUP',
      'DATA PRIBADI',
      'Nama Lengkap\t:\tDewi Lestari',
      'Tempat, Tanggal Lahir\t:\tMedan, 3 Januari 1998',
      'Alamat\t:\tJl. Sisingamangaraja No. 27, Medan Amplas, Medan',
      'RIWAYAT PENDIDIKAN',
      '2013 – 2016\tSMA Negeri 1 Medan, Jurusan IPA',
      'SERTIFIKAT',
      'Sertifikasi Pemasar Produk Perbankan – LSP Perbankan, 2022',
      'PRESTASI',
      'Juara 2 Lomba Rencana Bisnis Mahasiswa – Bank Indonesia Sumut, 2019',
      '',
      'Demikian daftar riwayat hidup ini saya buat dengan sebenar-benarnya.',
    ),
  );

  it('reads "Label | : | value" rows', () => {
    expect(cv.name).toBe('Dewi Lestari');
    expect(cv.sections.person).toMatchObject({ birthYear: '1998', birthMonth: '1', region: 'Medan' });
  });

  it('reads "School, Jurusan X" as the school and its major', () => {
    expect(cv.sections.educations[0]).toMatchObject({ school: 'SMA Negeri 1 Medan', major: 'IPA' });
  });

  it('reads "Name – Issuer, year" and leaves the closing sentence out', () => {
    expect(cv.sections.certifications).toEqual([
      {
        certificationName: 'Sertifikasi Pemasar Produk Perbankan',
        certificationIssuedBy: 'LSP Perbankan',
        issueDate: '2022',
      },
    ]);
    expect(cv.sections.awards).toEqual([
      {
        awardName: 'Juara 2 Lomba Rencana Bisnis Mahasiswa',
        awardIssuedBy: 'Bank Indonesia Sumut',
        awardYear: '2019',
      },
    ]);
  });
});
