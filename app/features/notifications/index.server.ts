// The notifications feature's server entry for other features: the services they may use of it.
// Inside the feature, import files directly; from another feature, only this file or index.ts (ADR 0018).

export { COUPON_EXPIRY_NOTICE_MS, events } from './events.server';
export { notifyIfLettersFinished } from './letters-finished.server';
export { mailNotifications } from './reminder-mail.server';
export {
  notificationColumns,
  notify,
  notYetNotified,
  storeDueNotifications,
  unreadCount,
} from './notifications.server';
