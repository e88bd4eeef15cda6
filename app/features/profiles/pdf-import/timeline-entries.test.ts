import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe('a timeline entry: the period alone over the position, the company under it', () => {
  it('reads "period / position / Company · City / bullets" as one job', () => {
    const { sections } = parseResumeText(
      [
        'EXPERIENCE',
        'SEP 2021 — PRESENT',
        'Machine Learning Engineer',
        'Naver Cloud · Seongnam',
        '• Trained the receipt OCR model.',
        '',
        'JAN 2019 — MAR 2022',
        'Product Designer',
        'Spotify · Stockholm',
        '• Designed the podcast chapter navigation.',
      ].join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.start, w.end, w.achievements])).toEqual([
      ['Naver Cloud', 'Machine Learning Engineer', '2021.09', '', '• Trained the receipt OCR model.'],
      ['Spotify', 'Product Designer', '2019.01', '2022.03', '• Designed the podcast chapter navigation.'],
    ]);
  });

  it('keeps a company named on the period line as the company', () => {
    const { sections } = parseResumeText(
      ['EXPERIENCE', 'Kakao\t2020.03 ~ 2022.02', 'Backend Developer', 'Built the billing service.'].join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.position])).toEqual([['Kakao', 'Backend Developer']]);
  });
});
