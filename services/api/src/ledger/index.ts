export * from './accounts';
export * from './balances';
export * from './credit';
export * from './invariants';
export * from './post';
