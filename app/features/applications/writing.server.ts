import { applications } from '#db/schema';
import { copyProfile, findProfile, setTarget, targetOf } from '~/features/profiles/index.server';
import { db } from '~/lib/db.server';
import { findApplication, linkQuestions, ownApplication } from './applications.server';

export type WritingRefusal = 'not-found' | 'no-resume';

/**
 * The resume the AI writes this application's letters from, ready on its result screen (opened for this
 * application: its letters, questions, reasons and plan): the chosen resume when it is written for this
 * company; else the same resume aimed at this posting or company when no letter binds it yet; else a copy
 * of it (in its group) aimed there, which becomes the application's resume. A company the member typed
 * (not in the catalogue) is written to as typed (issue 35 item 6): the resume keeps its own target.
 */
export async function resumeForWriting(
  userId: number,
  applicationId: number,
  copyName: (name: string) => string,
): Promise<{ profileId: number } | WritingRefusal> {
  const app = await findApplication(userId, applicationId);
  if (!app) return 'not-found';
  const resume = app.profileId ? await findProfile(userId, app.profileId) : null;
  if (!resume) return 'no-resume';
  if (!app.companyId) return { profileId: resume.id };
  const target = await targetOf(resume);
  const aimed = app.recruitId
    ? resume.recruitId === app.recruitId
    : target?.companyId === app.companyId && !resume.recruitId;
  let profileId = resume.id;
  if (!aimed) {
    const goal = app.recruitId
      ? { kind: 'recruit' as const, id: app.recruitId }
      : { kind: 'company' as const, id: app.companyId };
    if (resume.isCoverletter) {
      const copy = await copyProfile(userId, resume.id, resume.groupId, copyName);
      profileId = copy.id;
    }
    await setTarget(userId, profileId, goal);
  }
  await db().transaction(async (tx) => {
    await tx.update(applications).set({ profileId }).where(ownApplication(userId, applicationId));
    await linkQuestions(tx, applicationId);
  });
  return { profileId };
}
