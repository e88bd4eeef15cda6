import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql, type Placeholder } from 'drizzle-orm';
import {
  applications,
  coverLetters,
  memberQuestionBlind,
  questions,
  selectedQuestionGroups,
  type LetterFindings,
} from '#db/schema';
import { db, preparedQuery, type Db } from '~/lib/db.server';
import { lettersScope } from './application-context.server';
import { leaseMs } from './lease.server';
import { findProfile, sectionsOf, targetOf } from '~/features/profiles/index.server';
import { customBand, GROUP_PAGE_SIZE } from './constants';
import { countText, LIMIT_TYPES, measure, type LimitType, type TextCounts } from './counting';
import { checkFacts } from './writer/checker';
import { factTerms } from './writer/facts';
import { checkStyle } from './writer/style';

export type LetterItem = {
  id: number;
  /** The resume it was written from (its sentences are traced to that resume's entries). */
  profileId: number;
  content: string;
  checked: boolean;
  createdAt: Date;
  lang: string;
  realLength: number;
  writer: string;
  findings: (typeof coverLetters.$inferSelect)['findings'];
  /** The text's counts, always from its current content. */
  counts: TextCounts;
  minLetter: number;
  maxLetter: number;
  limitType: LimitType;
};

export type QuestionType = 'GENERAL' | 'MAJOR' | 'CUSTOM';
export type LetterGroup = {
  questionId: number;
  questionName: string;
  questionType: QuestionType;
  total: number;
  totalPage: number;
  currentPage: number;
  isSelected: boolean;
  isWriting: boolean;
  /**
   * The check panel's blind-hiring switches (ADR 0039): the letter's application's (null: no application,
   * the box applies to one check) and this question's (null: follows the application's).
   */
  blindApp: boolean | null;
  blindQuestion: boolean | null;
  items: LetterItem[];
};

/**
 * The statement, for one of three scopes: every letter (`all`), those written for no application (`none`),
 * those of one application and of none (`one`, the application a parameter).
 */
function lettersQuery(d: Db, scope: 'all' | 'none' | 'one') {
  const userId = sql.placeholder('userId');
  const profileId = sql.placeholder('profileId');
  const selectedGroups = d
    .select({ ids: sql`coalesce(array_agg(${selectedQuestionGroups.questionId}), '{}')` })
    .from(selectedQuestionGroups)
    .where(eq(selectedQuestionGroups.profileId, profileId));
  return d
    .select({
      letter: coverLetters,
      // The question's kind rides on each row: a member's own question (CUSTOM) is not reference data.
      questionType: questions.type,
      // A bank question's switch is the member's own row (member_question_blind), never the bank's.
      questionBlind: sql<
        boolean | null
      >`case when ${questions.userId} is null then (select ${memberQuestionBlind.blindHiring} from ${memberQuestionBlind} where ${memberQuestionBlind.userId} = ${userId} and ${memberQuestionBlind.questionId} = ${questions.id}) else ${questions.blindHiring} end`,
      appBlind: sql<
        boolean | null
      >`(select ${applications.blindHiring} from ${applications} where ${applications.id} = coalesce(${coverLetters.applicationId}, ${questions.applicationId}))`,
      selected: sql<unknown>`(${selectedGroups})`,
    })
    .from(coverLetters)
    .innerJoin(questions, eq(questions.id, coverLetters.questionId))
    .where(
      and(
        eq(coverLetters.userId, userId),
        eq(coverLetters.profileId, profileId),
        eq(coverLetters.active, true),
        // Only the letters of the application on screen (ADR 0038): A's answers never show on B's.
        scope === 'all'
          ? undefined
          : lettersScope(scope === 'none' ? null : sql.placeholder('applicationId')),
      ),
    )
    .orderBy(asc(coverLetters.questionId), desc(coverLetters.createdAt), desc(coverLetters.id))
    .prepare(`letters_of_${scope}`);
}

// Prepared once per database and scope (`preparedQuery`, issue 39): the result screen reads them on
// every view; the owner, the resume and the application are parameters.
const lettersStatements = {
  all: preparedQuery((d) => lettersQuery(d, 'all')),
  none: preparedQuery((d) => lettersQuery(d, 'none')),
  one: preparedQuery((d) => lettersQuery(d, 'one')),
};

