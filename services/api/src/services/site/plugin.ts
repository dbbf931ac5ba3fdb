import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { ok } from '../../http/reply';
import { LANGUAGES, languagesList } from './languages';
import { domainFromQuery, findSite, maintenanceOf } from './site-repo';

/** /site: the start-up calls (version, settings) and the language resource files. */
export async function sitePlugin(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  app.get('/version', async (request) => {
    const site = await findSite(db, domainFromQuery(request.query, config.defaultDomain));
    return ok({ version: String(site.version), maintenance: maintenanceOf(site) });
  });

  app.get('/settings', async (request) => {
    const site = await findSite(db, domainFromQuery(request.query, config.defaultDomain));
    const settings = site.settings ?? {};
    return ok({
      siteSetting: { ...settings, domain_name: site.domain, languagesList: languagesList(settings.languagesList) },
      casino_url: site.casino_url || null,
      bonus_data: site.bonus_data ?? [],
    });
  });

  app.get<{ Params: { file: string } }>('/languages/:file', async (request, reply) => {
    const match = /^([a-z]{2,3})\.json$/.exec(request.params.file);
    const language = match ? LANGUAGES[match[1]!] : undefined;
    if (!match || !language) throw notFound(`Language file "${String(request.params.file).slice(0, 40)}" not found`);
    reply.header('cache-control', 'public, max-age=300');
    return language.resource();
  });
}
