// The coach's needs (ADR 0038): per kind, in Korean, English and Indonesian questions, exactly the parts
// the member's material lacks, each with where its answer is saved; nothing asked once it is there.
import { describe, expect, it } from 'vitest';
import type { ResumeEpisode } from '#db/schema/profiles';
import type { MemberMotives } from '~/integrations/ai/types';
import { coachNeeds, generationNeeds, questionKind } from './needs';

const episode = (over: Partial<ResumeEpisode>): ResumeEpisode => ({
  title: '출고 지연',
  org: '한빛물류',
  start: '2023.01',
  end: '2023.06',
  situation: '출고 지연 문의가 하루 40건을 넘었습니다.',
  action: '주문 데이터를 시간대별로 나눠 병목 구간을 찾았습니다.',
  result: '지연 문의가 하루 12건으로 줄었습니다.',
  learned: '',
  tags: ['problem', 'teamwork'],
  print: true,
  ...over,
});
const noMotives: MemberMotives = { whyIndustry: '', whyCompany: '', whyJob: '', plan: '', postingText: '' };
const keys = (needs: { key: string }[]) => needs.map((n) => n.key);

describe('questionKind', () => {
  it.each([
    ['한빛물류에 지원한 동기를 적어 주세요.', 'motivation'],
    ['Why do you want to join us?', 'motivation'],
    ['Mengapa Anda melamar di perusahaan ini?', 'motivation'],
    ['본인의 강점을 기술해 주세요.', 'strengths'],
    ['성격의 장단점을 적어 주세요.', 'weaknesses'],
    ['What is your greatest weakness?', 'weaknesses'],
    ['실패를 극복한 경험을 적어 주세요.', 'failure'],
    ['Ceritakan kegagalan Anda.', 'failure'],
    ['동료와 갈등을 해결한 경험을 적어 주세요.', 'conflict'],
    ['Describe a disagreement with a colleague.', 'conflict'],
    ['Describe how you work with others toward a shared goal.', 'teamwork'],
    ['Ceritakan kerja sama Anda dalam tim.', 'teamwork'],
    ['입사 후 포부를 적어 주세요.', 'goals'],
    ['Apa rencana Anda setelah bergabung?', 'goals'],
    ['직무 역량을 보여 줄 경험을 적어 주세요.', 'jobFit'],
    ['팀을 이끈 경험을 적어 주세요.', 'leadership'],
    ['고객을 위해 노력한 경험을 적어 주세요.', 'customer'],
    ['성장 과정을 적어 주세요.', 'growth'],
  ])('%s → %s', (text, kind) => {
    expect(questionKind(text)).toBe(kind);
  });
});

