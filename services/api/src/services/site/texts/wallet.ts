/**
 * The wallet's texts issue 16 added (packages/wallet/src): English key -> Hindi. The set-a-withdrawal-password
 * notice, why a disabled button cannot be pressed, and the three upload messages of SPEC §8 the wallet lacked.
 */
export const WALLET_TEXTS: Record<string, string> = {
  // withdrawal/SetPasswordNotice.tsx, NewAccountForm.tsx, PreviousAccounts.tsx
  'You have not set a withdrawal password yet.': 'आपने अभी तक निकासी पासवर्ड सेट नहीं किया है।',
  'You need it to add a payout account. Set one first:': 'भुगतान खाता जोड़ने के लिए इसकी ज़रूरत है। पहले इसे सेट करें:',
  'Set it on the Change Password page': 'पासवर्ड बदलें पेज पर सेट करें',
  'Set it with an OTP to your mobile': 'अपने मोबाइल पर आए OTP से सेट करें',
  'Set a withdrawal password first (see above).': 'पहले निकासी पासवर्ड सेट करें (ऊपर देखें)।',
  'Add an account with Use New Account first.': 'पहले नया खाता इस्तेमाल करें से एक खाता जोड़ें।',
  'You have not placed a bet yet. A withdrawal made before betting your deposit amount is flagged as suspicious.':
    'आपने अभी तक कोई दांव नहीं लगाया है। जमा राशि पर दांव लगाए बिना की गई निकासी को संदिग्ध माना जाता है।',
  // deposit/DepositStandingNotice.tsx: protection before payment (issue 31 item 4)
  'You are self-excluded until {{date}}. Deposits are closed until then; withdrawals stay open.':
    'आप {{date}} तक स्व-बहिष्कृत हैं। तब तक जमा बंद है; निकासी खुली रहती है।',
  'You are on a time-out until {{date}}. Deposits are closed until then; withdrawals stay open.':
    'आप {{date}} तक टाइम-आउट पर हैं। तब तक जमा बंद है; निकासी खुली रहती है।',
  'You have reached your {{period}} deposit limit of {{limit}}. You can deposit again from {{date}}.':
    'आप अपनी {{period}} की {{limit}} की जमा सीमा तक पहुँच गए हैं। आप {{date}} से फिर जमा कर सकते हैं।',
  'Your {{period}} deposit limit of {{limit}} leaves {{headroom}} to deposit now.':
    'आपकी {{period}} की {{limit}} की जमा सीमा में अभी {{headroom}} जमा किए जा सकते हैं।',
  'We could not check your deposit limits. Please try again.': 'हम आपकी जमा सीमाएँ जाँच नहीं सके। कृपया फिर से कोशिश करें।',
  '24-hour': '24 घंटे',
  '7-day': '7 दिन',
  '30-day': '30 दिन',
  // deposit/AmountStep.tsx, PaymentStep.tsx
  'Minimum deposit is {min}': 'न्यूनतम जमा राशि {min} है',
  'Please wait: the payment slip is uploading.': 'कृपया प्रतीक्षा करें: भुगतान पर्ची अपलोड हो रही है।',
  'Enter at least 11 digits of the UTR number.': 'UTR नंबर के कम से कम 11 अंक दर्ज करें।',
  'Please accept the terms to continue.': 'आगे बढ़ने के लिए कृपया शर्तें स्वीकार करें।',
  'No account is available for this method.': 'इस तरीके के लिए कोई खाता उपलब्ध नहीं है।',
  // api/upload-messages.ts (SPEC §8)
  'Error => Corrupted Image , Please Try With New Image': 'त्रुटि => छवि खराब है, कृपया नई छवि के साथ प्रयास करें',
  'Try again with different image!': 'किसी दूसरी छवि के साथ फिर से प्रयास करें!',
  'Failed to upload icon to storage': 'आइकन स्टोरेज में अपलोड नहीं हो सका',
};
