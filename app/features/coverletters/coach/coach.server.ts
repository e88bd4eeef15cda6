// The coach's answers saved where they belong (ADR 0038): an episode's field on the resume, or the
// application's reason or plan, so the next question and the next company reuse them. Only a part the
// coach asked (the needs of the chosen questions, computed again here) is written, and only while it is
// still empty: a member's own text is never overwritten from this form.
import { and, eq, sql } from 'drizzle-orm';
import { applications, profiles } from '#db/schema';
import type { ResumeEpisode } from '#db/schema/profiles';
import { db } from '~/lib/db.server';
import type { Language } from '~/lib/i18n';
import { GenerationError, prepareGeneration, type QuestionNeed } from '../generation.server';
import type { CoachInput } from '../schemas';

export type CoachOutcome =
  { saved: number; empty: QuestionNeed[]; needs: QuestionNeed[] } | { refused: GenerationError };

/**
 * Saves the answers to what the coach asks for the chosen questions. Answers left empty are named back
 * (`empty`, with every part still needed): the generation is declined before payment until they are given.
 */
export async function answerCoach(userId: number, input: CoachInput, lng: Language): Promise<CoachOutcome> {
  let prepared;
  try {
    prepared = await prepareGeneration(userId, input, lng);
  } catch (error) {
    if (error instanceof GenerationError) return { refused: error };
    throw error;
  }
  const { profile, app, needs } = prepared;
  const answerOf = (key: string) => {
    const i = input.place.indexOf(key);
    return i >= 0 ? (input.answer[i] ?? '') : '';
  };
  const given = needs.filter((n) => answerOf(n.key));
  const episodeAnswers = given.flatMap((n) => (n.place.on === 'episode' ? [n.place] : []));
  const appAnswers = given.flatMap((n) => (n.place.on === 'application' ? [n.place] : []));
  await db().transaction(async (tx) => {
    if (episodeAnswers.length) {
      const [row] = await tx
        .select({ episodes: profiles.episodes })
        .from(profiles)
        .where(and(eq(profiles.id, profile.id), eq(profiles.userId, userId)))
        .for('update');
      const episodes: ResumeEpisode[] = [...(row?.episodes ?? [])];
      for (const place of episodeAnswers) {
        const episode = episodes[place.index];
        if (!episode || episode[place.field]?.trim()) continue;
        episodes[place.index] = {
          ...episode,
          [place.field]: answerOf(`episode.${place.index}.${place.field}`),
        };
      }
      await tx
        .update(profiles)
        .set({ episodes, updatedAt: new Date() })
        .where(and(eq(profiles.id, profile.id), eq(profiles.userId, userId)));
    }
    if (app && appAnswers.length)
      for (const place of appAnswers) {
        const column = applications[place.field];
        await tx
          .update(applications)
          .set({ [place.field]: answerOf(`application.${place.field}`), updatedAt: new Date() })
          .where(and(eq(applications.id, app.id), eq(applications.userId, userId), sql`${column} = ''`));
      }
  });
  const empty = needs.filter((n) => !answerOf(n.key));
  return { saved: given.length, empty, needs: empty };
}
