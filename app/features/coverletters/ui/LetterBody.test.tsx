// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '~/lib/i18n-react';
import en from '~/locales/en/coverletters.json';
import ko from '~/locales/ko/coverletters.json';
import { renderRoutes } from '~/test-utils/remix-stub';
import { LetterBody, factsLine, type LetterTrace } from './LetterBody';

const TEXT =
  '추천 영역의 A/B 테스트를 설계해 구매 전환율을 4.2% 높였습니다. 처음 세운 방법이 기대만큼 통하지 않아 원인부터 다시 살펴야 했습니다. 입사 후에도 같은 방식으로 일하겠습니다.';
const first = TEXT.indexOf('처음');
const second = TEXT.indexOf('입사');
const TRACE: LetterTrace = {
  sentences: [
    { range: [0, first - 1], source: 'work:0' },
    { range: [first, second - 1], source: null },
    { range: [second, TEXT.length], source: 'connective' },
  ],
  untraced: 1,
  checkedLength: TEXT.length,
};

function Letter({
  content,
  trace,
  unsupported = [],
}: {
  content: string;
  trace: LetterTrace | null;
  unsupported?: string[];
}) {
  const { t } = useTranslation('coverletters');
  return (
    <div>
      <LetterBody id={7} content={content} style={[]} advice={[]} trace={trace} />
      <p data-testid="facts">{factsLine(t, content, { unsupported, ...trace })}</p>
    </div>
  );
}

const show = (props: Parameters<typeof Letter>[0], locale: 'ko' | 'en' = 'ko') =>
  renderRoutes([{ path: '/main/letter', Component: () => <Letter {...props} /> }], {
    url: '/main/letter',
    locale,
  });

describe('LetterBody: sentences the checker could not trace', () => {
  it('marks the untraced sentence in the text, with a label and a legend, and counts it', async () => {
    await show({ content: TEXT, trace: TRACE });
    const content = await screen.findByTestId('letter-content');
    // The text reads as it is written: the label is generated content, not text.
    expect(content.textContent).toBe(TEXT);
    const marks = content.querySelectorAll('mark[data-untraced]');
    expect([...marks].map((m) => m.textContent)).toEqual([
      '처음 세운 방법이 기대만큼 통하지 않아 원인부터 다시 살펴야 했습니다.',
    ]);
    expect(marks[0].getAttribute('data-label')).toBe(ko.quality.trace.markLabel);
    const legend = screen.getByTestId('untraced-legend');
    expect(marks[0].getAttribute('aria-describedby')).toBe(legend.id);
    expect(legend.textContent).toContain(ko.quality.trace.legend);
    expect(screen.getByTestId('facts').textContent).toBe(
      ko.quality.trace.untraced_other.replace('{{count}}', '1'),
    );
  });

  it('says every factual sentence was traced only when none is untraced and nothing is unsupported', async () => {
    const clean = {
      ...TRACE,
      sentences: TRACE.sentences!.map((s) => ({ ...s, source: s.source ?? 'work:0' })),
      untraced: 0,
    };
    await show({ content: TEXT, trace: clean }, 'en');
    expect((await screen.findByTestId('facts')).textContent).toBe(en.quality.trace.allTraced);
    expect(screen.queryByTestId('untraced-legend')).toBeNull();
  });

  it('never says "all traced" for a letter checked before tracing, or edited since', async () => {
    await show({ content: TEXT, trace: null }, 'en');
    expect((await screen.findByTestId('facts')).textContent).toBe(en.quality.trace.notChecked);
    expect(screen.getByTestId('letter-content').querySelector('mark')).toBeNull();
  });

  it('after an edit the old ranges are not applied to the new text', async () => {
    await show({ content: TEXT + ' 덧붙인 문장입니다.', trace: TRACE, unsupported: ['27%'] }, 'en');
    expect((await screen.findByTestId('facts')).textContent).toBe(
      `${en.quality.trace.notChecked} · ${en.quality.unsupported.replace('{{list}}', '27%')}`,
    );
    expect(screen.getByTestId('letter-content').querySelector('mark')).toBeNull();
  });
});
