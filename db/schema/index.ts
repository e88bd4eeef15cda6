export * from './accounts';
export * from './mail';
export * from './passes';
export * from './rate-limits';
export * from './tenants';
export * from './culture';
export * from './recruits';
export * from './profiles';
