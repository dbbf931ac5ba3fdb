import type { FastifyInstance } from 'fastify';
import { ClickBet } from '@khel/shared/contracts';
import { ClickBetDto, USER_MESSAGES } from '@khel/shared/validation';
import { requirePlayer, SESSION_ENDED_MESSAGE } from '../../auth/player-guard';
import { unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { routeSchema, type RouteSpec } from '../../http/schemas/route';
import { parseBody } from '../../http/validate';
import { getClickBet, saveClickBet } from '../../user/click-bet';

export const CLICK_BET_SAVED = 'One-click betting saved';

/** /user/api/click-bet (issue 30 item 3): the player's one-click betting setting, kept on the server. */
export async function clickBetRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const schema = (spec: Omit<RouteSpec, 'tags'>) => ({ preHandler: requirePlayer, schema: routeSchema({ tags: ['user: account'], security: 'player', ...spec }) });

  app.get('/api/click-bet', schema({ summary: 'One-click betting: on or off (off by default), the 4 one-click stakes and the selected one', data: ClickBet }), async (request) => {
    const setting = await getClickBet(db, request.player!.userId);
    if (!setting) throw unauthorized(SESSION_ENDED_MESSAGE);
    return ok(setting);
  });

  app.put(
    '/api/click-bet',
    schema({
      summary: 'Save one-click betting: the fields sent change',
      body: ClickBetDto,
      data: ClickBet,
      message: CLICK_BET_SAVED,
      refusals: { 422: `"${USER_MESSAGES.stakesCount}", "${USER_MESSAGES.stakeRange}", "${USER_MESSAGES.clickBetStake}"` },
    }),
    async (request) => {
      const body = await parseBody(ClickBetDto, request.body);
      const setting = await saveClickBet(db, request.player!.userId, body);
      if (!setting) throw unauthorized(SESSION_ENDED_MESSAGE);
      return ok(setting, CLICK_BET_SAVED);
    },
  );
}
