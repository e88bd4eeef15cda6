// The parser's pieces: periods, birth dates, GPA, graduation levels and section headings.
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
