// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '~/test-utils/remix-stub';
import { countText, type LimitType } from '../counting';
import { LetterCounts } from './LetterCounts';
import { Quality } from './LetterGroups';

// 12 characters with spaces, 10 without (issue 27 items 9 and 19).
const TEXT = '데이터로 문제를 풀었습니다.';
const counts = countText(TEXT);

function Lines({ limitType, within }: { limitType: LimitType; within: boolean }) {
  const item = {
    content: TEXT,
    counts,
    limitType,
    findings: { withinLength: within, languageOk: true, unsupported: [] },
  } as unknown as Parameters<typeof Quality>[0]['item'];
  return (
    <div>
      <LetterCounts counts={counts} max={20} limitType={limitType} />
      <Quality item={item} />
    </div>
  );
}

const show = (limitType: LimitType, within = true, locale: 'ko' | 'en' = 'ko') =>
  renderRoutes([{ path: '/main/l', Component: () => <Lines limitType={limitType} within={within} /> }], {
    url: '/main/l',
    locale,
  });

describe('a letter’s length lines count by the rule the question was given', () => {
  it('공백 제외: the range line gives the count without spaces, in that unit', async () => {
    expect(counts.withSpaces).toBeGreaterThan(counts.withoutSpaces);
    await show('without-spaces');
    expect((await screen.findByTestId('quality')).textContent).toContain(
      `${counts.withoutSpaces}자(공백 제외), 설정 범위 이내`,
    );
  });

  it('with spaces, outside the range, in English', async () => {
    await show('with-spaces', false, 'en');
    expect((await screen.findByTestId('quality')).textContent).toContain(
      `${counts.withSpaces} characters with spaces, outside the range`,
    );
  });

  it('shows byte counts only when the question counts bytes', async () => {
    await show('with-spaces');
    expect((await screen.findByTestId('letter-counts')).textContent).not.toMatch(/바이트|byte/i);
    cleanup();
    await show('bytes');
    const line = (await screen.findByTestId('letter-counts')).textContent;
    expect(line).toContain(`${counts.koreanBytes}바이트 (한글 2바이트)`);
    expect(line).toContain(`UTF-8 ${counts.utf8Bytes}바이트`);
  });

  it('names the 80–90 % target once, whichever band the letter is in (issue 38 item 10)', async () => {
    // 15 characters with spaces: of 60, under; of 18, in the target; of 12, over.
    expect(counts.withSpaces).toBe(15);
    const cases = [
      [
        60,
        '최대 60 대비 25% — 권장 분량(80–90%)보다 짧습니다.',
        '25% of the maximum 60 — shorter than the recommended 80–90%.',
      ],
      [18, '최대 18 대비 83% (권장 80–90%)', '83% of the maximum 18 (aim for 80–90%)'],
      [12, '최대 12 대비 125% — 최대 분량을 넘었습니다.', '125% of the maximum 12 — over the maximum.'],
    ] as const;
    for (const [max, ko, en] of cases)
      for (const [locale, expected] of [
        ['ko', ko],
        ['en', en],
      ] as const) {
        cleanup();
        renderRoutes(
          [
            {
              path: '/main/l',
              Component: () => <LetterCounts counts={counts} max={max} limitType="with-spaces" />,
            },
          ],
          { url: '/main/l', locale },
        );
        const line = (await screen.findByTestId('letter-counts')).querySelector('[data-fill]')!.textContent!;
        expect(line).toBe(expected);
        expect((line.match(/80–90/g) ?? []).length).toBeLessThanOrEqual(1);
      }
  });
});
