import { useState } from 'react';
import { useRootData } from './root-data';

/**
 * Two fields on every public form (as remix-utils' honeypot): one people never see and bots fill in,
 * and a signed "valid from" time, a moment after the page was served. The action refuses the form
 * (honeypot.server.ts) when the first is filled, the second is missing or forged, or the form came
 * back sooner than a person could have filled it in.
 */
export const HONEYPOT_FIELD = 'website';
export const HONEYPOT_TIME_FIELD = 'hp_from';

export function HoneypotField() {
  // The time of the page the person started on: kept while they stay, even when loaders revalidate.
  const served = useRootData()?.honeypot ?? '';
  const [validFrom] = useState(served);
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      <input type="hidden" name={HONEYPOT_TIME_FIELD} value={validFrom} />
    </div>
  );
}
