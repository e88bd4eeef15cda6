import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useHydrated } from '~/ui/useHydrated';

/**
 * The time budget counting down once the page runs (from when it was shown, as the server measures);
 * without JavaScript, a line saying the time taken is measured. Time up is said once to screen readers.
 */
export function Countdown({ budget }: { budget: number }) {
  const { t } = useTranslation('interview');
  const hydrated = useHydrated();
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    if (!hydrated) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [hydrated]);
  if (!hydrated)
    return (
      <p className="text-sm text-gray-600" data-testid="timer-note">
        {t('practice.noJsTimer')}
      </p>
    );
  const left = Math.max(0, budget - Math.floor((now - started) / 1000));
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="countdown">
      <span
        role="timer"
        aria-label={t('practice.timer')}
        className="font-mono text-lg font-semibold tabular-nums"
      >
        {Math.floor(left / 60)}:{String(left % 60).padStart(2, '0')}
      </span>
      <span role="status" className="font-medium text-red-700">
        {left === 0 ? t('practice.timeUp') : ''}
      </span>
    </div>
  );
}
