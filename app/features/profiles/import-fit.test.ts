// No value read from a file can block Save: every imported draft, fitted, passes the editor's schema
// once the member has filled what the file did not say (region, birth date).
import { describe, expect, it } from 'vitest';
import type { ResumeSections } from '#db/schema/profiles';
import { fitDraft, shorten } from './import-fit';
import { resumeSchema } from './schemas';

const NOW = new Date('2026-06-01T00:00:00Z');
const long = (n: number, word = 'data') => Array.from({ length: n }, () => word).join(' ');

function draft(): { name: string | null; sections: ResumeSections } {
  return {
    name: 'Minjun Kim',
    sections: {
      person: { country: 'KR', region: '', address: '', birthYear: '', birthMonth: '' },
      educations: [
        {
          gradLevel: 'university',
          graduated: true,
          school: `Hanyang University ${long(30, 'campus')}`,
          major: 'Industrial Engineering',
          gpa: '3.8/4.5 (major 4.1/4.5, top 5 percent)',
          thesis: '',
          start: '2022.02',
          end: '2018.03',
        },
      ],
      works: [
        {
          company: 'Naver',
          position: `Data Analyst Intern. ${long(40)}`,
          achievements: 'Built a dashboard.',
          start: '',
          end: '2021.12',
        },
      ],
      skills: [long(20, 'Python')],
      certifications: [
        { certificationName: long(40, 'Engineer'), certificationIssuedBy: '', issueDate: '2021.11' },
      ],
      languages: [],
      projects: [
        {
          projectName:
            'Trained a model on public data and scraped listings to predict the resale price of used goods. It ran weekly.',
          projectDescription: '',
          technologiesUsed: long(60, 'scikit-learn,'),
        },
      ],
      awards: [{ awardName: 'Best paper', awardIssuedBy: '', awardYear: '3021' }],
      episodes: [],
    },
  };
}

describe('fitDraft', () => {
  it('leaves nothing over a limit or out of order: the draft saves once the member fills the blanks', () => {
    const fitted = fitDraft(draft(), NOW);
    const form = {
      ...fitted,
      sections: undefined,
      ...fitted.sections,
      person: {
        ...fitted.sections.person,
        region: '서울특별시',
        address: '마포구',
        birthYear: '1999',
        birthMonth: '3',
      },
    };
    const result = resumeSchema(NOW).safeParse(form);
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(
      [],
    );
  });

  it('keeps a project name that is a description as the description, with a short name cut at a sentence', () => {
    const [project] = fitDraft(draft(), NOW).sections.projects;
    expect(project.projectName).toBe(
      'Trained a model on public data and scraped listings to predict the resale price of used goods.',
    );
    expect(project.projectDescription).toContain('It ran weekly.');
  });

  it("moves a position's overflow into the achievements instead of losing it", () => {
    const [work] = fitDraft(draft(), NOW).sections.works;
    expect(work.position).toBe('Data Analyst Intern.');
    expect(work.achievements).toContain(long(40));
    expect(work.achievements).toContain('Built a dashboard.');
    expect([work.start, work.end]).toEqual(['2021.12', '']);
  });

  it('leaves a country the service does not serve for the member to choose, keeping the place', () => {
    const d = draft();
    d.sections.person = { ...d.sections.person, country: 'US', region: 'Idaho', address: 'Boise, Idaho' };
    expect(fitDraft(d, NOW).sections.person).toMatchObject({
      country: '',
      region: 'Idaho',
      address: 'Boise, Idaho',
    });
    expect(fitDraft(draft(), NOW).sections.person.country).toBe('KR');
  });

  it('keeps a year without its month as the January of that year', () => {
    const base = draft();
    base.sections.educations[0] = { ...base.sections.educations[0], start: '2014', end: '2018' };
    const [education] = fitDraft(base, NOW).sections.educations;
    expect([education.start, education.end]).toEqual(['2014.01', '2018.01']);
  });

  it('swaps a start after its end', () => {
    const [education] = fitDraft(draft(), NOW).sections.educations;
    expect([education.start, education.end]).toEqual(['2018.03', '2022.02']);
  });
});

describe('shorten', () => {
  it('cuts at the last whole sentence, else the last whole word', () => {
    expect(shorten('One two. Three four five.', 12)).toBe('One two.');
    expect(shorten('alpha beta gamma', 12)).toBe('alpha beta');
    expect(shorten('가나다라마바사', 3)).toBe('가나다');
  });
});
