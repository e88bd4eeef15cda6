import { describe, expect, it } from 'vitest';
import { continuesList } from './list-after-head-lines';
import { parseWorks } from './work';

describe("a job's list set apart by gaps under its title line", () => {
  it('continues after one or two title lines under the head', () => {
    expect(continuesList(['Site Engineer'], '• Poured 40 slabs.')).toBe(true);
    expect(continuesList(['Site Engineer', '• Poured 40 slabs.'], '• Checked rebar.')).toBe(true);
  });

  it('stops after a sentence, a line after the list, or for a line that is no item', () => {
    expect(continuesList(['Ran the site office for a year and wrote every report.'], '• Poured slabs.')).toBe(
      false,
    );
    expect(continuesList(['Site Engineer', '• Poured slabs.', 'Kept the diary.'], '• Checked rebar.')).toBe(
      false,
    );
    expect(continuesList(['Site Engineer'], 'Harbor Works')).toBe(false);
  });

  it('keeps both items of a gapped list with their job', () => {
    const [job] = parseWorks([
      'Harbor Works — Surabaya\tMar 2018 – Present',
      'Site Engineer',
      '',
      '• Poured 40 slabs.',
      '',
      '• Checked rebar on every pour.',
    ]);
    expect(job.achievements).toBe('• Poured 40 slabs.\n• Checked rebar on every pour.');
  });
});
