import type { FastifyInstance } from 'fastify';
import { ChangePasswordDto, ForgotPasswordDto, LoginDto, RegisterDto, SendOtpDto, USER_MESSAGES } from '@khel/shared/validation';
import { pgErrorCode } from '../../db/db';
import { requirePlayer } from '../../auth/player-guard';
import { endGameSessions, endPlayerSessions, refreshPlayerSession, startPlayerSession } from '../../auth/sessions';
import { badRequest, unauthorized, unprocessable } from '../../http/errors';
import { ok } from '../../http/reply';
import { parseBody } from '../../http/validate';
import { routeSchema, type RouteSpec } from '../../http/schemas/route';
import { LoginResult, OtpSent, SessionToken } from '@khel/shared/contracts';
import { creditPlayer } from '../../ledger';
import { consumeOtp, OTP_SEND_THROTTLE, OTP_VERIFY_THROTTLE } from '../../otp/otp';
import { deliverOtp } from '../../otp/deliver';
import { AUTH_MESSAGES as M } from './messages';
import { DEMO_LOGIN_THROTTLE } from './demo-throttle';
import { accountKey, LOGIN_THROTTLED_MESSAGE, PLAYER_LOGIN_THROTTLE } from './login-throttle';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../auth/passwords';
import { createUser, findUserBy, findUserIdByReferCode } from '../../user/users-repo';
import { userView } from './user-view';
import { recordServerDevices, serverDeviceMarks } from '../../refer/device-cookie';
import { deviceIdOf, recordSignup } from '../../refer/signup';
import { checkSignUpAge, recordDateOfBirth } from '../../protection/date-of-birth';

async function hasWithdrawPassword(db: FastifyInstance['deps']['db'], userId: string): Promise<boolean> {
  const { rows } = await db.query<{ set: boolean }>('SELECT withdraw_password_hash IS NOT NULL AS set FROM users WHERE id = $1', [userId]);
  return Boolean(rows[0]?.set);
}

/** Not an argon2 hash, so no password ever matches it: a demo player signs in only through demo login. */
const NO_PASSWORD = '!no-password';

/** Demo players start with play money so the games can be tried; the wallet refuses them. */
export const DEMO_START_BALANCE_PAISE = 1_500_000n;

