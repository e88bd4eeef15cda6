// The periodic jobs every instance runs (see app/lib/jobs.server.ts for why that is safe).
import { mailDeliveryJob } from '../app/integrations/mail/outbox.server';
import { expireLettersJob } from '../app/features/coverletters/lease.server';
import { expireOrdersJob } from '../app/features/orders/bank-transfer.server';
import { paymentRecoveryJob } from '../app/features/orders/recovery.server';
import { passEndingJob } from '../app/features/notifications/pass-ending.server';
import { couponExpiringJob } from '../app/features/coupons/expiring.server';
import { applicationRemindersJob } from '../app/features/applications/reminders.server';
import type { Job } from '../app/lib/jobs.server';

export const jobs: Job[] = [
  mailDeliveryJob,
  expireLettersJob,
  expireOrdersJob,
  paymentRecoveryJob,
  passEndingJob,
  couponExpiringJob,
  applicationRemindersJob,
];
