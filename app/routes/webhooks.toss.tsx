import { data, type ActionFunctionArgs } from '@remix-run/node';
import { handleTossWebhook } from '~/features/orders/webhook.server';
import { logger } from '~/lib/logger.server';

/** How long Toss waits for us is short: answer 200 within this, and let the work finish after. */
const ANSWER_WITHIN_MS = 3_000;

/**
 * Toss Payments webhooks (PAYMENT_STATUS_CHANGED, DEPOSIT_CALLBACK). Never trusted as sent: the
 * payment is fetched again from Toss and applied idempotently. 200 once handled (or still running
 * after a few seconds); 503 when Toss could not be asked, so it retries.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') throw data(null, { status: 405 });
  let body: unknown;
  try {
    body = JSON.parse((await request.text()).slice(0, 100_000));
  } catch {
    return data({ ok: false }, { status: 400 });
  }
  const work = handleTossWebhook(body).catch((error) => {
    logger().warn({ err: error }, 'toss webhook not applied');
    return 'failed' as const;
  });
  const result = await Promise.race([
    work,
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ANSWER_WITHIN_MS).unref()),
  ]);
  // A failed re-fetch is answered 503, so Toss sends the event again later.
  return data({ ok: result !== 'failed', result }, { status: result === 'failed' ? 503 : 200 });
}

export function loader() {
  throw data(null, { status: 405 });
}
