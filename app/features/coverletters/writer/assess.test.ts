import { describe, expect, it } from 'vitest';
import { koOps, enAnalyst, koThin } from './__fixtures__/resumes';
import { assessQuestion, type AssessRequest } from './assess';
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

  it('needs a conflict or teamwork episode for a conflict question', () => {
    const text = 'Tell us about a conflict with a colleague and how you resolved it.';
    expect(assessQuestion(ask(withoutEpisodes(enAnalyst), 'en', text, 300, 500))).toMatchObject({
      fit: 'no-episode',
      needs: ['conflict', 'teamwork'],
    });
    expect(assessQuestion(ask(enAnalyst, 'en', text, 300, 500)).fit).toBe('ok');
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
