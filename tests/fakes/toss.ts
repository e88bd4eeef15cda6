// A local stand-in for Toss Payments: the REST endpoints the server calls (confirm, lookup, cancel;
// Basic auth with the secret key, Idempotency-Key replay, Toss's error bodies) and a hosted checkout
// page that plays the widget's part: it redirects to successUrl with paymentKey/orderId/amount, or to
// failUrl with code/message. Works without JavaScript.
// Amounts are in Toss's unit, as Toss writes them: KRW an integer (9900), USD a decimal (9.9 for
// $9.90) in the checkout link, the success redirect, confirm's body and the Payment object.
import crypto from 'node:crypto';
import http from 'node:http';

export const FAKE_TOSS = { clientKey: 'test_ck_fake', secretKey: 'test_sk_fake' };

export type FakeTossPayment = {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: 'READY' | 'DONE' | 'CANCELED';
  method: '카드' | '간편결제';
  /** Amounts here are Toss's: KRW integers, USD decimals (9.9). */
  easyPay: { provider: string; amount: number } | null;
  totalAmount: number;
  currency: string;
  approvedAt: string | null;
  cancels: { cancelReason: string; canceledAt: string; cancelAmount: number }[] | null;
};
export type FakeTossCall = { method: string; path: string; idempotencyKey: string | null; body: unknown };

const EASY_PAY: Record<string, string> = {
  KAKAOPAY: '카카오페이',
  NAVERPAY: '네이버페이',
  TOSSPAY: '토스페이',
  PAYPAL: 'PAYPAL',
};

