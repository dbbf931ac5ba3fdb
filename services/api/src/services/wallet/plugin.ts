import type { FastifyInstance } from 'fastify';
import { getOrCreateSealedSecret } from '../../lib/secrets';
import { stopUtrWorker } from '../../wallet/auto-utr';
import { SandboxGateway } from '../../wallet/gateway/sandbox';
import { createUploadDriver } from '../../wallet/uploads/uploads';
import { autoUtrRoute } from './auto-utr-route';
import { demoQrRoute } from './demo-qr-route';
import { clientRoutes } from './client-routes';
import type { WalletContext } from './context';
import { gatewayRoutes } from './gateway-routes';
import { uploadRoutes } from './upload-routes';
import { schemasByRoute } from '../../http/schemas/by-route';
import { WALLET_SCHEMAS } from './schemas';

/** /wallet: deposits, history, payout accounts, withdrawal password, uploads, the payment gateway. */
export async function walletPlugin(app: FastifyInstance): Promise<void> {
  const ctx: WalletContext = {
    uploads: await createUploadDriver(app),
    gateway: app.deps.config.paymentGateway === 'sandbox' ? new SandboxGateway(await getOrCreateSealedSecret(app.deps.db, app.deps.secretBox, 'gateway_sandbox')) : undefined,
  };
  schemasByRoute(app, ['wallet'], WALLET_SCHEMAS, app.prefix);
  await app.register(clientRoutes(ctx));
  await app.register(uploadRoutes(ctx));
  await app.register(gatewayRoutes(ctx));
  await app.register(autoUtrRoute);
  await app.register(demoQrRoute);
  app.addHook('onClose', async () => stopUtrWorker());
}
