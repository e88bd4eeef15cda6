import { describe, expect, it } from 'vitest';
import { blindFindings } from './blind';

const found = (text: string, companies: string[] = []) => {
  const spans = companies.map((c) => [text.indexOf(c), text.indexOf(c) + c.length] as [number, number]);
  return blindFindings(text, 'en', spans).map((f) => [text.slice(...f.range), f.message]);
};

describe('a school known by its bare name, in a frame that says the writer went there', () => {
  it('flags it', () => {
    expect(found('Since leaving Harrow, I have worked in shipping.')).toEqual([
      ['Since leaving Harrow', 'blind.school'],
    ]);
    expect(found('Three years at Princeton taught me to write short reports.')).toEqual([
      ['Three years at Princeton', 'blind.school'],
    ]);
    expect(found('My time at Juilliard made me practise every day.')).toEqual([
      ['My time at Juilliard', 'blind.school'],
    ]);
    expect(found('As a Wellesley graduate, I value clear writing.')).toEqual([
      ['As a Wellesley graduate', 'blind.school'],
    ]);
  });

  it("leaves firms, others' schools and companies named alike", () => {
    expect(found('Since leaving Accenture, I have worked in shipping.')).toEqual([]);
    expect(found('We bought our locks from Yale Appliance for every site.')).toEqual([]);
    expect(found('I placed Cornell and Dartmouth graduates in analyst roles.')).toEqual([]);
    expect(found('Three years at Eton Shirts taught me retail.', ['Eton Shirts'])).toEqual([]);
  });
});
