import type { FastifyRequest } from 'fastify';
import { domainFromQuery, findSite } from '../site/site-repo';

/** The site a wallet call is about: `?domain=` or the configured default domain. */
export async function siteIdOf(request: FastifyRequest): Promise<string> {
  const { deps } = request.server;
  const site = await findSite(deps.db, domainFromQuery(request.query, deps.config.defaultDomain));
  return String(site.id);
}
