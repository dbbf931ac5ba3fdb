/**
 * Shapes shared by every front-end module. The API's answers are the classes of ./contracts (one declaration per
 * field, also the server's response schemas); this file re-exports them and keeps the enumerations.
 */
export * from './contracts/envelope';
export * from './contracts/site';
export * from './contracts/user';
export * from './contracts/notification';
export * from './contracts/wallet';
export * from './contracts/ops';
export * from './contracts/ops-config';

/** A deposit or withdrawal request's kind (wallet_transactions.type), as the server, the wallet and the console read it. */
export type TransactionType = 'client_deposit' | 'manual_deposit' | 'client_withdrawal' | 'manual_withdrawal';

/** A deposit or withdrawal request's status (wallet_transactions.status); the server's state machine moves it. */
export type TransactionStatus =
  | 'pending'
  | 'hold'
  | 'approve_in_process'
  | 'approve_completed'
  | 'reject_in_process'
  | 'reject_completed'
  | 'expired'
  | 'cancelled';

