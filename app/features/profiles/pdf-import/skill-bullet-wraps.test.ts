import { describe, expect, it } from 'vitest';
import { parseSkills } from './skills';

describe("a sidebar's bulleted skills, one item wrapped onto the next line", () => {
  it('joins the unmarked line to the item above', () => {
    expect(
      parseSkills([
        '• Wound Care',
        '• Phlebotomy',
        '• Electronic Health',
        'Records',
        '• Triage',
        '• IV Therapy',
      ]),
    ).toEqual(['Wound Care', 'Phlebotomy', 'Electronic Health Records', 'Triage', 'IV Therapy']);
  });

  it('leaves plain lines alone when they are not each right under a bullet', () => {
    expect(parseSkills(['• Design', 'Figma', 'Sketch', '• Code', 'React'])).not.toContain('Design Figma');
  });
});
