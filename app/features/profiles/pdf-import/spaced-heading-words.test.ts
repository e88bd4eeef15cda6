import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { headingOf } from './sections';

describe('a letter-spaced title of two or more words cut at its word gap', () => {
  it('is one title (en, id)', () => {
    expect(headingOf('WORK\tHISTORY')).toMatchObject({ kind: 'works', rest: '' });
    expect(headingOf('SKILLS\t&\tLANGUAGES')).toMatchObject({ kind: 'skills', rest: '' });
    expect(headingOf('SELECTED\tPROJECTS')).toMatchObject({ kind: 'projects', rest: '' });
    expect(headingOf('PENGALAMAN\tKERJA')).toMatchObject({ kind: 'works', rest: '' });
  });

  it('opens its section, so the entries under it are read', () => {
    const { sections } = parseResumeText(
      [
        'Marta Quist',
        'WORK\tHISTORY',
        'Site Engineer\tMAR 2019 – PRESENT',
        'Skanska',
        '• Ran the concrete pours for two tunnel portals.',
        'SELECTED\tPROJECTS',
        'Flood Gate Monitor\t2022',
        'A sensor network that reports gate positions every minute.',
      ].join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.start])).toEqual([
      ['Skanska', 'Site Engineer', '2019.03'],
    ]);
    expect(sections.projects.map((p) => p.projectName)).toEqual(['Flood Gate Monitor']);
  });

  it('leaves two titles set side by side as two, and a title beside its content as it is (id, en, ko)', () => {
    expect(headingOf('KEAHLIAN\tSERTIFIKASI')).toMatchObject({ kind: 'skills', rest: 'SERTIFIKASI' });
    expect(headingOf('SKILLS\tPython, SQL')).toMatchObject({ kind: 'skills', rest: 'Python, SQL' });
    expect(headingOf('EDUCATION\tMBA')).toMatchObject({ kind: 'educations', rest: 'MBA' });
    expect(headingOf('경력\t삼성전자')).toMatchObject({ kind: 'works', rest: '삼성전자' });
    expect(headingOf('IBM\tSAP')).toBeNull();
  });
});
