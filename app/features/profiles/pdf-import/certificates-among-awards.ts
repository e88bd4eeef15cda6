// A shared "수상 및 기타" section (a career site's) lists a certificate among the awards with no kind word under it:
// "2016. 08 | 국제무역사 1급" over "한국무역협회". Read as an award, the certificate was lost. An item whose name is
// a certificate's — a licence word or a qualification's ending ("…기사", "…관리사", "…무역사", "… 1급", "…면허",
// "Certified …") — and no prize word ("상", "표창", "대상", Award) is a certificate, with its full date.
import type { Award, Certification } from '#db/schema/profiles';
import { namesAward } from './award-certificates';
import { parseAwards, parseCertifications } from './issued';

/** A qualification's name: a Korean licence or grade ending, or an English certification word. */
const CERTIFICATE_NAME =
  /(?:기사|산업기사|기능사|기능장|기술사|관리사|무역사|지도사|평가사|분석사|회계사|세무사|노무사|감정사|면허|자격증?|\d\s*급)$|^certified\b|\b(?:certificate|certification)$/iu;

/** The awards of these lines, and the certificates among them. */
export function certificatesAmongAwards(lines: string[]): {
  awards: Award[];
  certifications: Certification[];
} {
  const awards = parseAwards(lines);
  const issued = parseCertifications(lines);
  if (issued.length !== awards.length) return { awards, certifications: [] };
  const kept: Award[] = [];
  const certifications: Certification[] = [];
  awards.forEach((award, i) => {
    const name = award.awardName.trim();
    if (CERTIFICATE_NAME.test(name) && !namesAward(name)) certifications.push(issued[i]);
    else kept.push(award);
  });
  return { awards: kept, certifications };
}
