import type { LiveLimits } from './protocol';

/**
 * The live channel's per-address rule (issue 27 H2): how many sockets each address has open, and the addresses
 * whose socket was closed for its refusals, with until when (ms) they may not open another.
 */
export class AddressGate {
  private readonly open = new Map<string, number>();
  private readonly penalised = new Map<string, number>();

  constructor(private readonly limits: Readonly<Pick<LiveLimits, 'maxSocketsPerAddress' | 'penaltyMs'>>) {}

  /** Whether another socket from this address would be over the limit, or the address is still penalised. */
  full(address: string, now: number): boolean {
    const until = this.penalised.get(address);
    if (until !== undefined) {
      if (until > now) return true;
      this.penalised.delete(address);
    }
    return (this.open.get(address) ?? 0) >= this.limits.maxSocketsPerAddress;
  }

  opened(address: string): void {
    this.open.set(address, (this.open.get(address) ?? 0) + 1);
  }

  closed(address: string): void {
    const left = (this.open.get(address) ?? 1) - 1;
    if (left > 0) this.open.set(address, left);
    else this.open.delete(address);
  }

  /** A closed flooder's address waits penaltyMs before its next socket. */
  penalise(address: string, now: number): void {
    if (this.limits.penaltyMs > 0) this.penalised.set(address, now + this.limits.penaltyMs);
  }

  /** Forgets penalties that have ended (the heartbeat calls it, so the map never grows with old addresses). */
  expire(now: number): void {
    for (const [address, until] of this.penalised) if (until <= now) this.penalised.delete(address);
  }

  clear(): void {
    this.penalised.clear();
  }
}
