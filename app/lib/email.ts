// What the service takes for an e-mail address (accounts, institutions' managers, operators' searches),
// without a validation library so pages can use it up front.

export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** The longest address a mail system accepts (RFC 5321's path limit less its brackets). */
export const MAX_EMAIL_LENGTH = 254;
