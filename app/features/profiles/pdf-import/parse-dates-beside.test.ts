// Résumés with their dates in a column beside each entry (issue 37, second round): the entry's fields
// stay in their fields whatever the heading words, the order of position and company, or the form of
// the grade and the language score.
import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { levelFromTests } from './test-levels';

const text = (...lines: string[]) => lines.join('\n');

describe('a web builder résumé whose "교육" heads the schools', () => {
  const { sections } = parseResumeText(
    text(
      '배수민',
      '010-7714-2035 · sumin.bae@example.com · 부산광역시 해운대구',
      '',
      '경험',
      '2020년 3월 ~ 재직 중\t현대자동차 | 품질관리 엔지니어',
      '• 도장 공정 불량률을 1.2%에서 0.7%로 줄였습니다.',
      '',
      '교육',
      '2013년 3월 ~ 2017년 2월\t부산대학교',
      '기계공학부 학사 졸업, 학점 4.0/4.5',
      '',
      '외국어',
      '2021년 5월\t일본어 — JLPT N2',
    ),
  );

  it('reads the school under "교육" as an education, never as a job', () => {
    expect(sections.works.map((w) => w.company)).toEqual(['현대자동차']);
    expect(sections.educations).toEqual([
      expect.objectContaining({
        school: '부산대학교',
        major: '기계공학부',
        gpa: '4.0/4.5',
        start: '2013.03',
      }),
    ]);
  });

  it('leaves the date a score was taken out of the language, and takes the level the test says', () => {
    expect(sections.languages).toEqual([
      { languageName: '일본어', languageDetail: 'JLPT N2', languageLevel: 'advanced' },
    ]);
  });

  it('keeps "교육" over training courses out of the schools', () => {
    const training = parseResumeText(
      text(
        '김하나',
        '',
        '교육',
        '2022.03 ~ 2022.08\t멀티캠퍼스 빅데이터 분석 과정',
        '',
        '학력',
        '2014.03 ~ 2018.02\t경북대학교',
      ),
    );
    expect(training.sections.educations.map((e) => e.school)).toEqual(['경북대학교']);
  });
});

describe('dates on the right', () => {
  it('reads a grade written in brackets with its label, "(학점 3.9/4.3)", and keeps the major whole', () => {
    const { sections } = parseResumeText(
      text('윤도현', '', '학력', 'KAIST\t2016.03 - 2020.02', '전기및전자공학부 학사 졸업 (학점 3.9/4.3)'),
    );
    expect(sections.educations[0]).toMatchObject({
      school: 'KAIST',
      major: '전기및전자공학부',
      gradLevel: 'university',
      gpa: '3.9/4.3',
    });
  });

  it('reads the position written before the company', () => {
    const { sections } = parseResumeText(
      text(
        'Grace Yoon',
        '',
        'Professional Experience',
        'Supply Chain Planner\t09/2022 – Present',
        'Samsung Biologics\tIncheon',
        '• Cut raw material stockouts by 35% with a weekly reorder model.',
        '',
        'Procurement Associate\t06/2019 – 08/2022',
        'Celltrion\tSongdo',
        '• Negotiated annual contracts with 20 suppliers.',
      ),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end])).toEqual([
      ['Samsung Biologics', 'Supply Chain Planner', '2022.09', ''],
      ['Celltrion', 'Procurement Associate', '2019.06', '2022.08'],
    ]);
  });
});

describe('the level a language test says', () => {
  it.each([
    ['OPIc IH', 'intermediate'],
    ['OPIc AL', 'advanced'],
    ['TOEIC 915점', 'advanced'],
    ['TOEIC 720', 'intermediate'],
    ['TOEFL ITP 520', 'intermediate'],
    ['TOEFL iBT 105', 'advanced'],
    ['IELTS 7.5', 'advanced'],
    ['JLPT N3', 'intermediate'],
    ['HSK 3급', 'beginner'],
    ['TOPIK II 5급', 'advanced'],
  ])('%s → %s', (detail, level) => {
    expect(levelFromTests(detail)).toBe(level);
  });

  it('says nothing for a result it cannot place, and never overrides a level the member wrote', () => {
    expect(levelFromTests('TOEIC')).toBeNull();
    const { sections } = parseResumeText(text('이름', '', '어학', '영어 (초급) TOEIC 915점'));
    expect(sections.languages[0].languageLevel).toBe('beginner');
  });
});
