import { describe, expect, it } from 'vitest';
import { parseCertifications } from './issued';
import { issuedLineDate } from './issued-card';

describe("a portal's certificate card: name, issuer, 'Issued <date> · Expires <date>'", () => {
  it('reads the issuer from its own line and the date from the issued part, not the expiry', () => {
    expect(parseCertifications(['Google Data Analytics', 'Coursera', 'Issued Mar 2023 · Expires Mar 2026'])).toEqual([
      { certificationName: 'Google Data Analytics', certificationIssuedBy: 'Coursera', issueDate: '2023.03' },
    ]);
    expect(
      parseCertifications(['Ahli K3 Umum', 'Kementerian Ketenagakerjaan', 'Diterbitkan Juli 2020 · Berlaku hingga Juli 2023']),
    ).toEqual([
      { certificationName: 'Ahli K3 Umum', certificationIssuedBy: 'Kementerian Ketenagakerjaan', issueDate: '2020.07' },
    ]);
    expect(issuedLineDate('Diterbitkan Februari 2018 · Tidak ada tanggal kedaluwarsa')?.month).toBe(2);
    expect(issuedLineDate('Issued Jan 2021 · No Expiration Date')?.year).toBe('2021');
  });

  it('leaves other lines and entries to the ordinary reading', () => {
    expect(issuedLineDate('Mar 2023 · Expires Mar 2026')).toBeNull();
    expect(issuedLineDate('Issued Mar 2023 · Seoul')).toBeNull();
    expect(issuedLineDate('Issued to 40 staff in Mar 2023')).toBeNull();
    const [cert] = parseCertifications(['AWS Certified Developer', 'Issued Mar 2023']);
    expect(cert.certificationName).toBe('AWS Certified Developer');
    expect(cert.issueDate).toBe('2023.03');
  });
});
