import { useHydrated } from './useHydrated';

/**
 * A print page's one action: with JavaScript a button that opens the print dialog; without it, the hint
 * naming the browser's own print command (a button that cannot work is never shown).
 */
export function PrintButton({ label, hint, className }: { label: string; hint: string; className: string }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" className={className} onClick={() => window.print()} data-testid="print-now">
      {label}
    </button>
  ) : (
    <p className="text-sm text-gray-700" data-testid="print-hint">
      {hint}
    </p>
  );
}
