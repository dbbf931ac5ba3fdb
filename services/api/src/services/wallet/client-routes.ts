import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/reply';
import { configView } from '../../wallet/config-repo';
import { createDepositRequest } from '../../wallet/deposits';
import { requireWalletPlayer } from '../../wallet/guard';
import { playerOnce as once } from '../../http/idempotency';
import { masterList } from '../../wallet/master-list';
import { checkDeposit, depositStanding, refuseIfOnBreak } from '../../protection/enforce';
import { protectionStanding } from '../../protection/standing';
import { paiseToRupees } from '../../wallet/money';
import { rupeesToPaise } from '../../wallet/money';
import { deletePayoutAccount, insertPayoutAccount, listPayoutAccounts, parseNewPayoutAccount, PAYOUT_MESSAGES } from '../../wallet/payout-accounts';
import { siteIdOf } from '../../wallet/site';
import { cancelTransaction, CANCEL_MESSAGES, findOwnTransaction, listTransactions, transactionView } from '../../wallet/transactions';
import { checkWithdrawPassword, resetWithdrawPassword, sendWithdrawPasswordOtp, TXN_PASSWORD_MESSAGES, updateWithdrawPassword } from '../../wallet/txn-password';
import { badRequest, unprocessable } from '../../http/errors';
import { GATEWAY_MESSAGES, startGatewayPayment } from '../../wallet/gateway/sessions';
import { originOf, type WalletContext } from './context';

/** /wallet/client/*: the player's deposit, history, payout-account and withdrawal-password calls. */
export function clientRoutes(ctx: WalletContext) {
  return async (app: FastifyInstance): Promise<void> => {
    const { db } = app.deps;
    const deps = app.deps;
    app.addHook('preHandler', requireWalletPlayer);

    app.get('/client/config', async (request) => ok(await configView(db, await siteIdOf(request))));

    // Protection before payment (issue 31 item 4): the deposit screen asks first; nothing of the payment details is
    // shown (or answered, below) to a player on a break or past their deposit limit.
    app.get('/client/deposit-standing', async (request) => {
      const s = await depositStanding(db, request.player!.userId, deps.now());
      return ok({
        can_deposit: s.canDeposit, reason: s.reason, until: s.until ? s.until.toISOString() : null, message: s.message,
        headroom: s.headroom === null ? null : paiseToRupees(s.headroom), limit_period: s.limit?.period ?? null,
        limit_amount: s.limit ? paiseToRupees(s.limit.amount) : null,
      });
    });

    app.get('/client/accounts-master-list', async (request) => {
      const raw = (request.query as Record<string, unknown>).amount;
      const amount = raw === undefined || raw === '' ? undefined : rupeesToPaise(raw);
      if (raw !== undefined && raw !== '' && amount === undefined) throw unprocessable(['Amount must be a number with at most 2 decimals']);
      // The bank and UPI details are never answered on a break, nor for an amount past a deposit limit (400, why).
      const userId = request.player!.userId;
      if (amount === undefined) refuseIfOnBreak(await protectionStanding(db, userId, deps.now()));
      else await db.tx((q) => checkDeposit(q, userId, amount, deps.now()));
      return ok(await masterList(db, await siteIdOf(request), amount, { onlinePayment: Boolean(ctx.gateway) }));
    });

    app.post('/client/client-account-transaction', async (request) => {
      const result = await createDepositRequest(
        { db, driver: ctx.uploads, userId: request.player!.userId, siteId: await siteIdOf(request), body: request.body, now: deps.now() },
        (work) => once(request, 'deposit', work),
      );
      return ok(result.data, result.message);
    });

    app.get('/client/client-account-transaction', async (request) =>
      ok(await listTransactions(db, request.player!.userId, request.query as Record<string, unknown>, deps.now())),
    );

    app.get<{ Params: { id: string } }>('/client/client-account-transaction/:id', async (request) =>
      ok(transactionView(await findOwnTransaction(db, request.player!.userId, request.params.id))),
    );

    app.patch<{ Params: { id: string } }>('/client/cancel-transaction-request/:id', async (request) => {
      const data = await once(request, `cancel:${request.params.id}`, (q) => cancelTransaction(q, request.player!.userId, request.params.id, deps.now()));
      return ok(data, CANCEL_MESSAGES.done);
    });

    app.get('/client/payment-url', async (request) => {
      const query = request.query as Record<string, unknown>;
      if (!ctx.gateway) throw badRequest(GATEWAY_MESSAGES.unavailable);
      const url = await startGatewayPayment(db, ctx.gateway, {
        userId: request.player!.userId,
        siteId: await siteIdOf(request),
        amount: query.amount,
        masterAccountId: query.master_account_id,
        now: deps.now(),
        origin: originOf(request),
      });
      return ok({ url });
    });

    app.get('/client/client-account', async (request) => ok(await listPayoutAccounts(db, request.player!.userId, await siteIdOf(request))));

    app.post('/client/create-client-account', async (request) => {
      const userId = request.player!.userId;
      const parsed = await parseNewPayoutAccount(db, ctx.uploads, userId, await siteIdOf(request), request.body);
      await checkWithdrawPassword(app, userId, parsed.password, request.ip);
      const data = await once(request, 'create-client-account', async (q) => ({ client_account_id: await insertPayoutAccount(q, userId, parsed.row, deps.now()) }));
      return ok(data, PAYOUT_MESSAGES.added);
    });

    app.delete<{ Params: { id: string } }>('/client/delete-client-account/:id', async (request) => {
      await once(request, `delete-client-account:${request.params.id}`, async (q) => {
        await deletePayoutAccount(q, request.player!.userId, request.params.id, deps.now());
        return { deleted: true };
      });
      return ok(null, PAYOUT_MESSAGES.deleted);
    });

    app.post('/client/transaction-password/send-otp', async (request) =>
      ok(await sendWithdrawPasswordOtp(app, request.player!.userId, request.ip), TXN_PASSWORD_MESSAGES.otpSent),
    );

    app.post('/client/transaction-password/verify-otp', async (request) => {
      await resetWithdrawPassword(app, request.player!.userId, request.body, request.ip, request.player!.sessionId);
      return ok(null, TXN_PASSWORD_MESSAGES.reset);
    });

    app.post('/client/update-txn-password', async (request) => {
      await updateWithdrawPassword(app, request.player!.userId, request.body, request.ip, request.player!.sessionId);
      return ok(null, TXN_PASSWORD_MESSAGES.updated);
    });
  };
}
