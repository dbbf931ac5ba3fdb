/** My Market and one-click betting (issue 30): English key -> Hindi. */
export const MY_MARKET_TEXTS: Record<string, string> = {
  // My Market (packages/games/src/my-market)
  'My Market': 'मेरा मार्केट',
  'Loading your markets': 'आपके मार्केट लोड हो रहे हैं',
  'No open markets': 'कोई खुला मार्केट नहीं',
  'Markets where you have bets or exposure show here, with your profit and loss on each outcome.':
    'जिन मार्केट में आपके दांव या एक्सपोज़र हैं, वे यहाँ हर नतीजे पर आपके लाभ और हानि के साथ दिखते हैं।',
  'Profit and loss by outcome': 'हर नतीजे पर लाभ और हानि',
  'Cash out value': 'कैश आउट राशि',
  '{{count}} open bets': '{{count}} खुले दांव',
  '{{count}} waiting for the in-play delay': '{{count}} इन-प्ले देरी की प्रतीक्षा में',
  'In Play': 'लाइव',
  'Any other result': 'कोई अन्य परिणाम',
  'Fight #{{id}} won': 'फ़ाइट #{{id}} जीती',
  'Fight #{{id}} lost': 'फ़ाइट #{{id}} हारी',
  // One-click betting (the settings card, the header's badge, the event page)
  'One-click betting': 'वन-क्लिक बेटिंग',
  'One-click betting is on': 'वन-क्लिक बेटिंग चालू है',
  '1-Click': 'वन-क्लिक',
  'One-click stake': 'वन-क्लिक स्टेक',
  'Place a bet with one tap on a price, with no bet slip': 'बिना बेट स्लिप के, भाव पर एक टैप से दांव लगाएँ',
  'Save One-click Stakes': 'वन-क्लिक स्टेक सहेजें',
  'One-click betting turned on': 'वन-क्लिक बेटिंग चालू की गई',
  'One-click betting turned off': 'वन-क्लिक बेटिंग बंद की गई',
  'One-click betting is on: a tap on a price places {{stake}}': 'वन-क्लिक बेटिंग चालू है: भाव पर एक टैप {{stake}} का दांव लगाता है',
  'Placing your bet': 'आपका दांव लगाया जा रहा है',
  'One-click stake must be one of your one-click values': 'वन-क्लिक स्टेक आपके वन-क्लिक मानों में से एक होना चाहिए',
};
