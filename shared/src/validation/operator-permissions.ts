/**
 * Separation of duties (issue 27): what each operator role may do, as explicit permissions. The server checks a
 * route's permission (src/ops/operator-auth.ts) and names the missing one in its refusal; the console shows or
 * hides what an operator cannot use from the same table. One role per operator; docs/security.md lists them.
 */
import type { OperatorRoleName } from './operators';

export const OPERATOR_PERMISSIONS = [
  'console.read',
  'requests.decide',
  'players.manage',
  'players.protect',
  'sports.price',
  'sports.settle',
  'matka.result',
  'approvals.decide',
  'settlements.rollback',
  'protection.correct',
  'config.manage',
  'modules.manage',
  'operators.manage',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/** What each permission allows, in the words of the refusal and the console's operators page. */
export const PERMISSION_TEXT: Record<OperatorPermission, string> = {
  'console.read': 'see the queues, players, markets, approvals and the audit log',
  'requests.decide': 'approve, reject or hold deposits and withdrawals',
  'players.manage': 'block and unblock players, clear or unlink shared payout accounts',
  'players.protect': "apply a time-out or propose a self-exclusion for a player",
  'sports.price': 'set prices, open, suspend or close markets, set an event in play or finished',
  'sports.settle': 'settle and void sports markets',
  'matka.result': 'declare, settle and void matka results',
  'approvals.decide': "approve or reject any other operator's action that waits for a second operator",
  'settlements.rollback': 'roll back a sports or matka settlement',
  'protection.correct': "lift an operator's time-out or self-exclusion within 24 hours of it",
  'config.manage': 'change the site, wallet, payment, bonus, refer, casino, sports and matka configuration and the approval limits',
  'modules.manage': 'change the import map',
  'operators.manage': 'create operators, change their roles, disable them, reset their passwords',
};

const READ: OperatorPermission[] = ['console.read'];

/**
 * The roles. Pricing and settling are a trader's; the wallet desk (agent) decides requests and looks after players;
 * risk is the second pair of eyes (approves what waits for a second operator) and decides requests; admin is all.
 */
export const ROLE_PERMISSIONS: Record<OperatorRoleName, readonly OperatorPermission[]> = {
  viewer: READ,
  agent: [...READ, 'requests.decide', 'players.manage', 'players.protect'],
  trader: [...READ, 'sports.price', 'sports.settle', 'matka.result'],
  risk: [...READ, 'requests.decide', 'players.manage', 'players.protect', 'approvals.decide'],
  admin: OPERATOR_PERMISSIONS,
};

export const ROLE_TEXT: Record<OperatorRoleName, string> = {
  viewer: 'reads the console, changes nothing',
  agent: 'the wallet desk: deposits, withdrawals, players, protection',
  trader: 'prices, settles and voids sports markets, declares matka results',
  risk: 'the second operator: approves what waits for one, decides requests, players, protection',
  admin: 'everything, including configuration, modules, operators and roll-backs',
};

export function roleCan(role: OperatorRoleName, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role]?.includes(permission) ?? false;
}

/** The roles that hold a permission, for a refusal that tells the operator whom to ask. */
export function rolesWith(permission: OperatorPermission): OperatorRoleName[] {
  return (Object.keys(ROLE_PERMISSIONS) as OperatorRoleName[]).filter((r) => roleCan(r, permission));
}

/** The refusal of a call the role may not make: which permission is missing, what it allows, who holds it. */
export function missingPermissionMessage(role: OperatorRoleName, permission: OperatorPermission): string {
  return `Your role (${role}) cannot do this: it needs the permission ${permission} (${PERMISSION_TEXT[permission]}), held by ${rolesWith(permission).join(', ')}`;
}
