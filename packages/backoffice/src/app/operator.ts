import { ROLE_PERMISSIONS, type OperatorPermission } from '@khel/shared/validation';
import { createContext, useContext } from 'react';
import type { Operator } from '../api/session';

export const OperatorContext = createContext<Operator | null>(null);
/** The signed-in operator (null outside the console, e.g. in a screen's unit test without a provider). */
export const useOperator = () => useContext(OperatorContext);

/** What the operator may do: as the session says, or (a session kept before issue 27) as their role gives. */
export function permissionsOf(operator: Operator): readonly OperatorPermission[] {
  return (operator.permissions as OperatorPermission[] | undefined) ?? ROLE_PERMISSIONS[operator.role] ?? [];
}

/** Whether the signed-in operator's role holds a permission (the console hides what they cannot use). */
export function useCan(permission: OperatorPermission): boolean {
  const operator = useOperator();
  return !!operator && permissionsOf(operator).includes(permission);
}
