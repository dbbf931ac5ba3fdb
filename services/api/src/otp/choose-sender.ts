import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { HttpOtpSender, renderSmsBody } from './http-sender';
import { LogOtpSender, type OtpSender } from './sender';

/**
 * The OTP sender the configuration names, or a start-up refusal (issue 11 point 7): production never runs the log
 * sender (it writes every code to the log), and the HTTP sender needs its gateway URL. `smsAuth` is KHEL_SMS_AUTH,
 * or the sealed `sms_auth` credential from the database when the variable is unset.
 */
export function createOtpSender(config: Config, log: FastifyBaseLogger, smsAuth: string | undefined): OtpSender {
  if (config.otpSender === 'log') {
    if (config.production) {
      throw new Error(
        'NODE_ENV=production refuses to start with KHEL_OTP_SENDER=log: the log sender writes every OTP to the server log. Set KHEL_OTP_SENDER=http with KHEL_SMS_URL (and KHEL_SMS_AUTH, KHEL_SMS_BODY) for your SMS gateway.',
      );
    }
    return new LogOtpSender(log);
  }
  if (!config.sms.url) throw new Error('KHEL_OTP_SENDER=http needs KHEL_SMS_URL: the SMS gateway address OTPs are POSTed to.');
  if (config.sms.bodyTemplate !== undefined) {
    try {
      JSON.parse(renderSmsBody(config.sms.bodyTemplate, { mobile: '9000000000', code: '000000' }));
    } catch {
      throw new Error('KHEL_SMS_BODY must be a JSON document with {mobile} and {code} inside its strings, e.g. {"to":"{mobile}","text":"OTP {code}"}');
    }
  }
  return new HttpOtpSender({ url: config.sms.url, auth: smsAuth, bodyTemplate: config.sms.bodyTemplate }, log);
}
