import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** One part of the editor: a heading, an optional add button (a list intent), a problem, the entries. */
export function Section({
  title,
  children,
  addButton,
  addLabel,
  problem,
}: {
  title: string;
  children: ReactNode;
  addButton?: ButtonHTMLAttributes<HTMLButtonElement> | null;
  addLabel?: string;
  problem?: ReactNode;
}) {
  return (
    <section className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">{title}</h2>
        {addButton ? (
          <button {...addButton} className="btn-secondary px-3 py-1.5">
            + {addLabel}
          </button>
        ) : null}
      </div>
      {problem}
      {children}
    </section>
  );
}
