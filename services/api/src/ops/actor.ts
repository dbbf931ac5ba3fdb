/** Who acts on a request: an operator, the player themself, or the system (expiry). */
export interface Actor {
  operatorId: string | null;
  name: string;
}

export const SYSTEM_ACTOR: Actor = { operatorId: null, name: 'system' };
