import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { routeSchema } from '../../http/schemas/route';
import { SiteSettingsResponse, SiteVersion } from '@khel/shared/contracts';
import { LANGUAGES, languagesList } from './languages';
import { domainFromQuery, findSite, maintenanceOf } from '../../site/site-repo';
import { searchRoutes } from './search-routes';

/** /site: the start-up calls (version, settings), the language resource files and search (search-routes.ts). */
export async function sitePlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  const tags = ['site'];
  const domain = { domain: 'The site (host name, port ignored); the configured default when absent. Refused: "Domain must be a host name"' };
  const noSite = { 404: 'No site is configured for the domain "<domain>"', 422: 'Domain must be a host name' };

  const versionSchema = routeSchema({ tags, summary: 'Site version and maintenance window (polled by every page)', query: domain, data: SiteVersion, refusals: noSite });
  app.get('/version', { schema: versionSchema }, async (request) => {
    const site = await findSite(db, domainFromQuery(request.query, config.defaultDomain));
    return ok({ version: String(site.version), maintenance: maintenanceOf(site) });
  });

  const settingsSchema = routeSchema({ tags, summary: "The operator's settings for the domain, its languages, casino URL and bonus list", query: domain, data: SiteSettingsResponse, refusals: noSite });
  app.get('/settings', { schema: settingsSchema }, async (request) => {
    const site = await findSite(db, domainFromQuery(request.query, config.defaultDomain));
    const settings = site.settings ?? {};
    return ok({
      siteSetting: { ...settings, domain_name: site.domain, languagesList: languagesList(settings.languagesList) },
      // Unset: our own lobby, through the sports service's base URL as runtime-config.js gives it to the page.
      casino_url: site.casino_url || `${config.serviceUrls.sports}/casino/lobby`,
      bonus_data: site.bonus_data ?? [],
    });
  });

  const languageSchema = routeSchema({
    tags,
    summary: 'A language resource file: every English text (the key) and its translation',
    params: { file: '<code>.json, e.g. hi.json' },
    answer: { 200: { type: 'object', additionalProperties: { type: 'string' } } },
    refusals: { 404: 'Language file "<file>" not found' },
  });
  app.get<{ Params: { file: string } }>('/languages/:file', { schema: languageSchema }, async (request, reply) => {
    const match = /^([a-z]{2,3})\.json$/.exec(request.params.file);
    const language = match ? LANGUAGES[match[1]!] : undefined;
    if (!match || !language) throw notFound(`Language file "${String(request.params.file).slice(0, 40)}" not found`);
    reply.header('cache-control', 'public, max-age=300');
    return language.resource();
  });

  await app.register(searchRoutes);
}
