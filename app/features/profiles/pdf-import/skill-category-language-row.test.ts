import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';
import { isCodeLanguageRow } from './skill-category-language-row';

describe('"언어 | Go, Rust" among the skills rows: a category of skills', () => {
  it('knows a row of programming languages under a languages word', () => {
    expect(isCodeLanguageRow('언어	Go, Rust, TypeScript')).toBe(true);
    expect(isCodeLanguageRow('Languages	Kotlin, Swift')).toBe(true);
  });

  it('leaves alone spoken languages, tests, one item and a heading with no row', () => {
    expect(isCodeLanguageRow('Languages	English, Korean')).toBe(false);
    expect(isCodeLanguageRow('언어	영어, 일본어')).toBe(false);
    expect(isCodeLanguageRow('어학	TOEIC 850, OPIc IH')).toBe(false);
    expect(isCodeLanguageRow('언어	Go')).toBe(false);
    expect(isCodeLanguageRow('언어')).toBe(false);
  });

  it('keeps the rows after it skills and reads a real languages section after them', () => {
    const { sections } = parseResumeText(
      ['오태민', '보유 기술', '언어	Go, Rust', '인프라	Kubernetes, Terraform', '', '어학', '영어	OPIc IH'].join(
        '\n',
      ),
    );
    expect(sections.skills).toEqual(['Go', 'Rust', 'Kubernetes', 'Terraform']);
    expect(sections.languages.map((l) => l.languageName)).toEqual(['영어']);
  });
});
