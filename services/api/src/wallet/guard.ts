import type { FastifyReply, FastifyRequest } from 'fastify';
import { WALLET_MESSAGES } from '@khel/shared/validation';
import { requirePlayer } from '../auth/player-guard';
import { forbidden } from '../http/errors';

/** preHandler of every wallet call: a logged-in player who is not a demo user. */
export async function requireWalletPlayer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requirePlayer(request, reply);
  if (request.player!.isDemo) throw forbidden(WALLET_MESSAGES.demoRefused);
}
