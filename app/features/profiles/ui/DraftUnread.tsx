import { useTranslation } from '~/lib/i18n-react';

/**
 * Beside an imported draft: the lines of the file that no field took (or, for a JSON Resume, the
 * sections the resume has no place for), so the member can copy what matters instead of losing it.
 * A disclosure that works without JavaScript; nothing when every line was read.
 */
export function DraftUnread({ lines }: { lines: string[] | undefined }) {
  const { t } = useTranslation('profiles');
  if (!lines || lines.length === 0) return null;
  return (
    <details
      className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
      data-testid="draft-unread"
    >
      <summary className="cursor-pointer font-semibold">
        {t('editor.unread', { count: lines.length })}
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-700">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </details>
  );
}
