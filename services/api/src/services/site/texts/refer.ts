/**
 * Refer and earn and the settings added with it (issue 15): English key -> Hindi. Keys the main list already has
 * (Refer & Earn, Refer Code, Refer Link, Time Setting, Notifications, Login, WhatsApp, Telegram) are not repeated.
 * The reward notification's title and body (data.t of notify) are here too, so the inbox shows them in Hindi.
 */
export const REFER_TEXTS: Record<string, string> = {
  // Refer page
  'Referral rewards are paused right now.': 'रेफ़रल इनाम अभी रुके हुए हैं।',
  'When a friend who signed up with your code makes a first deposit of ₹{{min}} or more, you get ₹{{amount}}.':
    'जब आपके कोड से साइन अप करने वाला दोस्त ₹{{min}} या उससे अधिक की पहली जमा करता है, तो आपको ₹{{amount}} मिलते हैं।',
  'When a friend who signed up with your code makes a first deposit of ₹{{min}} or more, you get {{percent}}% of it, up to ₹{{cap}}.':
    'जब आपके कोड से साइन अप करने वाला दोस्त ₹{{min}} या उससे अधिक की पहली जमा करता है, तो आपको उसका {{percent}}% मिलता है, अधिकतम ₹{{cap}}।',
  'Rewards are paid into your bonus wallet.': 'इनाम आपके बोनस वॉलेट में जमा होते हैं।',
  'Rewards are paid into your main wallet.': 'इनाम आपके मुख्य वॉलेट में जमा होते हैं।',
  'Friends referred': 'रेफ़र किए गए दोस्त',
  Rewarded: 'इनाम मिला',
  'Your referrals': 'आपके रेफ़रल',
  'No referrals yet. Share your link to invite friends.': 'अभी कोई रेफ़रल नहीं। दोस्तों को बुलाने के लिए अपना लिंक साझा करें।',
  'Waiting for first deposit': 'पहली जमा की प्रतीक्षा',
  'Not eligible': 'पात्र नहीं',
  'Joined {{date}}': '{{date}} को जुड़े',
  'Scan to sign up': 'साइन अप के लिए स्कैन करें',
  'Join me on {{site}} and sign up with my code {{code}}.': '{{site}} पर मेरे साथ जुड़ें और मेरे कोड {{code}} से साइन अप करें।',
  Share: 'साझा करें',
  'Copy Link': 'लिंक कॉपी करें',
  // The reward notification
  'Referral reward': 'रेफ़रल इनाम',
  'You earned ₹{{amount}} because {{name}} made their first deposit.': 'आपने ₹{{amount}} कमाए क्योंकि {{name}} ने अपनी पहली जमा की।',
  // Time setting
  'Time Zone': 'समय क्षेत्र',
  'Time setting saved': 'समय सेटिंग सहेजी गई',
  'India Standard Time (IST, GMT+05:30)': 'भारतीय मानक समय (आईएसटी, GMT+05:30)',
  "My device's time zone ({{zone}})": 'मेरे डिवाइस का समय क्षेत्र ({{zone}})',
  'Times are shown in {{zone}}.': 'समय {{zone}} में दिखाए जाते हैं।',
  // Notifications on or off
  'Send me push notifications': 'मुझे पुश सूचनाएँ भेजें',
  'Your notifications list keeps every notification either way.': 'आपकी सूचना सूची में हर सूचना दोनों ही स्थितियों में रहती है।',
  'Notifications turned on': 'सूचनाएँ चालू की गईं',
  'Notifications turned off': 'सूचनाएँ बंद की गईं',
};
