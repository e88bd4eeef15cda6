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
});