/**
 * Every shown letter of a resume (written, not deleted), newest first, and the whole-group selections,
 * in one statement (the selections only matter when there are letters, so they ride on each row).
 * `applicationId`: a screen's application (null: none) whose letters alone are read; undefined: every letter.
 */
async function lettersOf(userId: number, profileId: number, applicationId?: number | null) {
  const scope = applicationId === undefined ? 'all' : applicationId === null ? 'none' : 'one';
  const loaded = await lettersStatements[scope]().execute({ userId, profileId, applicationId });
  const selected = loaded[0]?.selected;
  const types = new Map(loaded.map((r) => [r.letter.questionId, r.questionType]));
  const blind = new Map(
    loaded.map((r) => [r.letter.questionId, { app: r.appBlind, question: r.questionBlind }] as const),
  );
  return {
    rows: loaded.map((r) => r.letter),
    blindOf: (id: number) => blind.get(id) ?? { app: null, question: null },
    selected: new Set(Array.isArray(selected) ? selected.map(Number) : []),
    typeOf: (id: number): QuestionType => {
      const type = types.get(id);
      return type === 'MAJOR' || type === 'CUSTOM' ? type : 'GENERAL';
    },
  };
}

const item = (r: typeof coverLetters.$inferSelect): LetterItem => ({
  id: r.id,
  profileId: r.profileId,
  content: r.content,
  checked: r.checked,
  createdAt: r.createdAt,
  lang: r.lang,
  realLength: r.realLength,
  writer: r.writer,
  findings: r.findings,
  counts: countText(r.content),
  minLetter: r.minLetter,
  maxLetter: r.maxLetter,
  limitType: limitTypeOf(r.limitType),
});

const limitTypeOf = (v: string): LimitType =>
  (LIMIT_TYPES as readonly string[]).includes(v) ? (v as LimitType) : 'with-spaces';

type Loaded = Awaited<ReturnType<typeof lettersOf>>;

/**
 * The result screen's letters, from one read: one group per question, each a page of its letters
 * (`pages` maps a question id to its page), and whether printing now covers all or the selection.
 */
export async function letterGroups(
  userId: number,
  profileId: number,
  pages: Record<number, number> = {},
  applicationId?: number | null,
  now = new Date(),
): Promise<{
  groups: LetterGroup[];
  printMode: 'all' | 'selected';
  /** A finished letter to print: without one the print buttons are off, with the reason. */
  printable: boolean;
  lapsed: boolean;
}> {
  const loaded = await lettersOf(userId, profileId, applicationId);
  const cutoff = now.getTime() - leaseMs();
  const selection = selectionOf(loaded);
  return {
    groups: groupsOf(loaded, pages),
    printMode: selection.mode,
    printable: selection.groups.length > 0,
    // A letter still "writing" whose lease lapsed: the caller fails it (expireLetters) and reads again.
    lapsed: loaded.rows.some((r) => r.status === 'WRITING' && r.heartbeatAt.getTime() < cutoff),
  };
}

function groupsOf({ rows, selected, typeOf, blindOf }: Loaded, pages: Record<number, number>): LetterGroup[] {
  const byQuestion = new Map<number, typeof rows>();
  for (const r of rows)
    if (r.status !== 'FAILED') byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), r]);
  return [...byQuestion].map(([questionId, all]) => {
    const done = all.filter((r) => r.status === 'DONE');
    const totalPage = Math.max(1, Math.ceil(done.length / GROUP_PAGE_SIZE));
    const currentPage = Math.min(totalPage, Math.max(1, pages[questionId] ?? 1));
    return {
      questionId,
      questionName: all[0].questionText,
      questionType: typeOf(questionId),
      total: done.length,
      totalPage,
      currentPage,
      isSelected: selected.has(questionId),
      isWriting: all.some((r) => r.status === 'WRITING'),
      blindApp: blindOf(questionId).app,
      blindQuestion: blindOf(questionId).question,
      items: done.slice((currentPage - 1) * GROUP_PAGE_SIZE, currentPage * GROUP_PAGE_SIZE).map(item),
    };
  });
}

