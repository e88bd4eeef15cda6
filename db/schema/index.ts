export * from './rate-limits';
export * from './tenants';
