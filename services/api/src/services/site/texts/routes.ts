/**
 * Texts of issue 31 items 6 and 7 (every route in Hindi, e2e/hindi-routes.e2e.ts): the module frame's loader and
 * error panel, the logged-out prompts, the seeded announcements (the marquees), the sign-up and change-password
 * labels, the settings' display options, the FAQ and the policies, the wallet's "Amount", terms link and default
 * withdrawal rules, and a transaction's type and status.
 */
export const ROUTES_TEXTS: Record<string, string> = {
  'This section could not be loaded.': 'यह हिस्सा लोड नहीं हो सका।',
  'Loading chunk failed': 'पेज का हिस्सा लोड नहीं हुआ',
  'Log in to see your notifications.': 'अपनी सूचनाएँ देखने के लिए लॉग इन करें।',
  'Log in to see your open bets': 'अपने खुले दांव देखने के लिए लॉग इन करें',

  // The seeded announcements (site settings and the wallet's configuration); an operator's own text shows as written.
  'Welcome to Khel! Deposits are credited within 45 minutes.': 'खेल में आपका स्वागत है! जमा राशि 45 मिनट के भीतर जुड़ जाती है।',
  'Deposits are credited within minutes. Always pay into the accounts shown on this page.':
    'जमा राशि कुछ ही मिनटों में जुड़ जाती है। हमेशा इसी पेज पर दिखाए गए खातों में ही भुगतान करें।',

  'Refer Code (optional)': 'रेफ़र कोड (वैकल्पिक)',
  'Reset Password': 'पासवर्ड रीसेट करें',
  'Current Password': 'वर्तमान पासवर्ड',
  'New Password': 'नया पासवर्ड',
  'Withdraw Password': 'निकासी पासवर्ड',
  'Confirm Withdraw Password': 'निकासी पासवर्ड की पुष्टि करें',
  'Hide password': 'पासवर्ड छिपाएँ',
  'Show password': 'पासवर्ड दिखाएँ',

  'Balance and Exposure': 'बैलेंस और एक्सपोज़र',
  'Balance only': 'केवल बैलेंस',
  'Exposure only': 'केवल एक्सपोज़र',
  'Hide both': 'दोनों छिपाएँ',

  'How do I deposit?': 'मैं पैसे कैसे जमा करूँ?',
  'Open Deposit, enter the amount, pay into one of the accounts shown, then upload the payment slip with its UTR number.':
    'जमा खोलें, राशि दर्ज करें, दिखाए गए किसी एक खाते में भुगतान करें, फिर भुगतान की रसीद उसके UTR नंबर के साथ अपलोड करें।',
  'How long does a withdrawal take?': 'निकासी में कितना समय लगता है?',
  'Most withdrawals are paid within minutes; the maximum is 45 minutes.': 'ज़्यादातर निकासी कुछ ही मिनटों में हो जाती है; अधिकतम समय 45 मिनट है।',
  'Which wallet can I withdraw?': 'मैं किस वॉलेट से निकासी कर सकता हूँ?',
  'Only the main wallet can be withdrawn, not the bonus wallet.': 'केवल मुख्य वॉलेट से निकासी हो सकती है, बोनस वॉलेट से नहीं।',
  'I forgot my password.': 'मैं अपना पासवर्ड भूल गया।',
  'Use Forgot Password on the login page: we send an OTP to your mobile number.':
    'लॉग इन पेज पर "पासवर्ड भूल गए" चुनें: हम आपके मोबाइल नंबर पर OTP भेजते हैं।',
  'Can I use a demo account?': 'क्या मैं डेमो खाता इस्तेमाल कर सकता हूँ?',
  'Yes. Demo accounts can play but cannot deposit or withdraw.': 'हाँ। डेमो खाते से खेल सकते हैं, पर जमा या निकासी नहीं कर सकते।',

  'You must be 18 or older to play.': 'खेलने के लिए आपकी उम्र 18 वर्ष या उससे अधिक होनी चाहिए।',
  'One account per person; accounts sharing a withdrawal account are blocked.': 'हर व्यक्ति का एक ही खाता; एक ही निकासी खाता साझा करने वाले खाते ब्लॉक किए जाते हैं।',
  'Bets are settled by the official result.': 'दांवों का निपटारा आधिकारिक परिणाम से होता है।',
  'We keep your mobile number and account data only to run your account.': 'हम आपका मोबाइल नंबर और खाते का डेटा केवल आपका खाता चलाने के लिए रखते हैं।',
  'We never sell your data.': 'हम आपका डेटा कभी नहीं बेचते।',
  'Play for fun, never to earn a living.': 'मनोरंजन के लिए खेलें, रोज़ी-रोटी कमाने के लिए कभी नहीं।',
  'Set limits and take breaks; contact support to close your account for a while.':
    'सीमाएँ तय करें और विराम लें; कुछ समय के लिए खाता बंद करने हेतु सहायता से संपर्क करें।',

  Amount: 'राशि',
  'terms of payment and withdrawal policy.': 'भुगतान की शर्तें और निकासी नीति।',
  'Only the main wallet can be withdrawn.': 'केवल मुख्य वॉलेट से निकासी हो सकती है।',
  'The bonus wallet cannot be withdrawn.': 'बोनस वॉलेट से निकासी नहीं हो सकती।',
  'Do not withdraw without having bet the deposit amount, or the request is flagged as suspicious.':
    'जमा राशि का दांव लगाए बिना निकासी न करें, वरना अनुरोध संदिग्ध माना जाएगा।',
  'If several users share one withdrawal account, all the linked users are blocked.':
    'अगर कई उपयोगकर्ता एक ही निकासी खाता साझा करते हैं, तो सभी जुड़े उपयोगकर्ता ब्लॉक कर दिए जाते हैं।',
  'The maximum withdrawal time is 45 minutes; after that you may complain on our WhatsApp number.':
    'निकासी का अधिकतम समय 45 मिनट है; उसके बाद आप हमारे व्हाट्सऐप नंबर पर शिकायत कर सकते हैं।',
  'The withdrawal account should be the same as the deposit account.': 'निकासी खाता वही होना चाहिए जो जमा खाता है।',

  'Deposit Request': 'जमा अनुरोध',
  'Withdrawal Request': 'निकासी अनुरोध',
  Hold: 'रोका गया',
  'Approve Completed': 'स्वीकृत',
  'Reject Completed': 'अस्वीकृत',
};