export type PrintGroup = {
  questionId: number;
  questionName: string;
  letters: { id: number; content: string; createdAt: Date }[];
};

/**
 * What printing covers (spec §4): every group when all groups are selected or nothing is checked;
 * otherwise the selected groups in full and only the checked letters of the others. Empty groups go.
 */
export async function printSelection(userId: number, profileId: number, applicationId?: number | null) {
  return selectionOf(await lettersOf(userId, profileId, applicationId));
}

function selectionOf({ rows, selected }: Loaded): { mode: 'all' | 'selected'; groups: PrintGroup[] } {
  const done = rows.filter((r) => r.status === 'DONE');
  const questionIds = [...new Set(done.map((r) => r.questionId))];
  const anyChecked = done.some((r) => r.checked);
  const all = questionIds.every((q) => selected.has(q)) || (selected.size === 0 && !anyChecked);
  const groups = questionIds
    .map((questionId) => {
      const letters = done.filter(
        (r) => r.questionId === questionId && (all || selected.has(questionId) || r.checked),
      );
      return {
        questionId,
        questionName: letters[0]?.questionText ?? '',
        letters: letters.map((r) => ({ id: r.id, content: r.content, createdAt: r.createdAt })),
      };
    })
    .filter((g) => g.letters.length > 0);
  return { mode: all ? 'all' : 'selected', groups };
}

const own = (userId: number, letterId: number) =>
  and(
    eq(coverLetters.id, letterId),
    eq(coverLetters.userId, userId),
    eq(coverLetters.status, 'DONE'),
    eq(coverLetters.active, true),
  );

export async function setChecked(userId: number, letterId: number, checked: boolean) {
  const rows = await db()
    .update(coverLetters)
    .set({ checked })
    .where(own(userId, letterId))
    .returning({ id: coverLetters.id });
  return rows.length > 0;
}

/**
 * Saves an edited letter (the owner's only) and checks it again: length by its limit type, counts, the
 * style line and the tracing of each sentence to the resume (what the member wrote is marked where the
 * resume does not support it, as a written letter is).
 */
export async function editLetter(userId: number, letterId: number, text: string) {
  // Text pasted from macOS arrives decomposed: stored and counted as the syllables a reader sees.
  const content = text.normalize('NFC');
  const [row] = await db().select().from(coverLetters).where(own(userId, letterId));
  if (!row) return false;
  const profile = await findProfile(userId, row.profileId);
  const target = profile ? await targetOf(profile) : null;
  const source = profile && {
    profile: { name: profile.name, sections: sectionsOf(profile) },
    target: target && { ...target, industry: null },
  };
  const facts = source ? factTerms(source) : [];
  const limitType = limitTypeOf(row.limitType);
  const length = measure(content, limitType);
  const counts = countText(content);
  const findings = {
    unsupported: [],
    languageOk: true,
    ...row.findings,
    length,
    withinLength: length >= row.minLetter && length <= row.maxLetter,
    counts,
    limitType,
    advice: [],
    style: checkStyle(content, row.lang === 'en' ? 'en' : 'ko', facts),
    // The edited text is traced again, sentence by sentence, against the resume as it is now.
    ...(source &&
      checkFacts(content, {
        ...source,
        lang: row.lang === 'en' ? 'en' : 'ko',
        culture: null,
        question: { text: row.questionText },
      })),
  };
  const rows = await db()
    .update(coverLetters)
    .set({ content, realLength: counts.withSpaces, findings, updatedAt: new Date() })
    .where(own(userId, letterId))
    .returning({ id: coverLetters.id });
  return rows.length > 0;
}

/** Deleting a letter deactivates it (spec: deactivate); it no longer shows or prints. */
export async function deactivateLetter(userId: number, letterId: number) {
  const rows = await db()
    .update(coverLetters)
    .set({ active: false, checked: false })
    .where(own(userId, letterId))
    .returning({ id: coverLetters.id });
  return rows.length > 0;
}

