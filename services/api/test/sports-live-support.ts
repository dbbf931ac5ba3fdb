import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';

/** A live-channel client for tests: connects to a listening app, records every frame, waits for the ones asked for. */
export class LiveTestClient {
  readonly frames: Array<Record<string, unknown>> = [];
  private waiters: Array<() => void> = [];
  closed = false;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Record<string, unknown>);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', () => {
      this.closed = true;
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async connect(app: FastifyInstance): Promise<LiveTestClient> {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening');
    const ws = new WebSocket(`ws://127.0.0.1:${address.port}/sports/live`);
    const client = new LiveTestClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first recorded frame (from `from` on) that matches; waits for it up to `ms`. */
  async next(match: (f: Record<string, unknown>) => boolean, from = 0, ms = 5_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (this.closed) throw new Error(`socket closed; frames: ${JSON.stringify(this.frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame in ${ms} ms; frames: ${JSON.stringify(this.frames).slice(0, 2000)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Every market item of the topic received in batches, in order. */
  marketItems(topic: string): Array<Record<string, unknown>> {
    return this.frames
      .filter((f) => f.t === 'batch')
      .flatMap((f) => f.items as Array<{ topic: string; market?: Record<string, unknown> }>)
      .filter((i) => i.topic === topic && i.market)
      .map((i) => i.market!);
  }

  close(): void {
    this.ws.close();
  }
}
