// A career site's (원티드-like) "수상 및 기타" section mixes awards and certificates: each item is its date, its
// name in bold, and under it the kind and the issuer joined by a middle dot ("수상 · 한국디자인진흥원", "자격증 ·
// 한국산업인력공단"). Read as awards, the kind became every issuer and the certificates awards. The kind line
// says what the item above it is: a certificate's item goes to the certificates, and the line keeps the issuer
// alone. A section with no such line, and a dot line whose first word is no kind ("디자인 · 브랜딩"), is left alone.

const KIND =
  /^(수상|자격증|자격|면허|awards?|certificates?|certifications?|licen[cs]es?|penghargaan|sertifikat|sertifikasi)\s*[·•|]\s*(\S.{0,60})$/iu;
const CERTIFICATE =
  /^(?:자격증|자격|면허|certificates?|certifications?|licen[cs]es?|sertifikat|sertifikasi)$/iu;

/** The section's award lines and the lines of the certificates among them, kind words dropped. */
export function awardKindLines(lines: string[]): { awards: string[]; certifications: string[] } {
  if (!lines.some((l) => KIND.test(l.trim()))) return { awards: lines, certifications: [] };
  const awards: string[] = [];
  const certifications: string[] = [];
  for (const line of lines) {
    const match = KIND.exec(line.trim());
    if (!match) {
      awards.push(line);
      continue;
    }
    let head = awards.length - 1;
    while (head >= 0 && !awards[head].trim()) head--;
    if (!CERTIFICATE.test(match[1]) || head < 0) awards.push(match[2]);
    else certifications.push(...awards.splice(head, 1), match[2], '');
  }
  return { awards, certifications };
}
