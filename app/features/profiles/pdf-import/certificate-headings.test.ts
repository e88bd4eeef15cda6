import { describe, expect, it } from 'vitest';
import { parseResumeText } from './parse';

describe('a certificate heading with its qualifier', () => {
  it.each(['V. SERTIFIKAT KEAHLIAN', 'Sertifikasi Keahlian', 'Sertifikat Kompetensi'])(
    '%s heads the certificates',
    (heading) => {
      const { sections } = parseResumeText(
        [heading, 'No\tNama Sertifikat\tPenerbit\tTahun', '1\tAhli Muda Teknik Jembatan\tLPJK\t2021'].join(
          '\n',
        ),
      );
      expect(
        sections.certifications.map((c) => [c.certificationName, c.certificationIssuedBy, c.issueDate]),
      ).toEqual([['Ahli Muda Teknik Jembatan', 'LPJK', '2021']]);
      expect(sections.works).toEqual([]);
    },
  );
});
