import { describe, expect, it } from 'vitest';
import { isContactRows } from './profile-contact-rows';
import { parseResumeText } from './parse';

describe('a sidebar\'s "PROFILE" over the person\'s rows', () => {
  it('gives the place and leaves no introduction', () => {
    const parsed = parseResumeText(
      [
        '문하람',
        'INTERIOR DESIGNER · 상업공간',
        '',
        'PROFILE',
        '010-7730-2546',
        '• haram.moon.space@naver.com',
        '• 대전광역시 유성구 봉명동',
        '',
        'CERTIFICATE',
        '2019. 06\t실내건축기사 (한국산업인력공단)',
      ].join('\n'),
    );
    expect(parsed.sections.person.address).toBe('대전광역시 유성구 봉명동');
    expect(parsed.sections.person.region).toBe('대전광역시');
    // "CERTIFICATE" in the singular heads the certificates.
    expect(parsed.sections.certifications.map((c) => [c.certificationName, c.issueDate])).toEqual([
      ['실내건축기사', '2019.06'],
    ]);
  });

  it('leaves an introduction of sentences, or of lines without a phone or an e-mail, alone', () => {
    expect(isContactRows(['고객의 첫인상을 책임지는 프런트에서 7년을 일했습니다.', '010-6284-1173'])).toBe(
      false,
    );
    expect(isContactRows(['데이터 엔지니어', '서울'])).toBe(false);
    expect(isContactRows(['010-6284-1173', 'yerin.seo.hotel@gmail.com'])).toBe(true);
  });
});
