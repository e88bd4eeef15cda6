// The member's own terms (never flagged) and schools (flagged under blind hiring) from a resume.
import type { ResumeProfile } from '~/integrations/ai/types';

export function termsOf(
  profile: ResumeProfile | null,
  company: string[],
): { terms: string[]; schools: string[] } {
  const s = profile?.sections;
  const schools = (s?.educations ?? []).map((e) => e.school).filter(Boolean);
  const terms = [
    ...company,
    ...(profile?.name ? [profile.name] : []),
    ...schools,
    ...(s?.works ?? []).flatMap((w) => [w.company, w.position]),
    ...(s?.projects ?? []).flatMap((p) => [p.projectName, ...p.technologiesUsed.split(/[,/·]/)]),
    ...(s?.skills ?? []),
    ...(s?.certifications ?? []).flatMap((c) => [c.certificationName, c.certificationIssuedBy]),
    ...(s?.awards ?? []).flatMap((a) => [a.awardName, a.awardIssuedBy]),
    ...(s?.episodes ?? []).flatMap((e) => [e.title, e.org]),
    ...(s?.languages ?? []).map((l) => l.languageName),
  ];
  return { terms: terms.map((t) => (t ?? '').trim()).filter((t) => t.length >= 2), schools };
}
