/**
 * The casino lobby's texts (packages/games/src/casino): English key -> Hindi. Keys the main list already has
 * (Casino, Live Casino, Slots, Retry, ...) are not repeated. The launch refusals the casino API sends with a fixed
 * text are here too, so the lobby shows them in Hindi.
 */
export const CASINO_TEXTS: Record<string, string> = {
  // Lobby
  'Search games': 'गेम खोजें',
  'Search games or providers': 'गेम या प्रदाता खोजें',
  'Casino sections': 'कैसीनो सेक्शन',
  'All Games': 'सभी गेम',
  Favourites: 'पसंदीदा',
  'Recently Played': 'हाल ही में खेले गए',
  'Table Games': 'टेबल गेम',
  Crash: 'क्रैश',
  'Indian Games': 'भारतीय गेम',
  'Loading games': 'गेम लोड हो रहे हैं',
  'No games found': 'कोई गेम नहीं मिला',
  'Tap the star on a game to keep it here.': 'किसी गेम को यहाँ रखने के लिए उसके तारे पर टैप करें।',
  'Games you open appear here.': 'आप जो गेम खोलते हैं, वे यहाँ दिखते हैं।',
  'Try another name or section.': 'कोई दूसरा नाम या सेक्शन आज़माएँ।',
  'RTP {{rtp}}%': 'आरटीपी {{rtp}}%',
  'Add {{name}} to favourites': '{{name}} को पसंदीदा में जोड़ें',
  'Remove {{name}} from favourites': '{{name}} को पसंदीदा से हटाएँ',
  'Opening {{name}}': '{{name}} खुल रहा है',

  // The game's frame
  'Back to the lobby': 'लॉबी पर वापस जाएँ',
  'Play money': 'नकली पैसे',

  // Refusals and demo accounts
  '{{name}} could not be opened': '{{name}} नहीं खुल सका',
  'This game is not available right now. Please try another game.': 'यह गेम अभी उपलब्ध नहीं है। कृपया कोई दूसरा गेम आज़माएँ।',
  'Casino games are not available on a demo account': 'डेमो खाते पर कैसीनो गेम उपलब्ध नहीं हैं',
  'Please log in to play': 'खेलने के लिए कृपया लॉग इन करें',
  'Register a real account to play casino games.': 'कैसीनो गेम खेलने के लिए असली खाता बनाएँ।',
  'You are playing with play money': 'आप नकली पैसों से खेल रहे हैं',
  'Wins and losses on a demo account are not real money.': 'डेमो खाते पर जीत और हार असली पैसे नहीं हैं।',
};
