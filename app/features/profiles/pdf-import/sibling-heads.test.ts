import { describe, expect, it } from 'vitest';
import type { Work } from '#db/schema/profiles';
import { parseResumeText } from './parse';
import { type HeadEvidence, withSiblingHeadOrder } from './sibling-heads';

const job = (company: string, position: string): Work => ({
  company,
  position,
  achievements: '',
  start: '',
  end: '',
});

const heads = (works: Work[]) => works.map((w) => [w.company, w.position]);

describe('jobs read by the shape their siblings repeat', () => {
  it('reads a title-first card whose words say nothing as its sure sibling is read', () => {
    const entries = [
      ['Archive Manager', 'Northgate City Library', 'Mar 2020 – Present', '- Moved the map room online.'],
      ['Reading Room Keeper', 'Hollis Map Collection', 'Jan 2017 – Feb 2020', '- Kept the loan book.'],
    ];
    const works = [
      job('Northgate City Library', 'Archive Manager'),
      job('Reading Room Keeper', 'Hollis Map Collection'),
    ];
    const evidence = (w: Work): HeadEvidence => (w.position === 'Archive Manager' ? 'right' : 'none');
    expect(heads(withSiblingHeadOrder(entries, works, evidence))).toEqual([
      ['Northgate City Library', 'Archive Manager'],
      ['Hollis Map Collection', 'Reading Room Keeper'],
    ]);
  });

  it('reads "title <tab> period" over the employer by its cells too', () => {
    const entries = [
      ['Kepala Gudang\tMei 2021 – Sekarang', 'PT Lintas Dermaga', '• Mengatur stok.'],
      ['Juru Timbang\tFeb 2018 – Apr 2021', 'Pelabuhan Ikan Tegalsari', '• Menimbang hasil tangkapan.'],
    ];
    const works = [
      job('PT Lintas Dermaga', 'Kepala Gudang'),
      job('Juru Timbang', 'Pelabuhan Ikan Tegalsari'),
    ];
    const evidence = (w: Work): HeadEvidence => (w.company.startsWith('PT ') ? 'right' : 'none');
    expect(heads(withSiblingHeadOrder(entries, works, evidence))[1]).toEqual([
      'Pelabuhan Ikan Tegalsari',
      'Juru Timbang',
    ]);
  });

  it('leaves a job of another shape, a job whose words speak, and siblings that disagree', () => {
    const sure = ['Archive Manager', 'Northgate City Library', 'Mar 2020 – Present'];
    // Another shape: the employer and the period on one line over the title.
    const otherShape = ['Hollis Map Collection\tJan 2017 – Feb 2020', 'Reading Room Keeper'];
    const works = [
      job('Northgate City Library', 'Archive Manager'),
      job('Hollis Map Collection', 'Reading Room Keeper'),
    ];
    const evidence = (w: Work): HeadEvidence => (w.position === 'Archive Manager' ? 'right' : 'none');
    expect(heads(withSiblingHeadOrder([sure, otherShape], works, evidence))).toEqual(heads(works));
    // Words in doubt are left to the words.
    const doubt = ['Reading Room Keeper', 'Hollis Map Collection', 'Jan 2017 – Feb 2020'];
    expect(
      heads(
        withSiblingHeadOrder(
          [sure, doubt],
          [works[0], job('Reading Room Keeper', 'Hollis Map Collection')],
          () => 'doubt',
        ),
      ),
    ).toEqual([
      ['Northgate City Library', 'Archive Manager'],
      ['Reading Room Keeper', 'Hollis Map Collection'],
    ]);
    // Sure siblings of one shape with the company on both sides: no order to follow.
    const both = [
      sure,
      ['Ferris & Daughters', 'Bindery Supervisor', 'Jun 2014 – Dec 2016'],
      ['Reading Room Keeper', 'Hollis Map Collection', 'Jan 2017 – Feb 2020'],
    ];
    const three = [
      works[0],
      job('Ferris & Daughters', 'Bindery Supervisor'),
      job('Reading Room Keeper', 'Hollis Map Collection'),
    ];
    const said = (w: Work): HeadEvidence => (w.company === 'Reading Room Keeper' ? 'none' : 'right');
    expect(heads(withSiblingHeadOrder(both, three, said))[2]).toEqual([
      'Reading Room Keeper',
      'Hollis Map Collection',
    ]);
  });

  it('reads a parsed career of title-first cards alike, and leaves employer-first cards as written', () => {
    const titleFirst = parseResumeText(
      [
        'Wren Castellano',
        '',
        'Experience',
        'Archive Manager',
        'Northgate City Library',
        'Mar 2020 – Present',
        '- Moved the map room catalogue online.',
        '',
        'Reading Room Keeper',
        'Hollis Map Collection',
        'Jan 2017 – Feb 2020',
        '- Kept the loan book for 9,000 sheets.',
      ].join('\n'),
    );
    expect(heads(titleFirst.sections.works)).toEqual([
      ['Northgate City Library', 'Archive Manager'],
      ['Hollis Map Collection', 'Reading Room Keeper'],
    ]);
    const employerFirst = parseResumeText(
      [
        'Wren Castellano',
        '',
        'Experience',
        'Northgate City Library',
        'Archive Manager',
        'Mar 2020 – Present',
        '- Moved the map room catalogue online.',
        '',
        'Hollis Map Collection',
        'Reading Room Keeper',
        'Jan 2017 – Feb 2020',
        '- Kept the loan book for 9,000 sheets.',
      ].join('\n'),
    );
    expect(heads(employerFirst.sections.works)).toEqual([
      ['Northgate City Library', 'Archive Manager'],
      ['Hollis Map Collection', 'Reading Room Keeper'],
    ]);
  });
});
