/** Never logged: passwords, OTPs, tokens, cookies. The OTP log sender writes its code on purpose, elsewhere. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirm_password',
  '*.current_password',
  '*.new_password',
  '*.transaction_password',
  '*.otp',
  '*.token',
];
