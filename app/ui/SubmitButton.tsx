import { useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

/** A submit button that shows a spinner while its own submission (by intent) is in flight. */
export function SubmitButton({
  children,
  intent,
  className = 'btn-primary w-full',
  disabled,
}: {
  children: ReactNode;
  intent?: string;
  className?: string;
  disabled?: boolean;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === 'submitting' && (!intent || navigation.formData?.get('intent') === intent);
  return (
    <button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      className={className}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
