import { toProviderAmount } from './amounts';
import {
  PaymentProviderError,
  PaymentTransportError,
  toProviderPayment,
  type PaymentGateway,
  type ProviderPayment,
} from './types';

/**
 * Toss Payments' REST API: Basic auth with the secret key, an Idempotency-Key on every write. Amounts
 * go out in Toss's unit (USD as a decimal: 990 cents → 9.9) and come back in minor units.
 */
export function createTossGateway(opts: {
  secretKey: string;
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): PaymentGateway {
  const doFetch = opts.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${opts.secretKey}:`).toString('base64')}`;
  const base = opts.baseUrl.replace(/\/$/, '');

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<ProviderPayment> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: auth,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
    } catch (error) {
      throw new PaymentTransportError(`Toss ${method} ${path}: ${(error as Error).message}`);
    }
    let json: Record<string, unknown>;
    try {
      json = (await res.json()) as Record<string, unknown>;
    } catch {
      throw new PaymentTransportError(`Toss ${method} ${path}: ${res.status} without a JSON body`);
    }
    if (!res.ok) {
      if (res.status >= 500 && typeof json.code !== 'string')
        throw new PaymentTransportError(`Toss ${method} ${path}: ${res.status}`);
      throw new PaymentProviderError(String(json.code ?? 'UNKNOWN'), res.status, String(json.message ?? ''));
    }
    return toProviderPayment(json);
  }

  return {
    kind: 'toss',
    confirm: ({ paymentKey, orderId, amount, currency }, key) =>
      call(
        'POST',
        '/v1/payments/confirm',
        { paymentKey, orderId, amount: toProviderAmount(amount, currency) },
        key,
      ),
    getPayment: (paymentKey) => call('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`),
    cancel: (paymentKey, reason, key) =>
      call('POST', `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, { cancelReason: reason }, key),
  };
}
