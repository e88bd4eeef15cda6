import { and, eq } from 'drizzle-orm';
import { profiles } from '#db/schema';
import { aiWriter } from './writer/index.server';
import { introLanguage } from './writer/intro';
import { findProfile, sectionsOf, targetOf } from '~/features/profiles/index.server';
import { db } from '~/lib/db.server';
import type { Language } from '~/lib/i18n';
import { companyNameIn } from '~/lib/romanize';
import { chargeGeneration, refundGeneration } from './credits.server';

export class ResumeGenerationError extends Error {
  constructor(readonly reason: 'notFound' | 'paymentRequired' | 'failed') {
    super(reason);
    this.name = 'ResumeGenerationError';
  }
}

/**
 * Resume generation: the writer adds an introduction and polishes the sections (never new facts),
 * then the profile is marked as a resume (and so becomes read-only). Paid like a cover letter: an
 * active pass, or one credit that comes back if writing fails. Every section is kept whatever the
 * interface language (episodes are not touched); the intro's language comes back so the member can be
 * told when it is the resume's own rather than the interface's.
 */
export async function generateResume(userId: number, profileId: number, lng: Language) {
  const profile = await findProfile(userId, profileId);
  if (!profile) throw new ResumeGenerationError('notFound');
  const generationId = crypto.randomUUID();
  if (!(await chargeGeneration(userId, generationId))) throw new ResumeGenerationError('paymentRequired');
  const target = await targetOf(profile);
  const request = {
    lang: lng,
    profile: { name: profile.name, sections: sectionsOf(profile) },
    target: target && {
      companyName: companyNameIn(lng, target.companyName, target.companyNameEn),
      postingTitle: target.postingTitle,
      cultureTags: target.cultureTags,
      industry: null,
    },
    seed: profile.id,
  };
  try {
    const result = await aiWriter().writeResume(request);
    const { person, educations, works, skills, certifications, languages, projects, awards } =
      result.sections;
    await db()
      .update(profiles)
      .set({
        intro: result.intro,
        person,
        educations,
        works,
        skills,
        certifications,
        languages,
        projects,
        awards,
        isResume: true,
        updatedAt: new Date(),
      })
      .where(and(eq(profiles.id, profile.id), eq(profiles.userId, userId)));
    return { introLang: introLanguage(request).lang };
  } catch {
    await refundGeneration(userId, generationId);
    throw new ResumeGenerationError('failed');
  }
}
