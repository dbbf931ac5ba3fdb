import { randomUUID } from 'node:crypto';
import { Client, type Pool } from 'pg';
import { CHANGE_CHANNEL, type ChangeTransport, decodeChange, encodeChange, type PlayerChangeListener } from './player-changes';

/** How the LISTEN connection names itself in pg_stat_activity. */
export const CHANGE_LISTENER_NAME = 'khel-player-changes';
const RETRY_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * Player changes between API processes on one PostgreSQL: NOTIFY through the pool, LISTEN on a connection of its
 * own that is reopened whenever it drops.
 */
export function postgresChangeTransport(connectionString: string, pool: Pool): ChangeTransport {
  const sender = randomUUID().slice(0, 8);
  let client: Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = (onChange: PlayerChangeListener, onLinkUp: (up: boolean) => void, attempt: number): void => {
    if (stopped) return;
    const c = new Client({ connectionString, application_name: CHANGE_LISTENER_NAME });
    client = c;
    let up = false;
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      c.removeAllListeners('notification');
      c.end().catch(() => undefined);
      if (up) onLinkUp(false);
      if (!stopped) retry = setTimeout(() => connect(onChange, onLinkUp, up ? 0 : attempt + 1), RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
      const change = decodeChange(message.payload);
      if (change.sender !== sender && change.userIds.length) onChange(change.userIds);
    });
    c.connect()
      .then(() => c.query(`LISTEN ${CHANGE_CHANNEL}`))
      .then(() => {
        if (client !== c) return;
        up = true;
        onLinkUp(true);
      })
      .catch(lost);
  };

  return {
    async send(userIds) {
      // The NOTIFY's own little transaction need not wait for its commit to reach disk.
      await pool.query(`SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2)`, [CHANGE_CHANNEL, encodeChange(sender, userIds)]);
    },
    start(onChange, onLinkUp) {
      connect(onChange, onLinkUp, 0);
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
