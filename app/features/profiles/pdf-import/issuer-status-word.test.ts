import { describe, expect, it } from 'vitest';
import { withoutStatusWord } from './issuer-status-word';
import { parseResumeText } from './parse';

describe('"취득" or "합격" left after a certificate\'s issuer once its date is taken', () => {
  it('is dropped from the issuer', () => {
    expect(withoutStatusWord('한국산업인력공단, 취득')).toBe('한국산업인력공단');
    expect(withoutStatusWord('국립국제교육원 합격')).toBe('국립국제교육원');
    const { sections } = parseResumeText(
      ['4. 자격사항', '○ 전기기사\t: 한국산업인력공단, 2019. 6. 취득'].join('\n'),
    );
    expect(sections.certifications[0]).toMatchObject({
      certificationName: '전기기사',
      certificationIssuedBy: '한국산업인력공단',
      issueDate: '2019.06',
    });
  });

  it('leaves the word alone, inside a name, and other issuers', () => {
    expect(withoutStatusWord('취득')).toBe('취득');
    expect(withoutStatusWord('취득세무연구원')).toBe('취득세무연구원');
    expect(withoutStatusWord('Badan Nasional Sertifikasi Profesi')).toBe(
      'Badan Nasional Sertifikasi Profesi',
    );
    expect(withoutStatusWord('대한상공회의소')).toBe('대한상공회의소');
  });
});
