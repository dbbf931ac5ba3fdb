/** Background work for a logged-in player: balance polling, notifications, the offer popup. */
export function startPlayerServices(): void {}