/** Selects or clears a whole question group of one of the user's resumes (the caller checks the owner). */
export async function setGroupSelected(profileId: number, questionId: number, selected: boolean) {
  const [group] = await db()
    .select({ id: coverLetters.id })
    .from(coverLetters)
    .where(and(eq(coverLetters.profileId, profileId), eq(coverLetters.questionId, questionId)))
    .limit(1);
  if (!group) return false;
  if (selected)
    await db().insert(selectedQuestionGroups).values({ profileId, questionId }).onConflictDoNothing();
  else
    await db()
      .delete(selectedQuestionGroups)
      .where(
        and(
          eq(selectedQuestionGroups.profileId, profileId),
          eq(selectedQuestionGroups.questionId, questionId),
        ),
      );
  return true;
}

/**
 * A letter the member typed or pasted for one of their own questions, written from one of their resumes
 * (the caller checked both): kept whole (never cut to the limit) and checked as an edited letter is, so
 * its fill against the company's limit and anything the resume does not support are shown.
 */
export async function addMemberLetter(
  userId: number,
  input: {
    profileId: number;
    /** The application it was pasted for (its letters are its own). */
    applicationId?: number | null;
    questionId: number;
    questionText: string;
    maxLength: number;
    limitType: LimitType;
    content: string;
  },
) {
  const band = customBand(input.maxLength);
  const [row] = await db()
    .insert(coverLetters)
    .values({
      userId,
      profileId: input.profileId,
      applicationId: input.applicationId ?? null,
      questionId: input.questionId,
      questionText: input.questionText,
      generationId: randomUUID(),
      lang: /[\u3131-\u318e\uac00-\ud7a3]/.test(input.content) ? 'ko' : 'en',
      temperature: 0,
      minLetter: band.minLetter,
      maxLetter: band.maxLetter,
      limitType: input.limitType,
      status: 'DONE',
      writer: 'member',
      checked: true,
    })
    .returning({ id: coverLetters.id });
  await editLetter(userId, row.id, input.content);
  return row.id;
}

/** What the applications pages read of a letter: its text, counts and sentence tracing (not its style ranges). */
export type ApplicationLetterItem = Pick<
  LetterItem,
  'id' | 'profileId' | 'content' | 'checked' | 'createdAt' | 'writer' | 'counts'
> & { findings: Pick<LetterFindings, 'sentences' | 'checkedLength'> | null };

type StoredApplicationLetter = Omit<ApplicationLetterItem, 'counts' | 'createdAt'> & {
  createdAt: string;
  questionId: number;
  applicationId: number;
  companyName: string;
};

/**
 * Every shown letter written to a question of the member's applications, newest first, with its question
 * and application, as one JSON value: a subquery the applications' own read carries (their questions'
 * answers, and what the other applications state). Read it with applicationLettersFrom.
 */
export const applicationLettersJson = (userId: number | Placeholder) => sql<StoredApplicationLetter[] | null>`(
  select json_agg(json_build_object('id', l.id, 'profileId', l.profile_id, 'questionId', l.question_id,
    'content', l.content, 'checked', l.checked, 'createdAt', l.created_at, 'writer', l.writer,
    'findings', case when l.findings is null then null else jsonb_build_object(
      'sentences', l.findings->'sentences', 'checkedLength', l.findings->'checkedLength') end,
    'applicationId', l.question_application_id, 'companyName', l.company_name))
  from (select cl.*, q.application_id as question_application_id, a.company_name from ${coverLetters} cl
    join ${questions} q on q.id = cl.question_id and q.active
    join ${applications} a on a.id = q.application_id and a.user_id = ${userId}
    where cl.user_id = ${userId} and cl.active and cl.status = 'DONE'
    order by cl.created_at desc, cl.id desc limit 4000) l)`;

/** The letters applicationLettersJson read, with their dates and counts. */
export function applicationLettersFrom(stored: StoredApplicationLetter[] | null) {
  return (stored ?? []).map(({ applicationId, companyName, questionId, createdAt, ...letter }) => ({
    applicationId,
    companyName,
    questionId,
    letter: {
      ...letter,
      createdAt: new Date(createdAt),
      counts: countText(letter.content),
    } satisfies ApplicationLetterItem,
  }));
}
export type ApplicationLetter = ReturnType<typeof applicationLettersFrom>[number];
