// @vitest-environment happy-dom
// The check before payment (issue 35 items 2 and 4): a question the material cannot answer at its length says
// how much can be written now and which parts to add for how much more (each amount with its unit); one
// lacking a part lists the parts; one in another language than the material says why.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '~/test-utils/remix-stub';
import { UnsupportedQuestions, type UnsupportedView } from './UnsupportedQuestions';

const base: UnsupportedView = {
  questionId: 1,
  questionText: '지원 동기를 적어 주세요.',
  fit: 'short',
  needs: [],
  supported: 1240,
  minLetter: 2000,
  limitType: 'with-spaces',
  custom: true,
  advice: [],
};

const show = (items: UnsupportedView[], locale: 'ko' | 'en' | 'id' = 'ko') =>
  renderRoutes(
    [{ path: '/main/r', Component: () => <UnsupportedQuestions profileId={7} editable items={items} /> }],
    { url: '/main/r', locale },
  );

afterEach(cleanup);

describe('what to add before payment', () => {
  it('says how much can be written now and what each addition gives, with the unit after every amount', async () => {
    await show([{ ...base, grow: { meaning: 2, meaningAdds: 560, more: 1, perEpisode: 280 } }]);
    expect((await screen.findByTestId('precheck-amount')).textContent).toBe(
      '지금 자료로는 이 문항에 약 1,240자(공백 포함)까지 쓸 수 있습니다. 최소 2,000자(공백 포함)에 닿으려면 다음을 더해 주세요.',
    );
    const grow = screen.getByTestId('precheck-grow').textContent!;
    expect(grow).toContain('경험 2개에 그 의미를 적으면 약 560자(공백 포함) 더 쓸 수 있습니다.');
    expect(grow).toContain('경험 1개를 더 적으면 약 280자(공백 포함) 더 쓸 수 있습니다.');
  });

  it('in English and Indonesian too', async () => {
    await show([{ ...base, grow: { meaning: 0, meaningAdds: 0, more: 3, perEpisode: 250 } }], 'en');
    expect((await screen.findByTestId('precheck-amount')).textContent).toContain(
      'about 1,240 characters with spaces can be written',
    );
    expect(screen.getByTestId('precheck-grow').textContent).toContain('3 more episodes');
    expect(screen.getByTestId('precheck-grow').textContent).toContain('about 750 more characters with spaces');
    cleanup();
    await show([{ ...base, grow: { meaning: 0, meaningAdds: 0, more: 3, perEpisode: 250 } }], 'id');
    expect((await screen.findByTestId('precheck-amount')).textContent).toContain(
      'sekitar 1.240 karakter dengan spasi',
    );
  });

  it('lists the parts a question lacks, and gives the language reason instead of a length', async () => {
    await show([
      {
        ...base,
        fit: 'no-episode',
        advice: ['assess.advice.part.motives_plan', 'assess.advice.part.episode_shows'],
      },
      { ...base, questionId: 2, language: true, supported: 0 },
    ]);
    const parts = (await screen.findByTestId('precheck-parts')).textContent!;
    expect(parts).toContain('입사 후 1–3년 안에 하고 싶은 일을 적어 주세요.');
    expect(parts).toContain('이 경험이 보여 주는 나의 강점은 무엇인가요?');
    expect(screen.getByTestId('precheck-language').textContent).toContain('이력서에 쓴 언어로만 씁니다');
    expect(screen.queryByText(/약 0자/)).toBeNull();
  });
});
