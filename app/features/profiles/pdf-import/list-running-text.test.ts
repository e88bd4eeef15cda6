import { describe, expect, it } from 'vitest';
import { withoutRunningText } from './list-running-text';
import { parseResumeText } from './parse';

const intro = [
  '국내외 물류 현장에서 8년간 수출입 통관과 창고 운영을 맡아 왔고, 비용 절감 과제를',
  '여러 차례 이끌었습니다. 현장과 데이터를 함께 보는 관리자가 되고 싶습니다.',
];

describe('a paragraph of running text after the last certificate', () => {
  it('is no certificate', () => {
    const lines = ['유통관리사 2급', '대한상공회의소 · 2016.05', '', ...intro];
    expect(withoutRunningText(lines)).toEqual(['유통관리사 2급', '대한상공회의소 · 2016.05', '']);
    const parsed = parseResumeText(['도하준', '', '자격증', ...lines, '', '경력', '2018.03 ~ 현재\t(주)새벽물류'].join('\n'));
    expect(parsed.sections.certifications.map((c) => c.certificationName)).toEqual(['유통관리사 2급']);
  });

  it('leaves the first block, dated lines and short lines alone', () => {
    expect(withoutRunningText(intro)).toEqual(intro);
    const dated = ['유통관리사 2급', '', 'Certified Supply Chain Professional, APICS, issued in March 2019 and renewed.'];
    expect(withoutRunningText(dated)).toEqual(dated);
    const short = ['유통관리사 2급', '', '물류관리사.', '무역영어 1급.'];
    expect(withoutRunningText(short)).toEqual(short);
  });

  it('drops a wrapped paragraph whose last line is short (English and Indonesian)', () => {
    const en = [
      'Scrum Master Certification',
      'Scrum Alliance | 2020',
      '',
      'Delivery lead who has shipped payment and lending products for three regional banks across',
      'Southeast Asia.',
    ];
    expect(withoutRunningText(en)).toEqual(en.slice(0, 3));
    const id = [
      'Sertifikat Ahli K3 Umum',
      'Kemnaker | 2021',
      '',
      'Perawat dengan pengalaman tujuh tahun di ruang rawat intensif dan instalasi gawat darurat',
      'rumah sakit.',
    ];
    expect(withoutRunningText(id)).toEqual(id.slice(0, 3));
  });

  it('keeps a short last line after a short line (an item, no paragraph)', () => {
    const items = ['Scrum Master Certification', '', 'Certified Kanban Practitioner', 'Kanban University.'];
    expect(withoutRunningText(items)).toEqual(items);
  });
});
