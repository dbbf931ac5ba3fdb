import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PlayerSettings, ReferSummary } from '@khel/shared/contracts';
import { PlayerSettingsDto } from '@khel/shared/validation';
import { requirePlayer, SESSION_ENDED_MESSAGE } from '../../auth/player-guard';
import { unauthorized } from '../../http/errors';
import { ok } from '../../http/reply';
import { routeSchema, type RouteSpec } from '../../http/schemas/route';
import { parseBody } from '../../http/validate';
import { recordServerDevices, serverDeviceMarks } from '../../refer/device-cookie';
import { recordDevice } from '../../refer/devices';
import { referSummary } from '../../refer/player-view';
import { deviceIdOf } from '../../refer/signup';
import { getPlayerSettings, savePlayerSettings } from '../../refer/settings';

export const SETTINGS_SAVED = 'Settings saved';

/**
 * /user/refer (the player's code, link, rule, referred players and rewards) and /user/api/settings (time zone,
 * language, notifications on or off), issue 15. Refer lives in the user service: it is about the player's account
 * and sign-up, and its reward is paid by the account-events listener, not by a route.
 */
export async function referSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const schema = (tags: string[], spec: Omit<RouteSpec, 'tags'>) => ({ preHandler: requirePlayer, schema: routeSchema({ tags, security: 'player', ...spec }) });

  // The device the player uses (X-Khel-Device) is noted for the same-device check (src/refer/devices.ts).
  // What the server sees counts too, a signed device cookie and the address (issue 27 L2, src/refer/device-cookie.ts).
  const noteDevice = async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = request.player!.userId;
    const at = app.deps.now();
    await recordDevice(db, userId, deviceIdOf(request.headers), at);
    await recordServerDevices(db, userId, serverDeviceMarks(request, reply), at);
  };

  app.get('/refer', schema(['user: refer'], { summary: "The player's refer code and link, the reward rule, the players they referred (masked) and what they earned", data: ReferSummary }), async (request, reply) => {
    await noteDevice(request, reply);
    return ok(await referSummary(db, request.player!.userId));
  });

  app.get('/api/settings', schema(['user: account'], { summary: "The player's settings kept on the server", data: PlayerSettings }), async (request, reply) => {
    const settings = await getPlayerSettings(db, request.player!.userId);
    if (!settings) throw unauthorized(SESSION_ENDED_MESSAGE);
    await noteDevice(request, reply);
    return ok(settings);
  });

  app.put('/api/settings', schema(['user: account'], { summary: 'Save settings: the fields sent change', body: PlayerSettingsDto, data: PlayerSettings, message: SETTINGS_SAVED }), async (request) => {
    const body = await parseBody(PlayerSettingsDto, request.body);
    const settings = await savePlayerSettings(db, request.player!.userId, body);
    if (!settings) throw unauthorized(SESSION_ENDED_MESSAGE);
    return ok(settings, SETTINGS_SAVED);
  });
}
