import { runtimeConfig } from '@khel/shared';
import type { LiveClientMessage, LiveServerMessage } from '@khel/shared/contracts';
import { fromLiveItem } from './convert';
import type { LiveUpdate } from './model';

/**
 * Live prices for one event over the sports service's WebSocket (GET /sports/live; protocol in
 * services/api/src/live/protocol.ts): subscribes to the event's topic and each market's, passes every snapshot and
 * change on as a LiveUpdate, and reconnects (resubscribing: the snapshots resync the page) when the socket closes
 * or stays silent for two heartbeats. Returns the way to stop.
 */

const RETRY_MS = [1000, 2000, 5000, 10_000];

/** The socket's address: the sports base URL (absolute or a site path) with ws(s). */
export function liveUrl(base = runtimeConfig().services.sports, page = window.location.href): string {
  const url = new URL(`${base.replace(/\/$/, '')}/live`, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

export function subscribeEvent(eventId: string, marketIds: string[], onUpdate: (update: LiveUpdate) => void): () => void {
  if (typeof WebSocket === 'undefined') return () => undefined;
  const topics = [`event:${eventId}`, ...marketIds.map((id) => `market:${id}`)];
  let socket: WebSocket | null = null;
  let stopped = false;
  let tries = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let heartbeatMs = 15_000;

  const watch = () => {
    clearTimeout(silence);
    silence = setTimeout(() => socket?.close(), heartbeatMs * 2);
  };
  const connect = () => {
    const ws = new WebSocket(liveUrl());
    socket = ws;
    ws.onopen = () => {
      tries = 0;
      ws.send(JSON.stringify({ op: 'sub', topics } satisfies LiveClientMessage));
      watch();
    };
    ws.onmessage = (e: MessageEvent) => {
      watch();
      let msg: LiveServerMessage;
      try {
        msg = JSON.parse(String(e.data)) as LiveServerMessage;
      } catch {
        return;
      }
      if (msg.t === 'hello') heartbeatMs = msg.heartbeat_ms || heartbeatMs;
      const items = msg.t === 'snap' ? [msg] : msg.t === 'batch' ? msg.items : [];
      for (const item of items) {
        const update = fromLiveItem(item);
        if (update) onUpdate(update);
      }
    };
    ws.onclose = () => {
      clearTimeout(silence);
      if (stopped || socket !== ws) return;
      retry = setTimeout(connect, RETRY_MS[Math.min(tries++, RETRY_MS.length - 1)]);
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearTimeout(silence);
    socket?.close();
    socket = null;
  };
}
