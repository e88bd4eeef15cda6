import { useFetchers, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { Spinner } from './Spinner';

export const LOADING_MESSAGE_INTERVAL_MS = 3_000;

/** A spinner and a loading message that changes every 3 s, while a page loads or a form submits. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== 'idle' || fetchers.some((f) => f.state === 'submitting');
  return busy ? <BusyIndicator /> : null;
}

function BusyIndicator() {
  const { t } = useTranslation();
  const loaded = t('loading.messages', { returnObjects: true });
  const messages = Array.isArray(loaded) ? (loaded as string[]) : [t('loading.label')];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => i + 1), LOADING_MESSAGE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50" data-testid="navigation-progress">
      <div className="h-1 w-full animate-pulse bg-primary-500" />
      <div
        role="status"
        aria-live="polite"
        className="mx-auto mt-3 flex w-fit items-center gap-2 rounded-full bg-gray-900/85 px-4 py-2 text-sm text-white shadow"
      >
        <Spinner className="size-4" />
        <span>{messages[index % messages.length]}</span>
      </div>
    </div>
  );
}
