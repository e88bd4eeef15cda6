// Cover letters counted one way everywhere: the chosen limit type is stored and checked, the built-in
// writer offers only the resume's own languages, and an edited letter is counted and style-checked again.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coverLetters } from '#db/schema';
import { seedReference } from '#db/seed';
import { creditBalance } from '~/features/accounts/passes.server';
import { countText } from '~/features/coverletters/counting';
import { startGeneration, writeLetter } from '~/features/coverletters/generation.server';
import { editLetter, letterGroups } from '~/features/coverletters/letters.server';
import { db } from '~/lib/db.server';
import { drain, generateForm, member, postResultForm, resumeWithTarget } from './letters-helpers';
import { withTestDatabase } from './test-database';

withTestDatabase();
beforeAll(async () => {
  await seedReference(db());
});

const generate = (userId: number, profileId: number, fields: Record<string, string>) => {
  return postResultForm(userId, profileId, { ...generateForm(profileId, 2), ...fields }, 'ko');
};

describe('the limit type', () => {
  it('is stored with the letter, and the letter is written and checked in its unit', async () => {
    const userId = await member(1);
    const profileId = await resumeWithTarget(userId);
    const { letters } = await startGeneration(
      userId,
      {
        profileId,
        questionIds: [2],
        lang: 'ko',
        temperature: 70,
        minLetter: 300,
        maxLetter: 600,
        limitType: 'bytes',
      },
      'ko',
    );
    await drain(writeLetter(userId, letters[0].id, 'ko'));
    const [stored] = await db().select().from(coverLetters).where(eq(coverLetters.id, letters[0].id));
    const counts = countText(stored.content);
    expect(stored.limitType).toBe('bytes');
    expect(stored.findings).toMatchObject({ limitType: 'bytes', length: counts.koreanBytes, counts });
    // Hangul counts twice in bytes: the letter fits 600 bytes, far fewer than 600 characters.
    expect(counts.koreanBytes).toBeLessThanOrEqual(600);
    expect(counts.withSpaces).toBeLessThan(counts.koreanBytes);
    expect(stored.realLength).toBe(counts.withSpaces);
  });

  it('an unknown limit type is refused with its message, and nothing is paid', async () => {
    const userId = await member(1);
    const profileId = await resumeWithTarget(userId);
    const answer = (await generate(userId, profileId, { limitType: 'words' })) as unknown as {
      init: { status: number };
      data: { error: Record<string, string[]> };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.error).toEqual({ limitType: ['validation.limitType'] });
    expect(await creditBalance(userId)).toBe(1);
  });
});

describe('letter languages without a model', () => {
  it('refuses a language the resume is not written in, before anything is paid', async () => {
    const userId = await member(1);
    const profileId = await resumeWithTarget(userId); // written in Korean
    const answer = (await generate(userId, profileId, { lang: 'en' })) as unknown as {
      init: { status: number };
      data: { error: string };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.error).toBe('generation.langNotOffered');
    expect(await creditBalance(userId)).toBe(1);
    const ok = (await generate(userId, profileId, { lang: 'ko' })) as Response;
    expect(ok.status).toBe(302);
  });
});

describe('an edited letter', () => {
  it('is counted after NFC and style-checked again; the list shows its counts', async () => {
    const userId = await member(1);
    const profileId = await resumeWithTarget(userId);
    const { letters } = await startGeneration(
      userId,
      { profileId, questionIds: [2], lang: 'ko', temperature: 70, minLetter: 100, maxLetter: 1000 },
      'ko',
    );
    await drain(writeLetter(userId, letters[0].id, 'ko'));
    const edited = '저는 책임감이 강한 사람입니다. 첫째, 누리테크에서 주문 API 응답 시간을 40% 줄였습니다.';
    expect(await editLetter(userId, letters[0].id, edited.normalize('NFD'))).toBe(true);
    const [stored] = await db().select().from(coverLetters).where(eq(coverLetters.id, letters[0].id));
    expect(stored.content).toBe(edited);
    const style = Object.fromEntries(stored.findings!.style!.map((s) => [s.kind, s]));
    expect(style.cliche.count).toBe(1);
    expect(edited.slice(...style.cliche.ranges[0])).toBe('책임감이 강한');
    expect(style.enumeration.count).toBe(1);
    expect(stored.findings).toMatchObject({ length: [...edited].length, withinLength: false });
    // Traced again on the edited text: the trait the resume never states is marked, the job's own
    // achievement is traced to it.
    expect(stored.findings!.checkedLength).toBe(edited.length);
    const sourceOf = (part: string) =>
      stored.findings!.sentences!.find((x) => edited.slice(...x.range).includes(part))?.source;
    expect(sourceOf('책임감')).toBeNull();
    expect(sourceOf('40%')).toMatch(/^work:/);
    expect(stored.findings!.untraced).toBe(1);

    const { groups } = await letterGroups(userId, profileId);
    expect(groups[0].items[0]).toMatchObject({
      counts: countText(edited),
      maxLetter: 1000,
      limitType: 'with-spaces',
    });
    // Another user cannot edit it.
    expect(await editLetter(userId + 1000, letters[0].id, 'x')).toBe(false);
  });
});
