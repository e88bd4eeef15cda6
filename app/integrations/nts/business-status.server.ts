import { env } from '~/lib/env.server';
import { logger } from '~/lib/logger.server';

/**
 * 01 active (계속사업자), 02 suspended (휴업자), 03 closed (폐업자); NOT_REGISTERED: the service answers the
 * number with an empty status code ("국세청에 등록되지 않은 사업자등록번호입니다." in `tax_type`) or leaves it
 * out of `data`; anything else unknown.
 */
export type BusinessStatus = 'ACTIVE' | 'SUSPENDED' | 'CLOSED' | 'NOT_REGISTERED' | 'UNKNOWN';

const CODES: Record<string, BusinessStatus> = { '01': 'ACTIVE', '02': 'SUSPENDED', '03': 'CLOSED' };

/**
 * The National Tax Service's status of a business number (`POST /api/nts-businessman/v1/status`),
 * or null when no key is configured or the service does not answer in time (the checksum alone
 * then decides, and a warning is logged).
 */
export async function businessStatus(
  bizNo: string,
  config = env(),
  timeoutMs = 3_000,
): Promise<BusinessStatus | null> {
  if (!config.NTS_API_KEY) return null;
  const url = new URL('/api/nts-businessman/v1/status', config.NTS_BASE_URL);
  url.searchParams.set('serviceKey', config.NTS_API_KEY);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ b_no: [bizNo] }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`status ${res.status}`);
    const body = (await res.json()) as { data?: { b_no?: string; b_stt_cd?: string }[] };
    const row = body.data?.find((d) => d.b_no === bizNo);
    if (!row || !row.b_stt_cd) return 'NOT_REGISTERED';
    return CODES[row.b_stt_cd] ?? 'UNKNOWN';
  } catch (error) {
    logger().warn({ err: error }, 'business status lookup failed; checksum only');
    return null;
  }
}
