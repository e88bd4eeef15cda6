// Long Korean answers (issue 35 item 4, ADR 0038): a band of 2000–3000 characters is reached by telling
// further episodes whole, each once with its meaning — never by re-telling one — and material that cannot
// reach it is declined with how much it supports now and how many more episodes (or meanings) would.
import { describe, expect, it } from 'vitest';
import type { ResumeEpisode, ResumeSections } from '#db/schema/profiles';
import { measure } from '../counting';
import { composePlanned } from './planned';
import { figuresIn } from './planned-material';
import type { CoverLetterRequest } from '~/integrations/ai/types';

const TOPICS = ['출고', '반품', '배차', '재고', '검수', '포장', '입고', '정산', '교육', '보고서'];
const episode = (k: number, meaning = true): ResumeEpisode => ({
  title: `${TOPICS[k]} 개선`,
  org: '한빛물류',
  start: `${2015 + k}.03`,
  end: `${2015 + k}.09`,
  situation: `${TOPICS[k]} 업무가 하루 ${40 + k}건씩 밀려 현장 작업자들이 매일 늦게까지 남았습니다.`,
  action: `${TOPICS[k]} 기록 ${200 + k}건을 시간대별로 나눠 병목을 찾았습니다. 작업 순서를 바꾸는 안을 현장과 함께 시험했습니다.`,
  result: `밀린 ${TOPICS[k]} 업무가 하루 ${10 + k}건으로 줄었습니다.`,
  role: `${TOPICS[k]} 분석을 맡았습니다.`,
  learned: meaning ? `${TOPICS[k]} 현장의 기록이 답을 준다는 것` : '',
  shows: meaning ? `${TOPICS[k]} 문제를 숫자로 좁히는 힘` : '',
  tags: ['problem'],
  print: false,
});
const request = (episodes: ResumeEpisode[], min: number, max: number): CoverLetterRequest => ({
  lang: 'ko',
  temperature: 0.7,
  seed: 1,
  minLetter: min,
  maxLetter: max,
  limitType: 'with-spaces',
  question: { text: '본인의 강점을 적어 주세요.', type: 'CUSTOM', intent: 'competency' },
  profile: {
    name: '정다은',
    sections: {
      episodes,
      works: [],
      educations: [],
      projects: [],
      skills: [],
      certifications: [],
      languages: [],
      awards: [],
    } as unknown as ResumeSections,
  },
  target: { companyName: '', postingTitle: null, cultureTags: [], industry: null },
  motives: {
    whyIndustry: '',
    whyCompany: '한빛물류의 당일 배송 확대 계획에 데이터로 기여하고 싶습니다.',
    whyJob: '',
    plan: '첫해에는 출고 지연 지표를 만들겠습니다.',
    postingText: '',
  },
  culture: null,
});
const ten = TOPICS.map((_, k) => episode(k));

describe('long Korean answers', () => {
  it('reach 2000–3000 by telling further episodes whole, each once with what it shows and taught', () => {
    const l = composePlanned(request(ten, 2000, 3000));
    expect(l.ok).toBe(true);
    if (!l.ok) return;
    const n = measure(l.text, 'with-spaces');
    expect(n).toBeGreaterThanOrEqual(2000);
    expect(n).toBeLessThanOrEqual(3000);
    expect(l.episodes.length).toBeGreaterThan(2);
    // Each told episode: its whole situation, its result, and both halves of its meaning, once.
    for (const i of l.episodes) {
      const of = l.sentences.filter((s) => s.ref === `episode:${i}`);
      expect(of.filter((s) => s.field === 'episode.result')).toHaveLength(1);
      expect(of.some((s) => s.field === 'episode.shows')).toBe(true);
      expect(of.some((s) => s.field === 'episode.learned')).toBe(true);
    }
    const figures = l.sentences
      .filter((s) => s.part !== 'title')
      .flatMap((s) => [...new Set(figuresIn(s.text))]);
    expect(new Set(figures).size).toBe(figures.length);
    // A further story opens with the year it happened (the episode's own start).
    expect(l.text).toMatch(/\n\n20\d\d년에는 /);
  });

  it('a short band is answered by one story when one reaches its minimum', () => {
    // One story told here is about 240 characters: a 200–1000 band takes it alone, a 300–1000 one a
    // second story, no more (not stories up to the middle of the band).
    expect((composePlanned(request(ten, 200, 1000)) as { episodes: number[] }).episodes).toEqual([0]);
    expect((composePlanned(request(ten, 300, 1000)) as { episodes: number[] }).episodes).toEqual([0, 1]);
  });

  it('declines what the material cannot reach, with how much it supports and how many more episodes would', () => {
    const three = ten.slice(0, 3);
    const l = composePlanned(request(three, 2000, 3000));
    expect(l).toMatchObject({ ok: false, reason: 'short' });
    if (l.ok || !l.grow) throw new Error('expected amounts');
    expect(l.supported).toBeLessThan(2000);
    expect(l.grow.more).toBeGreaterThan(0);
    expect(l.supported + l.grow.more * l.grow.perEpisode).toBeGreaterThanOrEqual(2000);
    // The advice holds: with that many more such episodes the answer is written within its band.
    const more = composePlanned(request(ten.slice(0, 3 + l.grow.more + 1), 2000, 3000));
    expect(more.ok).toBe(true);
  });

  it('counts the episodes whose meaning is missing, and what giving it would add', () => {
    const l = composePlanned(request([...ten.slice(0, 3), episode(3, false), episode(4, false)], 2000, 3000));
    if (l.ok || !l.grow) throw new Error('expected amounts');
    expect(l.grow.meaning).toBe(2);
    expect(l.grow.meaningAdds).toBe(2 * l.grow.perEpisode);
  });
});

describe('a further story of the same year', () => {
  it('keeps its situation (the year it opens with is when, not a figure told twice)', () => {
    const sameYear = ten.map((e, k) => ({ ...e, start: `2020.0${(k % 9) + 1}` }));
    const l = composePlanned(request(sameYear, 2000, 3000));
    if (!l.ok) throw new Error('expected a letter');
    for (const i of l.episodes)
      expect(l.sentences.some((s) => s.ref === `episode:${i}` && s.field === 'episode.situation')).toBe(true);
  });
});

describe('a figure two stories share', () => {
  it('is two facts: each story keeps its own result, while one story never tells its figure twice', () => {
    // Every story lasted "2주": the second story's result is its own fact, not the first one re-told.
    const twoWeeks = ten.map((e) => ({ ...e, result: `${e.result} 2주 만에 자리를 잡았습니다.` }));
    const l = composePlanned(request(twoWeeks, 2000, 3000));
    if (!l.ok) throw new Error('expected a letter');
    expect(l.episodes.length).toBeGreaterThan(2);
    for (const i of l.episodes) {
      // (The 소제목 names what the body tells, so its figure is not counted.)
      const of = l.sentences.filter((s) => s.ref === `episode:${i}` && s.part !== 'title');
      expect(of.some((s) => s.field === 'episode.result' && s.text.includes('2주 만에'))).toBe(true);
      const figures = of.flatMap((s) => [...new Set(figuresIn(s.text))]);
      expect(new Set(figures).size).toBe(figures.length);
    }
  });
});
