// The applications feature's server entry for other features (ADR 0018).
export { startApplicationFromResume } from './applications.server';
