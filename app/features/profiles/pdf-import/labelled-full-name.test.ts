import { describe, expect, it } from 'vitest';
import { labelledNameOverHeadline } from './labelled-full-name';

describe('labelledNameOverHeadline', () => {
  it('takes the labelled name over a headline', () => {
    expect(labelledNameOverHeadline('Data Analyst', 'Rina Kartika Sari')).toBe('Rina Kartika Sari');
    expect(labelledNameOverHeadline('Staf Administrasi Keuangan', 'Agus Prasetyo')).toBe('Agus Prasetyo');
    expect(labelledNameOverHeadline('Senior Software Engineer', 'Paul Okafor')).toBe('Paul Okafor');
  });
  it('keeps a header line that names the person', () => {
    expect(labelledNameOverHeadline('Rina K. Sari', 'Rina Kartika Sari')).toBe('Rina K. Sari');
    expect(labelledNameOverHeadline('Agus Prasetyo', 'Agus Prasetyo, S.E.')).toBe('Agus Prasetyo');
    expect(labelledNameOverHeadline('Paul Okafor', 'Okafor Paul')).toBe('Paul Okafor');
    expect(labelledNameOverHeadline('Kurniawati Hartono', null)).toBe('Kurniawati Hartono');
    expect(labelledNameOverHeadline('박지훈', 'Park Jihoon')).toBe('박지훈');
  });
  it('leaves a labelled value that is no name', () => {
    expect(labelledNameOverHeadline('Marketing Analyst', 'lihat lampiran 2')).toBe('Marketing Analyst');
  });
});
