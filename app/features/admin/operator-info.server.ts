import { z } from 'zod';
import { formatBizNo, isValidBizNo } from '~/features/agencies';
import { env } from '~/lib/env.server';
import type { Language } from '~/lib/i18n';
import type { OperatorInfo } from '~/lib/root-data';

/**
 * The operator's details, from configuration (README "Configuration"): each text in Korean (`…`) and
 * for English and Indonesian pages (`…_EN`; Indonesian pages use it too), with development defaults
 * that are plainly samples. The business number must pass the product's own checksum.
 */
const schema = z.object({
  OPERATOR_COMPANY: z.string().trim().min(1).max(100).default('주식회사 커리어코치 (예시)'),
  OPERATOR_COMPANY_EN: z.string().trim().min(1).max(100).default('Career Coach Inc. (sample)'),
  OPERATOR_CEO: z.string().trim().min(1).max(50).default('김하늘'),
  OPERATOR_CEO_EN: z.string().trim().min(1).max(50).default('Kim Ha-neul'),
  OPERATOR_BIZ_NO: z
    .string()
    .trim()
    .transform((v) => v.replace(/\D/g, ''))
    .refine(isValidBizNo, 'OPERATOR_BIZ_NO must be a business registration number with a valid check digit')
    .default('2208162517'),
  OPERATOR_MAIL_ORDER_NO: z.string().trim().min(1).max(60).default('제2026-서울강남-01234호'),
  OPERATOR_MAIL_ORDER_NO_EN: z.string().trim().min(1).max(60).default('2026-Seoul Gangnam-01234'),
  OPERATOR_ADDRESS: z.string().trim().min(1).max(200).default('서울특별시 강남구 테헤란로 123, 5층 (06234)'),
  OPERATOR_ADDRESS_EN: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .default('5F, 123 Teheran-ro, Gangnam-gu, Seoul 06234, Republic of Korea'),
  OPERATOR_EMAIL: z.string().trim().email().default('help@careercoach.example'),
  OPERATOR_PHONE: z.string().trim().min(1).max(30).default('02-555-0100'),
  OPERATOR_PHONE_EN: z.string().trim().min(1).max(30).default('+82-2-555-0100'),
  NOTICE_URL: z.string().trim().url().default('https://notice.careercoach.example'),
  BANK_ACCOUNT_EN: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .default('KB Kookmin Bank 000000-00-000000 (Career Coach Inc.)'),
});
type Config = z.infer<typeof schema>;

let config: Config | undefined;
let source: Record<string, string | undefined> | undefined;

/** The configuration, read once per environment (a wrong business number stops the first page with its name). */
function read(vars: Record<string, string | undefined> = process.env): Config {
  if (config && source === vars) return config;
  const parsed = schema.safeParse(vars);
  if (!parsed.success)
    throw new Error(
      `operator configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  config = parsed.data;
  source = vars;
  return config;
}

/** The operator's details in `lng` (Korean on Korean pages, never romanised; the English texts elsewhere). */
export function operatorInfo(
  lng: Language,
  vars: Record<string, string | undefined> = process.env,
): OperatorInfo {
  const c = read(vars);
  const ko = lng === 'ko';
  return {
    company: ko ? c.OPERATOR_COMPANY : c.OPERATOR_COMPANY_EN,
    ceo: ko ? c.OPERATOR_CEO : c.OPERATOR_CEO_EN,
    bizNo: formatBizNo(c.OPERATOR_BIZ_NO),
    mailOrderNo: ko ? c.OPERATOR_MAIL_ORDER_NO : c.OPERATOR_MAIL_ORDER_NO_EN,
    address: ko ? c.OPERATOR_ADDRESS : c.OPERATOR_ADDRESS_EN,
    email: c.OPERATOR_EMAIL,
    phone: ko ? c.OPERATOR_PHONE : c.OPERATOR_PHONE_EN,
    noticeUrl: c.NOTICE_URL,
    // BANK_ACCOUNT (Korean) is read with the rest of the payment settings (lib/env.server.ts).
    bankAccount: ko ? env().BANK_ACCOUNT : c.BANK_ACCOUNT_EN,
  };
}
