/**
 * Notifications (issue 15): the inbox texts the server writes (src/notifications/texts.ts, their keys in each
 * notification's data.t) and the shell's notifications page and toasts. English key -> Hindi.
 */
export const NOTIFICATION_TEXTS: Record<string, string> = {
  // What the server writes ({{amount}} is ₹ text, {{remark}} the operator's remark, {{market}} the market's name)
  'Deposit approved': 'जमा स्वीकृत',
  'Your deposit of {{amount}} was approved and added to your balance.': 'आपकी {{amount}} की जमा राशि स्वीकृत हो गई और आपके बैलेंस में जोड़ दी गई।',
  'Deposit rejected': 'जमा अस्वीकृत',
  'Your deposit of {{amount}} was rejected. Reason: {{remark}}': 'आपकी {{amount}} की जमा राशि अस्वीकृत कर दी गई। कारण: {{remark}}',
  'Your deposit of {{amount}} was rejected. Please contact support if you need help.': 'आपकी {{amount}} की जमा राशि अस्वीकृत कर दी गई। मदद चाहिए तो कृपया सपोर्ट से संपर्क करें।',
  'Withdrawal paid': 'निकासी का भुगतान हो गया',
  'Your withdrawal of {{amount}} has been paid to your account.': 'आपकी {{amount}} की निकासी आपके खाते में भेज दी गई है।',
  'Withdrawal rejected': 'निकासी अस्वीकृत',
  'Your withdrawal of {{amount}} was rejected and the amount is back in your balance. Reason: {{remark}}': 'आपकी {{amount}} की निकासी अस्वीकृत कर दी गई और राशि आपके बैलेंस में वापस आ गई है। कारण: {{remark}}',
  'Your withdrawal of {{amount}} was rejected and the amount is back in your balance.': 'आपकी {{amount}} की निकासी अस्वीकृत कर दी गई और राशि आपके बैलेंस में वापस आ गई है।',
  'Bets settled': 'दांव सेटल हो गए',
  '{{market}}: you won {{amount}}.': '{{market}}: आपने {{amount}} जीते।',
  '{{market}}: you lost {{amount}}.': '{{market}}: आपने {{amount}} हारे।',
  '{{market}}: your bets settled with no profit or loss.': '{{market}}: आपके दांव बिना लाभ या हानि के सेटल हुए।',
  'Bets void': 'दांव रद्द',
  '{{market}}: your bets were void and your stakes returned.': '{{market}}: आपके दांव रद्द हो गए और आपकी दांव राशि लौटा दी गई।',
  // A settlement rolled back (src/notifications/account-listener.ts settlementRolledBack)
  'Result corrected': 'परिणाम सुधारा गया',
  '{{market}}: the result was rolled back to be corrected, your bets are open again and {{amount}} was taken from your balance.':
    '{{market}}: परिणाम सुधार के लिए वापस लिया गया, आपके दांव फिर से खुले हैं और आपके बैलेंस से {{amount}} वापस लिए गए।',
  '{{market}}: the result was rolled back, your bets are open again and {{amount}} was taken from your balance. Reason: {{reason}}':
    '{{market}}: परिणाम वापस लिया गया, आपके दांव फिर से खुले हैं और आपके बैलेंस से {{amount}} वापस लिए गए। कारण: {{reason}}',
  '{{market}}: the result was rolled back to be corrected, your bets are open again and {{amount}} was returned to your balance.':
    '{{market}}: परिणाम सुधार के लिए वापस लिया गया, आपके दांव फिर से खुले हैं और {{amount}} आपके बैलेंस में लौटा दिए गए।',
  '{{market}}: the result was rolled back, your bets are open again and {{amount}} was returned to your balance. Reason: {{reason}}':
    '{{market}}: परिणाम वापस लिया गया, आपके दांव फिर से खुले हैं और {{amount}} आपके बैलेंस में लौटा दिए गए। कारण: {{reason}}',
  // A limit taking effect (src/protection/messages.ts limitNotice; the title 'Limit in force' is in protection.ts)
  'Your 24-hour deposit limit is now {{amount}}.': 'आपकी 24 घंटे की जमा सीमा अब {{amount}} है।',
  'Your 24-hour deposit limit is removed.': 'आपकी 24 घंटे की जमा सीमा हटा दी गई है।',
  'Your 7-day deposit limit is now {{amount}}.': 'आपकी 7 दिन की जमा सीमा अब {{amount}} है।',
  'Your 7-day deposit limit is removed.': 'आपकी 7 दिन की जमा सीमा हटा दी गई है।',
  'Your 30-day deposit limit is now {{amount}}.': 'आपकी 30 दिन की जमा सीमा अब {{amount}} है।',
  'Your 30-day deposit limit is removed.': 'आपकी 30 दिन की जमा सीमा हटा दी गई है।',
  'Your 24-hour loss limit is now {{amount}}.': 'आपकी 24 घंटे की हानि सीमा अब {{amount}} है।',
  'Your 24-hour loss limit is removed.': 'आपकी 24 घंटे की हानि सीमा हटा दी गई है।',
  'Your 7-day loss limit is now {{amount}}.': 'आपकी 7 दिन की हानि सीमा अब {{amount}} है।',
  'Your 7-day loss limit is removed.': 'आपकी 7 दिन की हानि सीमा हटा दी गई है।',
  'Your 30-day loss limit is now {{amount}}.': 'आपकी 30 दिन की हानि सीमा अब {{amount}} है।',
  'Your 30-day loss limit is removed.': 'आपकी 30 दिन की हानि सीमा हटा दी गई है।',

  // The notifications page and the header
  'No notifications yet': 'अभी कोई सूचना नहीं',
  'Deposits, withdrawals, settled bets and offers appear here.': 'जमा, निकासी, सेटल हुए दांव और ऑफ़र यहाँ दिखते हैं।',
  'Mark all as read': 'सभी को पढ़ा हुआ चिह्नित करें',
  'Mark as read': 'पढ़ा हुआ चिह्नित करें',
  'Show older': 'पुरानी दिखाएँ',
  Unread: 'अपठित',
  '{{count}} unread notifications': '{{count}} अपठित सूचनाएँ',
  'Notifications could not be loaded': 'सूचनाएँ लोड नहीं हो सकीं',

  // Refusals of the mark-read and announcement forms (shared/src/validation/notifications.ts)
  'Choose from 1 to 100 notifications': '1 से 100 सूचनाएँ चुनें',
  'Title must be 1 to 120 characters': 'शीर्षक 1 से 120 अक्षरों का होना चाहिए',
  'Message must be 1 to 1000 characters': 'संदेश 1 से 1000 अक्षरों का होना चाहिए',
  'Choose who receives it': 'चुनें कि इसे कौन पाएगा',
  'Days must be a whole number from 1 to 365': 'दिन 1 से 365 तक की पूर्ण संख्या होनी चाहिए',
  'Choose a site': 'एक साइट चुनें',
  'Enter from 1 to 1000 player IDs': '1 से 1000 खिलाड़ी आईडी दर्ज करें',
};
