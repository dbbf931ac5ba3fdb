import type { FastifyInstance } from 'fastify';
import { routeSchema, type RouteSpec } from './route';

export type RouteSpecs = Record<string, Omit<RouteSpec, 'tags'>>;

/**
 * Gives each route of a plugin its schema from a table keyed "METHOD /path" (the path inside the plugin, as the
 * route declares it), for route files whose handlers are long: the table sits beside them and the route-schema test
 * (test/route-schemas.test.ts) fails on any route left out. Call before the routes are registered.
 */
export function schemasByRoute(app: FastifyInstance, tags: string[], specs: RouteSpecs, prefix = ''): void {
  app.addHook('onRoute', (route) => {
    if (route.schema || route.method === 'HEAD') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const path = route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url;
    const spec = specs[`${methods[0]} ${path}`];
    if (!spec) return;
    // A guard may say what it requires (the operator guard names its permission): the document says it too.
    const guards = [route.preHandler].flat().filter(Boolean) as Array<{ routeNote?: string }>;
    const notes = guards.map((g) => g.routeNote).filter((n): n is string => !!n);
    const description = [...notes, spec.description].filter(Boolean).join(' ') || undefined;
    route.schema = routeSchema({ tags, ...spec, description }) as NonNullable<typeof route.schema>;
  });
}
