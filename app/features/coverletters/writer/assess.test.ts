import { describe, expect, it } from 'vitest';
import { koOps, enAnalyst, koThin } from './__fixtures__/resumes';
import { assessQuestion, type AssessRequest } from './assess';
import type { ResumeEpisode } from '#db/schema/profiles';
import type { Lang, ResumeProfile } from '~/integrations/ai/types';

const ask = (profile: ResumeProfile, lang: Lang, text: string, min = 700, max = 1000): AssessRequest => ({
  lang,
  minLetter: min,
  maxLetter: max,
  question: { text, type: 'CUSTOM', intent: 'competency' },
  profile,
  target: { companyName: '한빛물류', postingTitle: '백엔드 개발자', cultureTags: [], industry: '물류' },
  culture: null,
});
const withoutEpisodes = (p: ResumeProfile): ResumeProfile => ({
  ...p,
  sections: { ...p.sections, episodes: [] },
});

describe('assessQuestion', () => {
  it('declines a failure question without a failure episode, and says which tag would answer it', () => {
    const a = assessQuestion(
      ask(withoutEpisodes(koOps), 'ko', '실패를 경험하고 극복한 사례를 작성해 주세요.'),
    );
    expect(a).toMatchObject({ fit: 'no-episode', needs: ['failure'], supported: 0 });
    expect(a.advice).toEqual(['assess.advice.episodeFailure']);
  });

  it('accepts a failure question when the applicant wrote a failure episode', () => {
    const a = assessQuestion(ask(koOps, 'ko', '실패를 경험하고 극복한 사례를 작성해 주세요.'));
    expect(a.fit).toBe('ok');
    expect(a.supported).toBeGreaterThanOrEqual(700);
  });

  it('does not tell an untagged problem the applicant solved as their failure', () => {
    const solved: ResumeEpisode = {
      title: '결제 대행사 장애 대응',
      org: '한빛커머스',
      start: '2023.03',
      end: '2023.03',
      print: false,
      situation: '결제 대행사 연동이 실패해 주문 120건이 대기 상태로 남았습니다.',
      action: '대기 주문을 수동으로 재처리하고 고객 문의에 먼저 답했습니다.',
      result: '당일 모든 주문을 처리했고 재처리 절차를 문서로 남겼습니다.',
      learned: '',
      tags: ['problem', 'customer'],
    };
    const owned = { ...solved, result: '당일 목표였던 출고 마감은 놓쳤고, 다음 날 모두 처리했습니다.' };
    const withEpisode = (e: ResumeEpisode): ResumeProfile => ({
      ...koOps,
      sections: { ...koOps.sections, episodes: [e] },
    });
    const q = '실패를 경험하고 극복한 사례를 작성해 주세요.';
    expect(assessQuestion(ask(withEpisode(solved), 'ko', q)).fit).toBe('no-episode');
    // Its own result says it fell short: that is a failure the applicant tells, tag or not.
    expect(assessQuestion(ask(withEpisode(owned), 'ko', q)).fit).not.toBe('no-episode');
  });

  it('needs an episode the applicant tagged as a conflict for a conflict question', () => {
    const text = 'Tell us about a conflict with a colleague and how you resolved it.';
    expect(assessQuestion(ask(withoutEpisodes(enAnalyst), 'en', text, 300, 500))).toMatchObject({
      fit: 'no-episode',
      needs: ['conflict'],
    });
    expect(assessQuestion(ask(enAnalyst, 'en', text, 300, 500)).fit).toBe('ok');
    // A teamwork story is not a conflict: told as one, it would invent the disagreement.
    const teamworkOnly: ResumeProfile = {
      ...enAnalyst,
      sections: {
        ...enAnalyst.sections,
        episodes: (enAnalyst.sections.episodes ?? []).map((e) => ({
          ...e,
          tags: (e.tags ?? []).filter((t) => t !== 'conflict'),
        })),
      },
    };
    expect(assessQuestion(ask(teamworkOnly, 'en', text, 300, 500)).fit).toBe('no-episode');
  });

  it('declines the weakness part without an episode of the applicant’s own lesson', () => {
    const q = '본인의 장점과 단점을 작성해 주세요.';
    expect(assessQuestion(ask(koThin, 'ko', q)).fit).toBe('no-episode');
    expect(assessQuestion(ask(koOps, 'ko', q)).fit).toBe('ok');
  });

  it('says short, with how long a letter the resume supports, for a thin resume', () => {
    const a = assessQuestion(ask(koThin, 'ko', '지원 동기를 작성해 주세요.', 2000, 3000));
    expect(a.fit).toBe('short');
    expect(a.supported).toBeGreaterThan(0);
    expect(a.supported).toBeLessThan(2000);
    expect(a.advice).toContain('assess.advice.achievements');
    expect(a.advice).toContain('assess.advice.episodes');
  });
});
