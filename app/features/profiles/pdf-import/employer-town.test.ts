import { describe, expect, it } from 'vitest';
import { employerWithoutTown, positionUnderTown } from './employer-town';
import { parseResumeText } from './parse';

const isPosition = (t: string) => /\b(?:engineer|analyst|manager|technician|trainee)\b/i.test(t);

describe('an employer written with a town the parser does not know', () => {
  it('drops ", Town" when the position is told apart', () => {
    expect(employerWithoutTown('Orchard Freight Brokers, Dunedin', 'Freight Analyst', isPosition)).toBe('Orchard Freight Brokers');
    expect(employerWithoutTown('Kestrel Robotics, Palmerston North', 'Bench Technician', isPosition)).toBe('Kestrel Robotics');
  });
  it('keeps the name whole with no position, a position after the comma or no town shape', () => {
    expect(employerWithoutTown('Orchard Freight Brokers, Dunedin', '', isPosition)).toBe('Orchard Freight Brokers, Dunedin');
    expect(employerWithoutTown('Orchard Freight Brokers, Engineer', 'Analyst', isPosition)).toBe('Orchard Freight Brokers, Engineer');
    expect(employerWithoutTown('Orchard Freight Brokers, NSW', 'Analyst', isPosition)).toBe('Orchard Freight Brokers, NSW');
    expect(employerWithoutTown('Orchard Freight Brokers, 3 Quay St', 'Analyst', isPosition)).toBe('Orchard Freight Brokers, 3 Quay St');
  });
  it('drops " – Town" after the employer (an ATS CV head) when the position is told apart', () => {
    expect(employerWithoutTown('Kedai Kopi Lereng – Bandung', 'Barista', isPosition)).toBe('Kedai Kopi Lereng');
    expect(employerWithoutTown('PT Sinar Laut - Kendari', 'Staff Gudang', isPosition)).toBe('PT Sinar Laut');
    expect(employerWithoutTown('Kedai Kopi Lereng – Bandung', '', isPosition)).toBe('Kedai Kopi Lereng – Bandung');
    expect(employerWithoutTown('Orchard Freight – Engineer', 'Analyst', isPosition)).toBe('Orchard Freight – Engineer');
  });
  it("reads the title line under a head whose second piece is a town as the position", () => {
    expect(positionUnderTown('Coimbatore', 'Junior Site Engineer', isPosition)).toBe('Junior Site Engineer');
    expect(positionUnderTown('Site Engineer', 'Junior Site Engineer', isPosition)).toBeNull();
    expect(positionUnderTown('Coimbatore', 'Poured foundations for two towers', isPosition)).toBeNull();
  });
  it('reads the title under "Company — Town, ST" as the position, the US place no part of the job (en)', () => {
    const { sections } = parseResumeText(
      [
        'PROFESSIONAL EXPERIENCE',
        '',
        'Saguaro Cooling Co — Chandler, AZ\tApril 2018 – Present',
        'Refrigeration Service Technician',
        '• Repaired walk-in coolers for 40 restaurants.',
        '',
        'Red Rock Mechanical — Flagstaff, AZ\tMay 2014 – March 2018',
        'Apprentice Technician',
        '• Installed ductwork in new homes.',
      ].join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.position, w.achievements])).toEqual([
      ['Saguaro Cooling Co', 'Refrigeration Service Technician', '• Repaired walk-in coolers for 40 restaurants.'],
      ['Red Rock Mechanical', 'Apprentice Technician', '• Installed ductwork in new homes.'],
    ]);
  });
  it('reads such jobs whole', () => {
    const { sections } = parseResumeText(
      [
        'EXPERIENCE',
        '',
        'Orchard Freight Brokers, Dunedin — Freight Analyst',
        'MARCH 2019 – PRESENT',
        '• Priced 300 consignments a month.',
        '',
        'Shakti Builders — Coimbatore\tJun 2016 – Feb 2019',
        'Junior Site Engineer',
        '• Poured foundations for two towers.',
      ].join('\n'),
    );
    expect(sections.works.map((w) => [w.company, w.position])).toEqual([
      ['Orchard Freight Brokers', 'Freight Analyst'],
      ['Shakti Builders', 'Junior Site Engineer'],
    ]);
  });
});