/** /user/auth/*: OTP, sign-up, login (mobile or user ID), demo login, password reset and change, logout, refresh. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const deps = app.deps;
  const session = (now: Date) => ({ secret: deps.secrets.jwt, ttlSeconds: deps.config.sessionTtlSeconds, maxAgeSeconds: deps.config.refreshMaxAgeSeconds, now });

  const tags = ['user: auth'];
  const schema = (spec: Omit<RouteSpec, 'tags'>) => ({ schema: routeSchema({ tags, ...spec }) });
  const otpRefusals = { 400: 'The OTP throttle and OTP check messages (src/otp), e.g. "Invalid OTP"' };

  app.post('/auth/send-otp', schema({ summary: 'Send an OTP by SMS for sign-up or password reset (same answer whether or not the number is registered)', body: SendOtpDto, data: OtpSent, message: M.otpSent, refusals: { 400: 'Too many OTP requests / SMS gateway failure' } }), async (request) => {
    const body = await parseBody(SendOtpDto, request.body);
    // Counted per number and per address before anything else, whatever the answer (src/otp OTP_SEND_THROTTLE).
    // OTP refusals are 400s so the client shows their text (SPEC §8 shows a generic text for 429).
    const gate = await deps.throttles.take(OTP_SEND_THROTTLE, { account: body.mobile, address: request.ip });
    if (!gate.ok) throw badRequest(gate.message);
    // The same answer, the same work and the same SMS whether or not the number has an account, for every purpose
    // (issue 11 point 7): send-otp never tells who is registered. A sign-up code for a registered number and a reset
    // code for an unknown one are sent but lead nowhere: register and forgot-password refuse them.
    // An SMS gateway failure is a clear 400 (otp/http-sender) and leaves no undelivered code behind.
    await deliverOtp(db, deps.otpSender, { mobile: body.mobile, purpose: body.type, secret: deps.secrets.jwt, now: deps.now() });
    return ok({ expires_in: 300 }, M.otpSent);
  });

  app.post('/auth/register', schema({ summary: 'Sign up with mobile, OTP and password; answers a session', body: RegisterDto, data: LoginResult, message: M.registered, refusals: { 400: `${M.mobileTaken} / ${M.badReferCode} / ${otpRefusals[400]}` } }), async (request, reply) => {
    const body = await parseBody(RegisterDto, request.body);
    const serverMarks = serverDeviceMarks(request, reply); // refer: the signed device cookie and the address (issue 27 L2)
    const now = deps.now();
    checkSignUpAge(body.date_of_birth, now);
    const otpTry = { account: body.mobile, address: request.ip };
    const gate = await deps.throttles.take(OTP_VERIFY_THROTTLE, otpTry);
    if (!gate.ok) throw badRequest(gate.message);
    const outcome = await db
      .tx(async (q) => {
        if (await findUserBy(q, 'mobile', body.mobile)) return { refused: M.mobileTaken };
        const referredBy = body.refer_code ? await findUserIdByReferCode(q, body.refer_code) : undefined;
        if (body.refer_code && !referredBy) return { refused: M.badReferCode };
        const otp = await consumeOtp(q, { mobile: body.mobile, purpose: 'register', code: body.otp, secret: deps.secrets.jwt, now });
        if (!otp.ok) return { refused: otp.message };
        // Hashed only once the OTP is right: nobody can make the server spend argon2 time with guessed codes.
        const passwordHash = await hashPassword(body.password);
        // A player who chose their own password is not forced to change it: last_login_at is set.
        const user = await createUser(q, { mobile: body.mobile, passwordHash, referredBy, lastLoginAt: now });
        await recordSignup(q, { userId: user.id, referrerId: referredBy ?? null, deviceId: deviceIdOf(request.headers), at: now }); // refer: the code and device at sign-up
        await recordServerDevices(q, user.id, serverMarks, now);
        await recordDateOfBirth(q, user.id, body.date_of_birth);
        const issued = await startPlayerSession(q, user.id, session(now));
        return { token: issued.token, exp: issued.exp, user: await userView(q, user) };
      })
      .catch((error: unknown) => {
        if (pgErrorCode(error) === '23505') return { refused: M.mobileTaken };
        throw error;
      });
    if ('refused' in outcome) throw badRequest(outcome.refused!);
    await deps.throttles.succeeded(OTP_VERIFY_THROTTLE, otpTry);
    return ok(outcome, M.registered);
  });

  app.post('/auth/login', schema({ summary: 'Log in by mobile (type 1) or user ID (type 2)', body: LoginDto, data: LoginResult, message: M.loggedIn, refusals: { 400: 'Too many wrong passwords (throttle message)', 401: `${M.badMobileLogin} / ${M.badUserIdLogin} / ${M.blocked}` } }), async (request) => {
    const body = await parseBody(LoginDto, request.body);
    // LoginDto requires the one the type names; checked again here rather than asserted.
    const id = body.type === 1 ? body.mobile : body.user_id;
    if (typeof id !== 'string') throw unprocessable([body.type === 1 ? USER_MESSAGES.mobileRequired : USER_MESSAGES.userIdRequired]);
    const who = { account: accountKey(body.type, id), address: request.ip };
    const now = deps.now();
    // Counted before the password is checked, in one step (src/throttle): a burst of guesses cannot all be tried.
    // 400 so the client shows the text (a 401 to a call without a session reads the same, SPEC §8).
    const gate = await deps.throttles.take(PLAYER_LOGIN_THROTTLE, who);
    if (!gate.ok) throw badRequest(gate.message);
    const user = await findUserBy(db, body.type === 1 ? 'mobile' : 'user_name', id);
    const valid = user ? await verifyPassword(user.password_hash, body.password) : await verifyAgainstNothing(body.password);
    if (!user || !valid) throw unauthorized(body.type === 1 ? M.badMobileLogin : M.badUserIdLogin);
    await deps.throttles.succeeded(PLAYER_LOGIN_THROTTLE, who);
    if (user.blocked) throw unauthorized(M.blocked);
    const data = await db.tx(async (q) => {
      const issued = await startPlayerSession(q, user.id, session(now));
      // A null last_login_at means "must change password first" (SPEC §2 guard), so only a set one advances.
      const { rows } = await q.query<{ last_login_at: Date | null }>(
        'UPDATE users SET last_login_at = CASE WHEN last_login_at IS NULL THEN NULL ELSE $2::timestamptz END WHERE id = $1 RETURNING last_login_at',
        [user.id, now],
      );
      return { token: issued.token, exp: issued.exp, user: await userView(q, { ...user, last_login_at: rows[0]!.last_login_at }) };
    });
    return ok(data, M.loggedIn);
  });

  app.post('/auth/demo-login', schema({ summary: 'Create a demo player with play money and log in', body: { type: 'object', description: 'Empty' }, data: LoginResult, message: M.loggedIn, refusals: { 400: 'Too many demo logins from this address' } }), async (request) => {
    const now = deps.now();
    // Counted and checked in one step before the player is made (src/throttle); 400 so the client shows the text.
    const gate = await deps.throttles.take(DEMO_LOGIN_THROTTLE, { address: request.ip });
    if (!gate.ok) throw badRequest(gate.message);
    const data = await db.tx(async (q) => {
      const user = await createUser(q, { namePrefix: 'DEMO', mobile: null, passwordHash: NO_PASSWORD, isDemo: true, lastLoginAt: now });
      await creditPlayer(q, { userId: user.id, amountPaise: DEMO_START_BALANCE_PAISE, kind: 'demo_credit', idempotencyKey: `demo-start:${user.id}`, memo: { demo: true } });
      const issued = await startPlayerSession(q, user.id, session(now));
      return { token: issued.token, exp: issued.exp, user: await userView(q, user) };
    });
    return ok(data, M.loggedIn);
  });

  app.post('/auth/forgot-password', schema({ summary: 'Reset the password with an OTP; ends every session', body: ForgotPasswordDto, data: null, message: M.passwordChanged, refusals: { 400: `${M.mobileUnknown} / ${otpRefusals[400]}` } }), async (request) => {
    const body = await parseBody(ForgotPasswordDto, request.body);
    const user = await findUserBy(db, 'mobile', body.mobile);
    if (!user) throw badRequest(M.mobileUnknown);
    const now = deps.now();
    const otpTry = { account: body.mobile, address: request.ip };
    const gate = await deps.throttles.take(OTP_VERIFY_THROTTLE, otpTry);
    if (!gate.ok) throw badRequest(gate.message);
    const refused = await db.tx(async (q) => {
      const otp = await consumeOtp(q, { mobile: body.mobile, purpose: 'forgot', code: body.otp, secret: deps.secrets.jwt, now });
      if (!otp.ok) return otp.message;
      await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, await hashPassword(body.password)]);
      // A reset password ends every session: whoever knew the old one is logged out.
      await endPlayerSessions(q, user.id, 'password_reset', now);
      return undefined;
    });
    if (refused) throw badRequest(refused);
    await deps.throttles.succeeded(OTP_VERIFY_THROTTLE, otpTry);
    return ok(null, M.passwordChanged);
  });

  app.post('/auth/change-password', { preHandler: requirePlayer, ...schema({ summary: 'Change the password (and set the withdrawal password while none is set); ends the other sessions', security: 'player', body: ChangePasswordDto, data: null, message: M.passwordChanged, refusals: { 400: `${M.badCurrentPassword} / ${M.withdrawPasswordAlreadySet} / ${LOGIN_THROTTLED_MESSAGE}` } }) }, async (request) => {
    const body = await parseBody(ChangePasswordDto, request.body);
    const { userId, sessionId } = request.player!;
    const user = await findUserBy(db, 'id', userId);
    if (!user) throw unauthorized();
    // Issue 27 M2: the withdrawal password is set here only while the player has none; once set it changes only
    // with itself (update-txn-password) or an OTP (transaction-password/verify-otp), never with the login password.
    if (body.withdraw_password && (await hasWithdrawPassword(db, userId))) throw badRequest(M.withdrawPasswordAlreadySet);
    // The current password is guessed no faster here than at login: the login throttle, on the login's own keys.
    const who = { account: user.mobile ? accountKey(1, user.mobile) : accountKey(2, user.user_name), address: request.ip };
    const gate = await deps.throttles.take(PLAYER_LOGIN_THROTTLE, who);
    if (!gate.ok) throw badRequest(gate.message);
    // 400, not 401: a 401 would log the player out (SPEC §8) for a typo.
    if (!(await verifyPassword(user.password_hash, body.current_password))) throw badRequest(M.badCurrentPassword);
    await deps.throttles.succeeded(PLAYER_LOGIN_THROTTLE, who);
    const passwordHash = await hashPassword(body.new_password);
    const withdrawHash = body.withdraw_password ? await hashPassword(body.withdraw_password) : null;
    const now = deps.now();
    await db.tx(async (q) => {
      await q.query(
        `UPDATE users SET password_hash = $2, withdraw_password_hash = COALESCE($3, withdraw_password_hash), last_login_at = $4 WHERE id = $1`,
        [user.id, passwordHash, withdrawHash, now],
      );
      // Whoever knew the old password is logged out everywhere else, their games and sockets too (issue 27 M2, M4).
      await endPlayerSessions(q, user.id, 'password_change', now, sessionId);
      await endGameSessions(q, user.id, now);
    });
    await app.notifications.endPlayer(user.id);
    return ok(null, M.passwordChanged);
  });

  app.post('/auth/logout', { preHandler: requirePlayer, ...schema({ summary: 'Log out: ends every session of the player, their game sessions and live sockets', security: 'player', body: { type: 'object', description: 'Empty' }, data: null, message: M.loggedOut }) }, async (request) => {
    // Issue 27 M4: one session end. Every session of the player (so every token a refresh made) ends, their casino
    // and built-in game sessions stop, and their sockets are closed on every process.
    const { userId } = request.player!;
    const now = deps.now();
    await db.tx(async (q) => {
      await endPlayerSessions(q, userId, 'logout', now);
      await endGameSessions(q, userId, now);
    });
    await app.notifications.endPlayer(userId);
    return ok(null, M.loggedOut);
  });

  app.post('/auth/refresh', { preHandler: requirePlayer, ...schema({ summary: 'A new token (a rotated session, within KHEL_REFRESH_MAX_AGE of the login); the old token ends 30 s later', security: 'player', body: { type: 'object', description: 'Empty' }, data: SessionToken }) }, async (request) => {
    const issued = await refreshPlayerSession(db, request.player!.sessionId, request.player!.userId, session(deps.now()));
    return ok({ token: issued.token, exp: issued.exp });
  });
}
