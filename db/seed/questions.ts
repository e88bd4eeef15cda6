import { sql } from 'drizzle-orm';
import { questions } from '../schema';
import type { Db } from '../database';
import { QUESTIONS } from './data/questions';

/** The cover-letter question bank, kept in step with the data file (upsert by id). */
export async function seedQuestions(db: Db) {
  await db
    .insert(questions)
    .values(QUESTIONS)
    .onConflictDoUpdate({
      target: questions.id,
      set: {
        type: sql`excluded.type`,
        intent: sql`excluded.intent`,
        industryId: sql`excluded.industry_id`,
        text: sql`excluded.text`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
