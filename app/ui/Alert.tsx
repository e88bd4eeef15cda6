import type { ReactNode } from 'react';

/**
 * A message box over a form or a page: an error (role=alert), a success or an information (role=status).
 * `announce={false}` leaves the role to the live region it sits in (`StatusRegion`, kept on the page).
 */
export function Alert({
  tone = 'error',
  children,
  testId,
  announce = true,
}: {
  tone?: 'error' | 'success' | 'info';
  announce?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const tones = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    info: 'border-primary-200 bg-primary-50 text-primary-900',
  };
  return (
    <div
      role={announce ? (tone === 'error' ? 'alert' : 'status') : undefined}
      data-testid={testId}
      className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
