import { useRootData } from './root-data';

/**
 * The operator's details a page shows (footer, support lines, notice link, bank account) in the
 * reader's language. Read from configuration by `operatorInfo` (features/admin/operator-info.server.ts)
 * and handed to every page by the root loader.
 */
export type OperatorInfo = {
  company: string;
  ceo: string;
  /** 123-45-67890 (passes the business-number checksum). */
  bizNo: string;
  mailOrderNo: string;
  address: string;
  email: string;
  phone: string;
  noticeUrl: string;
  bankAccount: string;
};

/** The operator's details for this page's language (from the root loader). */
export function useOperator(): OperatorInfo | null {
  return useRootData()?.operator ?? null;
}
