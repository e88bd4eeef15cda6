// The fake Toss Payments for a test file (tests/fakes/toss.ts speaks its HTTP API): started before the
// file's tests with our gateway pointed at it, stopped after them; each test starts with no recorded calls,
// no delay and no scripted failure.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { setPaymentGateway } from '~/integrations/toss/gateway.server';
import { createTossGateway } from '~/integrations/toss/http.server';
import type { PaymentGateway } from '~/integrations/toss/types';
import { FAKE_TOSS, startFakeToss } from '../fakes/toss';

type FakeToss = Awaited<ReturnType<typeof startFakeToss>>;

/** `wrap` decorates the real gateway (a slow or lossy provider); returns the running fake. */
export function withFakeToss({
  timeoutMs = 2000,
  wrap = (gateway) => gateway,
}: { timeoutMs?: number; wrap?: (gateway: PaymentGateway) => PaymentGateway } = {}) {
  let fake: FakeToss | undefined;
  const running = () => {
    if (!fake) throw new Error('the fake Toss is not running (use it inside a test)');
    return fake;
  };
  beforeAll(async () => {
    fake = await startFakeToss();
    setPaymentGateway(
      wrap(createTossGateway({ secretKey: FAKE_TOSS.secretKey, baseUrl: fake.origin, timeoutMs })),
    );
  });
  afterAll(async () => {
    setPaymentGateway(undefined);
    await fake?.close();
  });
  beforeEach(() => {
    if (!fake) return;
    fake.calls.length = 0;
    fake.control.confirmDelayMs = 0;
    fake.control.failNextConfirm = null;
    fake.control.lookupsDown = false;
  });
  // Every property reads the fake started for this file (so `toss.calls` works at the top of a file).
  return new Proxy({} as FakeToss, { get: (_, key) => Reflect.get(running(), key) });
}
