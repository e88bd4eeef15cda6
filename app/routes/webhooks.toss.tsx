import type { ActionFunctionArgs } from '@remix-run/node';
import { handleTossWebhook } from '~/features/orders/webhook.server';
import { logger } from '~/lib/logger.server';

/** How long Toss waits for us is short: answer 200 within this, and let the work finish after. */
const ANSWER_WITHIN_MS = 3_000;

/**
 * Toss Payments webhooks (PAYMENT_STATUS_CHANGED, DEPOSIT_CALLBACK). Never trusted as sent: the
 * payment is fetched again from Toss and applied idempotently. 200 once handled (or still running
 * after a few seconds); 400 for a body that is not JSON or not a webhook we read; 503 when Toss could
 * not be asked, so it sends the event again.
 *
 * Plain `Response`s: this route has no page, and with single fetch Remix keeps the status of a
 * `Response` but drops the one given to `data()` here (every answer went out as 200).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return Response.json({ ok: false }, { status: 405 });
  let body: unknown;
  try {
    body = JSON.parse((await request.text()).slice(0, 100_000));
  } catch {
    return Response.json({ ok: false, result: 'invalid' }, { status: 400 });
  }
  const work = handleTossWebhook(body).catch((error) => {
    logger().warn({ err: error }, 'toss webhook not applied');
    return 'failed' as const;
  });
  const result = await Promise.race([
    work,
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ANSWER_WITHIN_MS).unref()),
  ]);
  const status = result === 'invalid' ? 400 : result === 'failed' ? 503 : 200;
  return Response.json({ ok: status === 200, result }, { status });
}

export function loader() {
  return Response.json({ ok: false }, { status: 405 });
}
