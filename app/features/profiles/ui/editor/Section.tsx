import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * One part of the editor: a heading, an optional add button (a list intent), a problem, the entries.
 * An `id` makes the section a link target (`…#id`), placed clear of the page's header.
 */
export function Section({
  title,
  children,
  addButton,
  addLabel,
  problem,
  id,
  hint,
}: {
  title: string;
  children: ReactNode;
  addButton?: ButtonHTMLAttributes<HTMLButtonElement> | null;
  addLabel?: string;
  problem?: ReactNode;
  id?: string;
  hint?: ReactNode;
}) {
  return (
    <section className="scroll-mt-24 space-y-3" id={id} aria-labelledby={id ? `${id}-heading` : undefined}>
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold" id={id ? `${id}-heading` : undefined}>
          {title}
        </h2>
        {addButton ? (
          <button {...addButton} className="btn-secondary px-3 py-1.5">
            + {addLabel}
          </button>
        ) : null}
      </div>
      {hint}
      {problem}
      {children}
    </section>
  );
}
