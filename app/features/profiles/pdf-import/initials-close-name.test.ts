import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

const certificates = (lines: string[]) =>
  parseResumeText(['Mara Ellison', '', 'CERTIFICATIONS', '', ...lines].join('\n')).sections.certifications;

describe('a certificate name closed by its initials, over an issuer wrapped in a narrow column', () => {
  it('ends the name at the initials and takes the wrapped lines after them for the issuer', () => {
    expect(
      certificates([
        'Registered Respiratory',
        'Therapist (RRT)',
        'National Board for Respiratory',
        'Care Credentialing · 2017',
        'Basic Life Support',
        'Provider',
        'Heartline Training Network · 2022',
      ]),
    ).toEqual([
      {
        certificationName: 'Registered Respiratory Therapist (RRT)',
        certificationIssuedBy: 'National Board for Respiratory Care Credentialing',
        issueDate: '2017',
      },
      {
        certificationName: 'Basic Life Support Provider',
        certificationIssuedBy: 'Heartline Training Network',
        issueDate: '2022',
      },
    ]);
  });

  it('keeps initials on the line over the dated issuer in the name as before', () => {
    expect(certificates(['Project Management', 'Professional (PMP)', 'PMI Institute · 2019'])).toEqual([
      {
        certificationName: 'Project Management Professional (PMP)',
        certificationIssuedBy: 'PMI Institute',
        issueDate: '2019',
      },
    ]);
  });
});
