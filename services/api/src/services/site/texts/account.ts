/**
 * The shell's account pages (packages/shell/src/pages: Login, ForgetPassword, ChangePassword, OtpPasswordForm):
 * English key -> Hindi, for the texts issue 16 added (the login prompt from a player's page, the withdraw password
 * section of change-password).
 */
export const ACCOUNT_TEXTS: Record<string, string> = {
  'Please log in to continue.': 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  'The withdraw password is asked for when you add a withdrawal account.': 'निकासी खाता जोड़ते समय निकासी पासवर्ड पूछा जाता है।',
};
