import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { headingOf } from './sections';

const parse = (lines: string[]) => parseResumeText(lines.join('\n'));

describe('a builder sidebar\'s "DETAILS" and "LINKS" over the contacts', () => {
  it('head the person section: the address is read, no project is made of them (en, id, ko)', () => {
    const r = parse([
      'Oliver Grant',
      'DATA ENGINEER',
      'Projects',
      'Warehouse Cost Audit',
      'Cut nightly load time by half.',
      'DETAILS',
      'Jl. Kemang Raya No. 9, Jakarta Selatan',
      '+62 811 2000 3000',
      'oliver.grant@example.org',
      'LINKS',
      'github.com/olivergrant',
    ]);
    expect(r.sections.projects.map((p) => p.projectName)).toEqual(['Warehouse Cost Audit']);
    expect(r.sections.person.address).toBe('Jl. Kemang Raya No. 9, Jakarta Selatan');
    expect(headingOf('Tautan')?.kind).toBe('person');
    expect(headingOf('링크')?.kind).toBe('person');
  });

  it('stay ordinary words beside content or inside a sentence', () => {
    expect(headingOf('Details\tsee attached portfolio')).toBeNull();
    expect(headingOf('Links between teams improved')).toBeNull();
    const r = parse(['Oliver Grant', 'Projects', 'Link Checker', 'Details of every broken link, by page.']);
    expect(r.sections.projects.map((p) => p.projectName)).toEqual(['Link Checker']);
  });
});
