// A section that lists certificates and awards together ("Certifications & Awards", "Sertifikasi & Penghargaan")
// is read as certificates; an item among them named as an award ("Regional Sales Award", "Juara 2 Lomba
// Debat", "Pegawai Teladan 2021") is an award, with its issuer and its year.
import type { Award, Certification } from '#db/schema/profiles';
import { namesKoreanAward } from './korean-award-names';

/** Words that make a name an award's, never a certificate's. */
const AWARD_WORD =
  /\b(?:awards?|prizes?|medal(?:ist)?s?|troph(?:y|ies)|penghargaan|juara|teladan|terbaik|medali|piala)\b/iu;

/** Whether a certificate's name names an award. */
export const namesAward = (name: string) => AWARD_WORD.test(name) || namesKoreanAward(name);

/** The certificates of a section with its awards taken out, each award with the certificate's issuer and year. */
export function awardsAmongCertificates(certifications: Certification[]): {
  certifications: Certification[];
  awards: Award[];
} {
  const awards = certifications
    .filter((c) => namesAward(c.certificationName))
    .map((c) => ({
      awardName: c.certificationName,
      awardIssuedBy: c.certificationIssuedBy,
      awardYear: /^\d{4}/.exec(c.issueDate)?.[0] ?? '',
    }));
  return { certifications: certifications.filter((c) => !namesAward(c.certificationName)), awards };
}