export async function startFakeToss(port = 0) {
  const payments = new Map<string, FakeTossPayment>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const calls: FakeTossCall[] = [];
  const control = {
    /** The next confirm answers this error instead of approving. */
    failNextConfirm: null as null | { status: number; code: string; message: string },
    /** Every confirm waits this long before answering (after it has taken effect). */
    confirmDelayMs: 0,
    /** Every cancel waits this long before answering (after it has taken effect). */
    cancelDelayMs: 0,
    /** Look-ups (GET /v1/payments/{key}) answer Toss's 500 while true: Toss cannot be asked. */
    lookupsDown: false,
  };

  /** Confirms taken and not yet answered (held by confirmDelayMs). */
  const state = { confirmsHeld: 0 };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, code: string, message: string) =>
    json(res, status, { code, message });
  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => resolve(data));
    });

  /** A payment waiting for confirm; `amount` as Toss states it (9900 KRW, 9.9 USD). */
  function createPayment(input: {
    orderId: string;
    amount: number;
    currency?: string;
    orderName?: string;
    easyPay?: string | null;
  }): FakeTossPayment {
    const provider = input.easyPay ? (EASY_PAY[input.easyPay] ?? input.easyPay) : null;
    const payment: FakeTossPayment = {
      paymentKey: `tviva${crypto.randomBytes(12).toString('hex')}`,
      orderId: input.orderId,
      orderName: input.orderName ?? '',
      status: 'READY',
      method: provider ? '간편결제' : '카드',
      easyPay: provider ? { provider, amount: input.amount } : null,
      totalAmount: input.amount,
      currency: input.currency ?? 'KRW',
      approvedAt: null,
      cancels: null,
    };
    payments.set(payment.paymentKey, payment);
    return payment;
  }

  function checkoutPage(params: URLSearchParams) {
    const hidden = [...params]
      .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
      .join('');
    const button = (value: string, label: string) =>
      `<form method="post" action="/checkout">${hidden}<button name="choice" value="${value}">${label}</button></form>`;
    const usd = params.get('currency') === 'USD';
    const amount = params.get('amount') ?? '';
    // USD shows with its cents ("9.90 USD"); KRW as given ("9900 KRW").
    const shown = usd && /^\d+(\.\d{1,2})?$/.test(amount) ? Number(amount).toFixed(2) : amount;
    // A foreign-currency (USD) checkout offers PayPal, as Toss's foreign-currency widget does.
    const choices = usd
      ? button('PAYPAL', 'Pay with PayPal') + button('CARD', 'Pay by card')
      : button('CARD', 'Pay by card') + button('KAKAOPAY', 'Pay with Kakao Pay');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Toss checkout</title></head>
<body><h1>Fake Toss checkout</h1><p>${escape(params.get('orderName') ?? '')}: ${escape(shown)} ${escape(params.get('currency') ?? '')}</p>
${choices}${button('DECLINE', 'Decline')}</body></html>`;
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);

    if (url.pathname === '/checkout' && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(checkoutPage(url.searchParams));
    }
    if (url.pathname === '/checkout' && req.method === 'POST') {
      const form = new URLSearchParams(raw);
      const target = (name: string) => new URL(form.get(name) ?? '');
      if (form.get('choice') === 'DECLINE') {
        const fail = target('failUrl');
        fail.searchParams.set('code', 'REJECT_CARD_PAYMENT');
        fail.searchParams.set('message', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
        fail.searchParams.set('orderId', form.get('orderId') ?? '');
        res.writeHead(302, { Location: fail.toString() });
        return res.end();
      }
      const payment = createPayment({
        orderId: form.get('orderId') ?? '',
        amount: Number(form.get('amount')), // Toss's unit: 9.9 for $9.90
        currency: form.get('currency') ?? 'KRW',
        orderName: form.get('orderName') ?? '',
        easyPay: form.get('choice') === 'CARD' ? null : form.get('choice'),
      });
      const success = target('successUrl');
      success.searchParams.set('paymentType', 'NORMAL');
      success.searchParams.set('paymentKey', payment.paymentKey);
      success.searchParams.set('orderId', payment.orderId);
      success.searchParams.set('amount', String(payment.totalAmount)); // "9.9" for $9.90, as Toss sends it
      res.writeHead(302, { Location: success.toString() });
      return res.end();
    }

    // The tests' handle on a fake running in another process (the e2e server): set `control`'s fields,
    // e.g. `{ "confirmDelayMs": 20000 }` to make every confirm hang that long. Not part of Toss's API.
    if (url.pathname === '/__control' && req.method === 'POST') {
      const wanted = JSON.parse(raw || '{}') as Partial<typeof control>;
      for (const key of Object.keys(control) as (keyof typeof control)[])
        if (key in wanted) Object.assign(control, { [key]: wanted[key] });
      return json(res, 200, control);
    }
    if (!url.pathname.startsWith('/v1/payments')) return error(res, 404, 'NOT_FOUND', 'no such endpoint');
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return error(res, 400, 'INVALID_REQUEST', 'body is not JSON');
    }
    calls.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, body });
    const expected = `Basic ${Buffer.from(`${FAKE_TOSS.secretKey}:`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return error(res, 401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.');

    // A write with a key seen before answers what it answered then, and does nothing again.
    const replayKey = idempotencyKey ? `${url.pathname}:${idempotencyKey}` : null;
    if (req.method === 'POST' && replayKey && replies.has(replayKey)) {
      const reply = replies.get(replayKey)!;
      return json(res, reply.status, reply.body);
    }
    const answer = (status: number, payload: unknown) => {
      if (req.method === 'POST' && replayKey) replies.set(replayKey, { status, body: payload });
      json(res, status, payload);
    };

    if (url.pathname === '/v1/payments/confirm' && req.method === 'POST') {
      const payment = payments.get(String(body.paymentKey ?? ''));
      if (!payment)
        return answer(404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
      // The amount is compared as Toss does: a number in the payment's unit (9.9 for a $9.90 payment,
      // so 990 — cents — is refused like any other wrong amount).
      if (
        payment.orderId !== body.orderId ||
        typeof body.amount !== 'number' ||
        payment.totalAmount !== body.amount
      )
        return answer(400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      if (payment.status !== 'READY')
        return answer(400, { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' });
      if (control.failNextConfirm) {
        const failure = control.failNextConfirm;
        control.failNextConfirm = null;
        return answer(failure.status, { code: failure.code, message: failure.message });
      }
      payment.status = 'DONE';
      payment.approvedAt = new Date().toISOString();
      if (control.confirmDelayMs) {
        state.confirmsHeld++;
        await new Promise((r) => setTimeout(r, control.confirmDelayMs));
        state.confirmsHeld--;
      }
      return answer(200, payment);
    }

    const match = /^\/v1\/payments\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    const payment = match ? payments.get(decodeURIComponent(match[1])) : undefined;
    if (!payment)
      return answer(404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
    if (!match![2] && req.method === 'GET')
      return control.lookupsDown
        ? error(res, 500, 'FAILED_INTERNAL_SYSTEM_PROCESSING', '내부 시스템 처리 작업이 실패했습니다.')
        : json(res, 200, payment);
    if (match![2] && req.method === 'POST') {
      if (payment.status === 'CANCELED')
        return answer(400, { code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' });
      if (payment.status !== 'DONE')
        return answer(403, { code: 'NOT_CANCELABLE_PAYMENT', message: '취소 할 수 없는 결제 입니다.' });
      payment.status = 'CANCELED';
      payment.cancels = [
        {
          cancelReason: String(body.cancelReason ?? ''),
          canceledAt: new Date().toISOString(),
          cancelAmount: payment.totalAmount,
        },
      ];
      if (control.cancelDelayMs) await new Promise((r) => setTimeout(r, control.cancelDelayMs));
      return answer(200, payment);
    }
    return error(res, 405, 'METHOD_NOT_ALLOWED', 'method not allowed');
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    payments,
    calls,
    control,
    createPayment,
    /** Confirms taken and not yet answered (held by `control.confirmDelayMs`). */
    get confirmsHeld() {
      return state.confirmsHeld;
    },
    /** What the app needs to talk to this fake. */
    env: {
      TOSS_CLIENT_KEY: FAKE_TOSS.clientKey,
      TOSS_SECRET_KEY: FAKE_TOSS.secretKey,
      TOSS_API_BASE: origin,
      TOSS_CHECKOUT_URL: `${origin}/checkout`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function escape(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
