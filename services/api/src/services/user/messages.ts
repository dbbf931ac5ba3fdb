/** Server-side refusals of the user service (validation messages live with the shared DTOs). */
export const AUTH_MESSAGES = {
  mobileTaken: 'This mobile number is already registered',
  mobileUnknown: 'No account is registered with this mobile number',
  badMobileLogin: 'Invalid mobile number or password',
  badUserIdLogin: 'Invalid user ID or password',
  blocked: 'Your account is blocked. Please contact support.',
  badReferCode: 'Invalid refer code',
  badCurrentPassword: 'Current password is incorrect',
  withdrawPasswordAlreadySet: 'Your withdrawal password is already set. Change it with your current withdrawal password, or reset it with an OTP.',
  otpSent: 'OTP sent successfully',
  registered: 'Registered successfully',
  loggedIn: 'Logged in successfully',
  passwordChanged: 'Password changed successfully',
  loggedOut: 'Logged out successfully',
  stakesSaved: 'Saved Successfully',
} as const;
