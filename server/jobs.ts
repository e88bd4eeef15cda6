// The periodic jobs every instance runs (see app/lib/jobs.server.ts for why that is safe).
import { expireOrdersJob } from '../app/features/orders/bank-transfer.server';
import type { Job } from '../app/lib/jobs.server';

export const jobs: Job[] = [expireOrdersJob];
