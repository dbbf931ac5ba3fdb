/** A referred player's user name as their referrer sees it: the first 2 and last 2 characters, stars between. */
export function maskName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}${'*'.repeat(Math.min(name.length - 4, 6))}${name.slice(-2)}`;
}
