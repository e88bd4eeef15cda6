import { describe, expect, it } from 'vitest';
import { toolsAfterSentence } from './tools-after-sentence';
import { parseProjects } from './projects';

describe("a project's tools under their label after the description's last sentence", () => {
  it('are its technologies, not its description', () => {
    expect(
      toolsAfterSentence('Matched invoices to receipts with OCR and flagged mismatches. Stack: Go, Redis, AWS Lambda'),
    ).toEqual({
      description: 'Matched invoices to receipts with OCR and flagged mismatches.',
      tools: 'Go, Redis, AWS Lambda',
    });
    const [project] = parseProjects([
      'Invoice Matcher\t2021',
      'Matched invoices to receipts with OCR and flagged mismatches. Tools: Go, Redis,',
      'AWS Lambda',
    ]);
    expect(project.technologiesUsed).toBe('Go, Redis, AWS Lambda');
    expect(project.projectDescription).toBe('Matched invoices to receipts with OCR and flagged mismatches.');
  });

  it('leaves a description whose closing label names no tools, or with no label, alone', () => {
    expect(toolsAfterSentence('Cut report time by half. Result: adopted by three teams')).toBeNull();
    expect(toolsAfterSentence('Built the loader in Rust: 4x faster than before.')).toBeNull();
    expect(toolsAfterSentence('Used Python and SQL throughout')).toBeNull();
  });
});
