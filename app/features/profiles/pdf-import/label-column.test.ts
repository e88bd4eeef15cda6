import { describe, expect, it } from 'vitest';
import { isLabelColumn } from './label-column';
import { pageToLines, type TextRun } from './layout';

const PAGE = 595;
const run = (text: string, x: number, y: number, width: number, size = 8.5): TextRun => ({
  text,
  x,
  y,
  width,
  size,
  font: 'Regular',
});
/** A label set flush right at x = 160. */
const label = (text: string, y: number, width: number, size = 8) => run(text, 160 - width, y, width, size);

/** A CV whose left column holds right-aligned section labels and periods beside the entries on the right. */
const europass = () => [
  label('WORK EXPERIENCE', 800, 80, 9),
  label('05/2019 – present', 780, 70),
  run('Head Pastry Chef', 180, 780, 80, 9.5),
  run('Hotel Bristol, Vienna (Austria)', 180, 767, 140),
  run('• Wrote the seasonal dessert menus for two restaurants.', 180, 754, 250),
  run('• Trained six apprentices for their final examination.', 180, 741, 240),
  label('09/2015 – 04/2019', 720, 72),
  run('Pastry Cook', 180, 720, 60, 9.5),
  run('Café Central, Vienna (Austria)', 180, 707, 135),
  run('• Baked the daily viennoiserie for 300 covers.', 180, 694, 210),
  label('EDUCATION AND TRAINING', 670, 110, 9),
  label('09/2011 – 06/2015', 650, 72),
  run('Diploma in Patisserie', 180, 650, 100, 9.5),
  run('Tourismusschulen Salzburg, Salzburg (Austria)', 180, 637, 200),
  label('Mother tongue(s)', 610, 66),
  run('German', 180, 610, 34),
  label('Digital skills', 590, 52),
  run('Excel, Apicbase, Canva', 180, 590, 100),
  label('Job-related skills', 570, 70),
  run('Chocolate work, Sugar art, Menu costing', 180, 570, 170),
  label('Driving licence', 550, 60),
  run('B', 180, 550, 6),
  label('Certifications', 530, 56),
  run('Food Safety Level 3 – WIFI Wien, May 2018', 180, 530, 180),
];

describe('a left column of right-aligned labels and periods (a Europass CV)', () => {
  it('is read in rows, each label on the line of what it labels (en)', () => {
    const lines = pageToLines(europass(), PAGE).filter(Boolean);
    expect(lines).toContain('05/2019 – present\tHead Pastry Chef');
    expect(lines).toContain('09/2011 – 06/2015\tDiploma in Patisserie');
    expect(lines).toContain('Mother tongue(s)\tGerman');
    expect(lines.indexOf('Hotel Bristol, Vienna (Austria)')).toBe(
      lines.indexOf('05/2019 – present\tHead Pastry Chef') + 1,
    );
  });

  it('is told by its flush-right edge, its short lines and its titles and periods', () => {
    const left = europass().filter((r) => r.x < 165);
    expect(isLabelColumn(left, 170)).toBe(true);
  });

  it('leaves a left-aligned sidebar a column of its own (ko)', () => {
    const sidebar = ['연락처', '010-2345-6789', '기술', 'Figma', 'Photoshop', 'Illustrator'].map((t, i) =>
      run(t, 40, 800 - i * 20, t.length * 6),
    );
    expect(isLabelColumn(sidebar, 170)).toBe(false);
  });

  it('leaves right-aligned sentences alone (a pull quote, id)', () => {
    const quote = [
      'Saya suka memasak.',
      'Dapur adalah rumah kedua.',
      'Setiap hari belajar.',
      'Rasa adalah cerita.',
    ].map((t, i) => label(t, 800 - i * 14, t.length * 4.2));
    expect(isLabelColumn(quote, 170)).toBe(false);
  });

  it('leaves right-aligned lines far from the gutter, or with no title or period among them, alone', () => {
    const far = europass()
      .filter((r) => r.x < 165)
      .map((r) => ({ ...r, x: r.x - 80 }));
    expect(isLabelColumn(far, 170)).toBe(false);
    const names = ['Anna Berger', 'Maximilian Huber', 'Eva Gruber', 'Lukas Wagner', 'Sophie Bauer'].map(
      (t, i) => label(t, 800 - i * 14, t.length * 4.2),
    );
    expect(isLabelColumn(names, 170)).toBe(false);
  });
});
