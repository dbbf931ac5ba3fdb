/**
 * Bonus texts (issue 15): the shell's bonus page (packages/shell/src/pages/Bonus*.tsx), the wallet's forfeiture
 * notice, the bonus notifications (src/bonus/notices.ts, shown through data.t) and the claim refusals the bonus
 * API sends with a fixed text. English key -> Hindi; keys other lists have (Bonus, Sports, Login, ...) are not repeated.
 */
export const BONUS_TEXTS: Record<string, string> = {
  // Page
  'Active bonus': 'सक्रिय बोनस',
  'No active bonus.': 'कोई सक्रिय बोनस नहीं है।',
  'Payment bonus': 'भुगतान बोनस',
  'Welcome bonus': 'स्वागत बोनस',
  'Gift bonus': 'उपहार बोनस',
  'Refer bonus': 'रेफ़र बोनस',
  'Wagered ₹{{wagered}} of ₹{{required}}': '₹{{required}} में से ₹{{wagered}} का दांव पूरा',
  'Wagering progress': 'दांव की प्रगति',
  Product: 'उत्पाद',
  'Settled risk': 'निपटाए गए दांवों का जोखिम',
  Counts: 'गिनती',
  Wagered: 'दांव पूरा',
  'Expires {{date}}': '{{date}} को समाप्त',
  Offers: 'ऑफ़र',
  'No offers to claim right now.': 'अभी लेने के लिए कोई ऑफ़र नहीं है।',
  'Wager ₹{{required}} to release it.': 'इसे पाने के लिए ₹{{required}} का दांव लगाएँ।',
  'Claim by {{date}}': '{{date}} तक लें',
  Claim: 'लें',
  'Claiming…': 'ले रहे हैं…',
  'Bonus history': 'बोनस इतिहास',
  'No bonuses yet.': 'अभी तक कोई बोनस नहीं।',
  Offered: 'ऑफ़र किया गया',
  Locked: 'लॉक',
  Released: 'जारी किया गया',
  Forfeited: 'ज़ब्त',
  'Offer lapsed': 'ऑफ़र समाप्त',
  'Log in to see and claim your bonuses.': 'अपने बोनस देखने और लेने के लिए लॉग इन करें।',
  Earned: 'कमाया',

  // Terms
  'Get {{percentage}}% bonus on every deposit by {{method}} of ₹{{min}} or more, up to ₹{{max}}.':
    '{{method}} से ₹{{min}} या उससे अधिक की हर जमा पर {{percentage}}% बोनस पाएँ, अधिकतम ₹{{max}}।',
  'Welcome bonus: {{percentage}}% of your first deposit of ₹{{min}} or more, up to ₹{{cap}}. Claim it here within {{days}} days.':
    'स्वागत बोनस: ₹{{min}} या उससे अधिक की आपकी पहली जमा का {{percentage}}%, अधिकतम ₹{{cap}}। इसे {{days}} दिनों के भीतर यहाँ लें।',
  'Wager {{multiple}} times the bonus in settled bets to release it to your main wallet.':
    'बोनस को अपने मुख्य वॉलेट में पाने के लिए निपटाए गए दांवों में बोनस का {{multiple}} गुना दांव लगाएँ।',
  'Settled bets count toward wagering: sports {{sports}}%, casino {{casino}}%, matka {{matka}}%.':
    'निपटाए गए दांव इस तरह गिने जाते हैं: स्पोर्ट्स {{sports}}%, कैसीनो {{casino}}%, मटका {{matka}}%।',
  'Wagering counts what you risk, not what you stake: on each market, what you could lose when it settles, after your own opposite bets. A back and a lay on the same selection count only their combined worst case. A casino round counts its stake. Referral rewards paid as bonus follow the same rule.':
    'दांव की गिनती आपके जोखिम से होती है, दांव राशि से नहीं: हर मार्केट पर, सेटल होने पर आप जितना हार सकते हैं, आपके अपने उलटे दांवों के बाद। एक ही चयन पर बैक और ले दांव मिलकर केवल अपने सबसे खराब नतीजे जितना गिने जाते हैं। कैसीनो का हर राउंड अपनी दांव राशि जितना गिना जाता है। बोनस के रूप में मिले रेफ़रल इनाम पर भी यही नियम लागू होता है।',
  'If a settlement is rolled back, its bets stop counting; a bonus they released goes back to wagering and is taken back from your main wallet.':
    'अगर कोई सेटलमेंट वापस लिया जाता है, तो उसके दांव गिने जाना बंद हो जाते हैं; उनसे जारी हुआ बोनस फिर से दांव पर चला जाता है और आपके मुख्य वॉलेट से वापस ले लिया जाता है।',
  'No finished bonuses yet.': 'अभी तक कोई बोनस पूरा नहीं हुआ।',
  'A bonus not released within {{days}} days expires.': 'जो बोनस {{days}} दिनों के भीतर जारी नहीं होता, वह समाप्त हो जाता है।',
  'One bonus is wagered at a time. Bets are paid from your main wallet; the bonus cannot be staked or withdrawn until it is released.':
    'एक समय में एक ही बोनस पर दांव गिना जाता है। दांव आपके मुख्य वॉलेट से लगते हैं; जारी होने तक बोनस से न दांव लगाया जा सकता है, न उसे निकाला जा सकता है।',
  'A withdrawal before the bonus is released forfeits it.': 'बोनस जारी होने से पहले निकासी करने पर बोनस ज़ब्त हो जाता है।',

  // The wallet's withdrawal screen
  'You have a {{amount}} bonus that is not released yet. Withdrawing now forfeits it.':
    'आपके पास {{amount}} का बोनस है जो अभी जारी नहीं हुआ है। अभी निकासी करने पर यह ज़ब्त हो जाएगा।',

  // Claim answers and refusals (the bonus API's fixed texts)
  'Bonus claimed': 'बोनस ले लिया गया',
  'Bonus not found': 'बोनस नहीं मिला',
  'This bonus cannot be claimed': 'यह बोनस नहीं लिया जा सकता',
  'This offer has expired': 'यह ऑफ़र समाप्त हो गया है',
  'Finish your active bonus before you claim another': 'दूसरा बोनस लेने से पहले अपना सक्रिय बोनस पूरा करें',
  'Bonus offers are paused on your account': 'आपके खाते पर बोनस ऑफ़र रुके हुए हैं',
  'bonus_id must be the id of an offer': 'ऑफ़र की पहचान सही नहीं है',

  // Notifications (src/bonus/notices.ts)
  'Bonus offer': 'बोनस ऑफ़र',
  'A ₹{{amount}} bonus is waiting for you. Claim it on the Bonus page.': '₹{{amount}} का बोनस आपका इंतज़ार कर रहा है। इसे बोनस पेज पर लें।',
  'Bonus granted': 'बोनस मिला',
  '₹{{amount}} bonus added. Wager ₹{{required}} to release it to your main wallet.':
    '₹{{amount}} का बोनस जोड़ा गया। इसे मुख्य वॉलेट में पाने के लिए ₹{{required}} का दांव लगाएँ।',
  'Bonus released': 'बोनस जारी हुआ',
  'Your ₹{{amount}} bonus is now in your main wallet.': 'आपका ₹{{amount}} का बोनस अब आपके मुख्य वॉलेट में है।',
  'Bonus forfeited': 'बोनस ज़ब्त हुआ',
  'Your ₹{{amount}} bonus was forfeited because you withdrew before it was released.':
    'आपका ₹{{amount}} का बोनस ज़ब्त हो गया क्योंकि आपने उसके जारी होने से पहले निकासी की।',
  'Bonus expired': 'बोनस समाप्त हुआ',
  'Your ₹{{amount}} bonus expired before the wagering was completed.': 'दांव पूरा होने से पहले आपका ₹{{amount}} का बोनस समाप्त हो गया।',
  'Bonus back to wagering': 'बोनस फिर से दांव पर',
  'A settlement was rolled back, so the bets that released your bonus no longer count. ₹{{amount}} was taken back from your main wallet.':
    'एक सेटलमेंट वापस लिया गया, इसलिए जिन दांवों से आपका बोनस जारी हुआ था वे अब नहीं गिने जाते। आपके मुख्य वॉलेट से ₹{{amount}} वापस लिए गए।',
};
