import { i18n } from '@khel/shared';
import type { PlayerNotification } from '@khel/shared/contracts';

interface Keys {
  title?: unknown;
  body?: unknown;
  params?: unknown;
}

/**
 * A notification's title and body in the page's language: the server keeps the texts' translation keys and
 * params in data.t (services/api/src/notifications/texts.ts); without them (an operator's announcement, written
 * in one language) the texts as sent.
 */
export function notificationText(n: Pick<PlayerNotification, 'title' | 'body' | 'data'>): { title: string; body: string } {
  const keys = (n.data?.t ?? null) as Keys | null;
  const params = keys && typeof keys.params === 'object' && keys.params !== null ? (keys.params as Record<string, unknown>) : {};
  const tr = (key: unknown, fallback: string) => (typeof key === 'string' && key ? i18n.t(key, { ...params, defaultValue: fallback }) : fallback);
  return { title: tr(keys?.title, n.title), body: tr(keys?.body, n.body) };
}