describe('coachNeeds', () => {
  it('motivation (ko): asks the reason, what the story shows and the plan, and nothing once they are given', () => {
    const needs = coachNeeds({
      question: { text: '지원 동기를 적어 주세요.' },
      episodes: [episode({})],
      motives: noMotives,
    });
    // The writer's plan (writer/plans.ts): A the reason · S the episode · M what it shows · L the plan.
    expect(keys(needs)).toEqual(['application.whyCompany', 'episode.0.shows', 'application.plan']);
    expect(needs[0]).toMatchObject({
      part: 'A',
      ask: 'coach.ask.whyCompany',
      name: 'coach.parts.whyCompany',
    });
    expect(needs[1]).toMatchObject({ part: 'M', place: { on: 'episode', index: 0, field: 'shows' } });
    expect(needs[2]).toMatchObject({ part: 'L', place: { on: 'application', field: 'plan' } });
    // Why this job answers the reason as well as why this company.
    const given = {
      ...noMotives,
      whyJob: '원인을 숫자로 좁히는 일이 좋습니다.',
      plan: '첫해에 지표를 만들겠습니다.',
    };
    expect(
      coachNeeds({ question: { text: '지원 동기를 적어 주세요.' }, episodes: [], motives: given }),
    ).toEqual([]);
  });

  it('motivation without an application asks nothing of one (the writer states no motive)', () => {
    expect(coachNeeds({ question: { text: 'Why this company?' }, episodes: [], motives: null })).toEqual([]);
  });

  it('strengths (en): asks what the episode shows, on that episode, and the link when no posting was pasted', () => {
    const rich = episode({ title: 'Delays' });
    const needs = coachNeeds({
      question: { text: 'What is your greatest strength?' },
      episodes: [rich],
      motives: noMotives,
    });
    expect(needs).toEqual([
      {
        key: 'episode.0.shows',
        part: 'A',
        place: { on: 'episode', index: 0, title: 'Delays', field: 'shows' },
        ask: 'coach.ask.shows',
        name: 'coach.parts.shows',
      },
      {
        key: 'application.plan',
        part: 'L',
        place: { on: 'application', field: 'plan' },
        ask: 'coach.ask.plan',
        name: 'coach.parts.plan',
      },
    ]);
    // An episode that already says what it shows, and a pasted posting one of its duties the story
    // meets, are enough.
    expect(
      coachNeeds({
        question: { text: 'What is your greatest strength?' },
        episodes: [{ ...rich, shows: 'narrowing a cause down with numbers' }],
        motives: { ...noMotives, plan: 'In my first year I will build a delay metric.' },
      }),
    ).toEqual([]);
  });

  it("prefers the episode the generation's plan tells", () => {
    const needs = coachNeeds({
      question: { text: 'Kekuatan Anda?' },
      episodes: [episode({}), episode({ title: 'Kedua' })],
      motives: noMotives,
      tells: [1],
    });
    expect(keys(needs)).toEqual(['episode.1.shows', 'application.plan']);
  });

  it('failure (id): only a failure-tagged episode, asking my part and the lesson; none tagged asks nothing', () => {
    const untagged = episode({ tags: ['teamwork'] });
    expect(
      coachNeeds({
        question: { text: 'Ceritakan kegagalan Anda.' },
        episodes: [untagged],
        motives: noMotives,
      }),
    ).toEqual([]);
    const failed = episode({ title: 'Ramalan', tags: ['failure'] });
    const needs = coachNeeds({
      question: { text: 'Ceritakan kegagalan Anda.' },
      episodes: [untagged, failed],
      motives: noMotives,
    });
    expect(keys(needs)).toEqual(['episode.1.myPart', 'episode.1.learned']);
    expect(needs.map((n) => n.ask)).toEqual(['coach.ask.myPart', 'coach.ask.learned']);
    const done = { ...failed, myPart: 'Saya memvalidasi terlalu singkat.', learned: 'Validasi satu musim.' };
    expect(
      coachNeeds({
        question: { text: 'Ceritakan kegagalan Anda.' },
        episodes: [untagged, done],
        motives: noMotives,
      }),
    ).toEqual([]);
  });

  it('conflict (ko): the other side, on the conflict episode only — a teamwork tag is not a conflict', () => {
    const team = episode({ tags: ['teamwork'] });
    const question = { text: '동료와 의견 충돌을 해결한 경험을 적어 주세요.' };
    expect(coachNeeds({ question, episodes: [team], motives: noMotives })).toEqual([]);
    const conflict = episode({ title: '마감 시간', tags: ['conflict'] });
    // The answer (how the member handles disagreement), the other side, and what it taught.
    expect(keys(coachNeeds({ question, episodes: [team, conflict], motives: noMotives }))).toEqual([
      'episode.1.shows',
      'episode.1.otherSide',
      'episode.1.learned',
    ]);
    const told = { ...conflict, shows: '숫자부터 꺼냅니다.', learned: '같은 숫자를 보면 합의가 빠릅니다.' };
    expect(keys(coachNeeds({ question, episodes: [team, told], motives: noMotives }))).toEqual([
      'episode.1.otherSide',
    ]);
  });

  it('teamwork (en) asks my part; leadership (ko) asks what I led; weakness and growth ask the lesson', () => {
    const e = episode({ shows: 'numbers first', learned: 'data before guessing' });
    expect(
      coachNeeds({ question: { text: 'Tell us about teamwork.' }, episodes: [e], motives: noMotives }).map(
        (n) => [n.key, n.ask],
      ),
    ).toEqual([['episode.0.role', 'coach.ask.role']]);
    expect(
      coachNeeds({
        question: { text: '팀을 이끈 경험을 적어 주세요.' },
        episodes: [e],
        motives: noMotives,
      }).map((n) => n.ask),
    ).toEqual(['coach.ask.led']);
    // A weakness is told from an episode the member tagged failure or growth.
    expect(
      coachNeeds({
        question: { text: '성격의 장단점을 적어 주세요.' },
        episodes: [episode({ tags: ['growth'], shows: '서두르는 편' })],
        motives: noMotives,
      }).map((n) => n.key),
    ).toEqual(['episode.0.learned']);
    expect(
      coachNeeds({
        question: { text: '성격의 장단점을 적어 주세요.' },
        episodes: [episode({})],
        motives: noMotives,
      }),
    ).toEqual([]);
    expect(
      coachNeeds({
        question: { text: '성장 과정을 적어 주세요.' },
        episodes: [episode({})],
        motives: noMotives,
      }).map((n) => n.ask),
    ).toEqual(['coach.ask.changed']);
  });

  it('goals (ko/en/id) need the plan and, without a posting, why this job; job fit asks why this job', () => {
    for (const text of [
      '입사 후 포부를 적어 주세요.',
      'What are your goals after joining?',
      'Apa rencana Anda?',
    ])
      expect(keys(coachNeeds({ question: { text }, episodes: [], motives: noMotives }))).toEqual([
        'application.plan',
        'application.whyJob',
      ]);
    // A pasted posting with a duty is the link: only the plan is asked.
    const posting = { ...noMotives, postingText: '주요업무\n- 물류 데이터 분석 및 개선 과제 발굴' };
    expect(
      keys(coachNeeds({ question: { text: '입사 후 포부를 적어 주세요.' }, episodes: [], motives: posting })),
    ).toEqual(['application.plan']);
    expect(
      keys(coachNeeds({ question: { text: '직무 역량을 적어 주세요.' }, episodes: [], motives: noMotives })),
    ).toEqual(['application.whyJob']);
  });

  it('no episode with a story: no episode field is asked (the check before payment says to add one)', () => {
    expect(
      coachNeeds({ question: { text: '강점은?' }, episodes: [], motives: noMotives }).filter(
        (n) => n.place.on === 'episode',
      ),
    ).toEqual([]);
    expect(coachNeeds({ question: { text: 'Customer focus?' }, episodes: [], motives: noMotives })).toEqual(
      [],
    );
  });
});

describe('generationNeeds', () => {
  it('asks a place once when two questions need it', () => {
    const needs = generationNeeds(
      [
        { id: 1, text: '지원 동기와 입사 후 목표를 적어 주세요.' },
        { id: 2, text: '입사 후 포부를 적어 주세요.' },
      ],
      [],
      noMotives,
    );
    expect(needs.map((n) => [n.questionId, n.key])).toEqual([
      [1, 'application.whyCompany'],
      [1, 'application.plan'],
      [2, 'application.whyJob'],
    ]);
  });
});
