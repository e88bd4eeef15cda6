import { useRouteLoaderData } from '@remix-run/react';
import type { StatusKey } from './errors';
import type { Language } from './i18n';
import type { TenantInfo } from './tenant.server';
import type { ShownToast } from './toast.server';
import type { SessionViewer } from './viewer';

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

export type RootData = {
  locale: Language;
  tenant: TenantInfo;
  viewer: SessionViewer | null;
  /** The bell's count of unread notifications (capped); null for a visitor. */
  unreadNotifications: number | null;
  sessionExpired: boolean;
  toast: ShownToast | null;
  /** The signed "valid from" time public forms post back (honeypot.tsx). */
  honeypot: string;
  /** Document titles in the request's language: the brand (for pages without one) and error pages'. */
  titles: { brand: string; errors: Record<StatusKey, string> };
  /** The operator's details (footer, support, notice link) in this language, from configuration. */
  operator: OperatorInfo;
};

/** The root loader's data; undefined only while the root itself has failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The current tenant's domain, for building links (`/{domain}/...`). */
export function useDomain(): string {
  return useRootData()?.tenant.domain ?? 'main';
}

/** A path under the current tenant: tenantPath('main', '/login') → '/main/login'. */
export function tenantPath(domain: string, path = ''): string {
  return `/${domain}${path === '/' ? '' : path}`;
}
