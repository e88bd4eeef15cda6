import { useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useHydrated } from '~/ui/useHydrated';

type StyleFinding = { kind: string; count: number; ranges: [number, number][] };

/** The text split at the style line's ranges: plain runs and marked runs with their check's kind. */
function segments(text: string, style: StyleFinding[]) {
  const marks = style
    .flatMap((f) => f.ranges.map(([a, b]) => ({ a, b, kind: f.kind })))
    .filter((m) => m.a >= 0 && m.b <= text.length && m.a < m.b)
    .sort((x, y) => x.a - y.a || y.b - x.b);
  const out: { text: string; kind?: string }[] = [];
  let at = 0;
  for (const m of marks) {
    if (m.a < at) continue; // overlapping: the earlier, longer mark wins
    if (m.a > at) out.push({ text: text.slice(at, m.a) });
    out.push({ text: text.slice(m.a, m.b), kind: m.kind });
    at = m.b;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

const MARK: Record<string, string> = {
  cliche: 'bg-amber-100',
  enumeration: 'bg-sky-100',
  unbacked: 'bg-rose-100',
  repeated: 'bg-violet-100',
  long: 'bg-gray-200',
};

/**
 * A letter's text and its style line (each check with its count). With JavaScript the findings can be
 * marked in the text (the server sends their ranges); without it the counts stand alone.
 */
export function LetterBody({
  content,
  style,
  advice,
}: {
  content: string;
  style: StyleFinding[] | undefined;
  advice: string[] | undefined;
}) {
  const { t } = useTranslation('coverletters');
  const hydrated = useHydrated();
  const [marked, setMarked] = useState(false);
  const flagged = (style ?? []).filter((f) => f.count > 0);
  return (
    <>
      <p className="mt-2 whitespace-pre-line text-sm" data-testid="letter-content">
        {marked && style
          ? segments(content, style).map((s, i) =>
              s.kind ? (
                <mark key={i} className={`${MARK[s.kind] ?? 'bg-yellow-100'} rounded-sm`} data-kind={s.kind}>
                  {s.text}
                </mark>
              ) : (
                s.text
              ),
            )
          : content}
      </p>
      {advice?.length ? (
        <p className="mt-2 text-xs text-amber-800" data-testid="quality-advice">
          {t('quality.advice.title')} {advice.map((a) => t(`quality.advice.${a}`)).join(', ')}
        </p>
      ) : null}
      {style ? (
        <p
          className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-gray-600"
          data-testid="style-line"
        >
          <span className="font-medium">{t('quality.style.title')}:</span>
          {flagged.length
            ? flagged.map((f) => (
                <span key={f.kind} data-kind={f.kind}>
                  {t(`quality.style.${f.kind}`, { count: f.count })}
                </span>
              ))
            : t('quality.style.clean')}
          {hydrated && flagged.length ? (
            <button
              type="button"
              className="text-primary-700 underline"
              aria-pressed={marked}
              onClick={() => setMarked((m) => !m)}
              data-testid="style-marks"
            >
              {t(marked ? 'quality.style.hide' : 'quality.style.highlight')}
            </button>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
