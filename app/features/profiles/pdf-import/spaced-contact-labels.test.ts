import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { withoutSpacedLabels } from './spaced-contact-labels';

const korean = (t: string) => /[가-힣]+(?:시|도|구|군)\s/u.test(`${t} `);
const person = (contact: string) =>
  parseResumeText(['마예린', 'UX 리서처', contact, '', '경력', '2020.03 ~ 현재\t(주)가온'].join('\n')).sections.person;

describe('contact labels set before their values without a colon', () => {
  it('are no part of the address they stand before', () => {
    expect(withoutSpacedLabels('Email Location 대구광역시 수성구', korean)).toBe('대구광역시 수성구');
    expect(withoutSpacedLabels('Mobile Address 대구광역시 수성구 동대구로 12', korean)).toBe('대구광역시 수성구 동대구로 12');
    const read = person('Email yerin.ma@naver.com Location 대구광역시 수성구\tPhone 010-4410-2281');
    expect(read).toMatchObject({ address: '대구광역시 수성구', region: '대구광역시' });
  });

  it('leaves a headline, a label before no place and a label alone as they are', () => {
    expect(withoutSpacedLabels('Mobile App Developer', korean)).toBe('Mobile App Developer');
    expect(withoutSpacedLabels('Email me anytime', korean)).toBe('Email me anytime');
    expect(withoutSpacedLabels('Location', korean)).toBe('Location');
    expect(withoutSpacedLabels('Location based services', korean)).toBe('Location based services');
  });
});
