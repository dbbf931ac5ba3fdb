import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/reply';
import { operatorOnce as once } from '../../http/idempotency';
import { bodyOf, idParam } from '../../ops/input';
import { actorOf, requireOperator } from '../../ops/operator-auth';
import { addMasterAccount, addPaymentMethod, listMasterAccounts, listPaymentMethods, updateMasterAccount, updatePaymentMethod } from '../../ops/payment-config';
import { forgetPageOrigins } from '../../casino/page-origins';
import { readSiteConfig, saveSiteConfig, siteIdOf } from '../../ops/site-config';
import { readWalletConfig, saveWalletConfig } from '../../ops/wallet-config';
import { domainFromQuery } from '../../site/site-repo';

/** /ops/config/*: the site's wallet configuration, payment methods, master accounts, maintenance and announcement. Admin only. */
export async function opsConfigRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const admin = { preHandler: requireOperator('config.manage') };
  const domainOf = (request: FastifyRequest) => domainFromQuery(request.query, config.defaultDomain);

  app.get('/config/wallet', admin, async (request) => ok(await readWalletConfig(db, await siteIdOf(db, domainOf(request)))));
  app.put('/config/wallet', admin, async (request) => {
    const body = bodyOf(request.body);
    const saved = await once(request, 'config.wallet', async (q) =>
      saveWalletConfig(q, await siteIdOf(q, domainOf(request)), body, actorOf(request.operator!), app.deps.now()),
    );
    return ok(saved, 'Wallet configuration saved');
  });

  app.get('/config/payment-methods', admin, async (request) => ok(await listPaymentMethods(db, await siteIdOf(db, domainOf(request)))));
  app.post('/config/payment-methods', admin, async (request) => {
    const body = bodyOf(request.body);
    const added = await once(request, 'config.payment-methods.add', async (q) =>
      addPaymentMethod(q, await siteIdOf(q, domainOf(request)), body, actorOf(request.operator!), app.deps.now()),
    );
    return ok(added, 'Payment method added');
  });
  app.patch<{ Params: { id: string } }>('/config/payment-methods/:id', admin, async (request) => {
    const id = idParam(request.params.id, 'Payment method id must be a number');
    const body = bodyOf(request.body);
    const saved = await once(request, `config.payment-methods.${id}`, async (q) =>
      updatePaymentMethod(q, await siteIdOf(q, domainOf(request)), id, body, actorOf(request.operator!), app.deps.now()),
    );
    return ok(saved, 'Payment method saved');
  });

  app.get('/config/master-accounts', admin, async (request) => ok(await listMasterAccounts(db, await siteIdOf(db, domainOf(request)))));
  app.post('/config/master-accounts', admin, async (request) => {
    const body = bodyOf(request.body);
    const added = await once(request, 'config.master-accounts.add', async (q) =>
      addMasterAccount(q, await siteIdOf(q, domainOf(request)), body, actorOf(request.operator!), app.deps.now()),
    );
    return ok(added, 'Master account added');
  });
  app.patch<{ Params: { id: string } }>('/config/master-accounts/:id', admin, async (request) => {
    const id = idParam(request.params.id, 'Master account id must be a number');
    const body = bodyOf(request.body);
    const saved = await once(request, `config.master-accounts.${id}`, async (q) =>
      updateMasterAccount(q, await siteIdOf(q, domainOf(request)), id, body, actorOf(request.operator!), app.deps.now()),
    );
    return ok(saved, 'Master account saved');
  });

  app.get('/config/site', admin, async (request) => ok(await readSiteConfig(db, domainOf(request))));
  app.put('/config/site', admin, async (request) => {
    const body = bodyOf(request.body);
    const saved = await once(request, 'config.site', (q) => saveSiteConfig(q, domainOf(request), body, actorOf(request.operator!), app.deps.now()));
    forgetPageOrigins(db); // a new casino_url source reaches the pages' CSP at once
    return ok(saved, 'Site configuration saved');
  });
}
