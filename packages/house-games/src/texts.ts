/**
 * The page's words in English and Hindi (the launch URL's `lang`). This page is the provider's own, outside the
 * site's modules, so it carries its few texts itself instead of the site's i18next.
 */
const HI: Record<string, string> = {
  Dice: 'डाइस',
  Crash: 'क्रैश',
  'Andar Bahar': 'अंदर बाहर',
  Verify: 'जाँचें',
  Balance: 'बैलेंस',
  Stake: 'दांव',
  'Playing…': 'खेल रहे हैं…',
  'Roll under': 'इससे कम',
  'Roll over': 'इससे ज़्यादा',
  Target: 'लक्ष्य',
  'Win chance': 'जीत की संभावना',
  Payout: 'भुगतान',
  Roll: 'रोल',
  'You won {{amount}}': 'आप {{amount}} जीते',
  'You lost': 'आप हार गए',
  'Auto cash-out at': 'ऑटो कैश-आउट',
  'Crashed at {{x}}x': '{{x}}x पर क्रैश',
  'Cashed out at {{x}}x': '{{x}}x पर कैश-आउट',
  Andar: 'अंदर',
  Bahar: 'बाहर',
  Joker: 'जोकर',
  '{{side}} wins': '{{side}} जीता',
  'Provably fair': 'प्रमाणित निष्पक्ष',
  'Server seed hash (next round)': 'सर्वर सीड हैश (अगला राउंड)',
  'Client seed': 'क्लाइंट सीड',
  Nonce: 'नॉन्स',
  'Change seeds': 'सीड बदलें',
  'Revealed server seed': 'प्रकट सर्वर सीड',
  'Declared RTP {{rtp}}%': 'घोषित RTP {{rtp}}%',
  'Your rounds': 'आपके राउंड',
  'Server seed': 'सर्वर सीड',
  'Server seed hash': 'सर्वर सीड हैश',
  Game: 'गेम',
  Parameters: 'पैरामीटर',
  'Check this round': 'यह राउंड जाँचें',
  'Hash matches the server seed': 'हैश सर्वर सीड से मेल खाता है',
  'Hash does not match the server seed': 'हैश सर्वर सीड से मेल नहीं खाता',
  'Outcome matches the recorded round': 'नतीजा दर्ज राउंड से मेल खाता है',
  'Outcome does not match the recorded round': 'नतीजा दर्ज राउंड से मेल नहीं खाता',
  'Hidden until you change seeds': 'सीड बदलने तक छिपा है',
  'Reveal the server seed': 'सर्वर सीड प्रकट करें',
  Outcome: 'नतीजा',
  Multiplier: 'गुणक',
  'No rounds yet': 'अभी कोई राउंड नहीं',
  'The game session has ended. Open the game again.': 'गेम सत्र समाप्त हो गया। गेम फिर से खोलें।',
  'Insufficient Balance': 'अपर्याप्त बैलेंस',
  'Could not reach the game server. Please try again.': 'गेम सर्वर तक नहीं पहुँच सके। कृपया फिर से कोशिश करें।',
  'Check the seeds, the nonce and the parameters (JSON).': 'सीड, नॉन्स और पैरामीटर (JSON) जाँचें।',
  'Recomputed in your browser from the revealed seeds (HMAC-SHA256).': 'प्रकट सीड से आपके ब्राउज़र में दोबारा गणना (HMAC-SHA256)।',
  // Games and bets
  'Teen Patti': 'तीन पत्ती',
  'Dragon Tiger': 'ड्रैगन टाइगर',
  'Lucky 7': 'लकी 7',
  'European Roulette': 'यूरोपियन रूलेट',
  'Rang Reels': 'रंग रील्स',
  Plinko: 'प्लिंको',
  'Player A': 'प्लेयर A',
  'Player B': 'प्लेयर B',
  Dragon: 'ड्रैगन',
  Tiger: 'टाइगर',
  Tie: 'टाई',
  'Tie: your stake is returned': 'टाई: आपका दांव लौटा दिया गया',
  'Your bet': 'आपका दांव',
  'Low (A–6)': 'लो (A–6)',
  Seven: 'सेवन',
  'High (8–K)': 'हाई (8–K)',
  Number: 'नंबर',
  Red: 'लाल',
  Black: 'काला',
  Green: 'हरा',
  Odd: 'विषम',
  Even: 'सम',
  Dozen: 'दर्जन',
  Column: 'कॉलम',
  'Column {{n}}': 'कॉलम {{n}}',
  Spin: 'घुमाएँ',
  Drop: 'गिराएँ',
  Rows: 'पंक्तियाँ',
  '{{n}} rows': '{{n}} पंक्तियाँ',
  Risk: 'जोखिम',
  Low: 'कम',
  Medium: 'मध्यम',
  High: 'ज़्यादा',
  Multipliers: 'गुणक',
  'Landed on {{x}}×': '{{x}}× पर गिरी',
  '{{n}} winning lines': '{{n}} जीतने वाली लाइनें',
  '1 winning line': '1 जीतने वाली लाइन',
  'No winning line': 'कोई जीतने वाली लाइन नहीं',
  'Line {{line}}: {{count}} × {{symbol}} pays {{pays}}× the line stake': 'लाइन {{line}}: {{count}} × {{symbol}}, लाइन दांव का {{pays}}× भुगतान',
  Paytable: 'भुगतान तालिका',
  Symbol: 'चिह्न',
  'Your stake is split over the 10 lines. Pays are times the line stake, for 3, 4 and 5 in a row from the left reel. The wild stands for any symbol.':
    'आपका दांव 10 लाइनों में बँटता है। भुगतान लाइन दांव के गुणा में है, बाईं रील से लगातार 3, 4 और 5 के लिए। वाइल्ड किसी भी चिह्न की जगह ले लेता है।',
  Crown: 'मुकुट',
  Gem: 'रत्न',
  Star: 'तारा',
  Bell: 'घंटी',
  Coin: 'सिक्का',
  Wild: 'वाइल्ड',
  'High card': 'हाई कार्ड',
  Pair: 'जोड़ी',
  Colour: 'कलर',
  Sequence: 'सीक्वेंस',
  'Pure sequence': 'प्योर सीक्वेंस',
  Trail: 'ट्रेल',
  // The verifier and the round in words
  'Roll over {{target}}': '{{target}} से ज़्यादा',
  'Roll under {{target}}': '{{target}} से कम',
  'Cash out at {{x}}×': '{{x}}× पर कैश-आउट',
  '10 lines': '10 लाइनें',
  '{{n}} rows, {{risk}} risk': '{{n}} पंक्तियाँ, {{risk}} जोखिम',
  'Roll {{roll}}': 'रोल {{roll}}',
  'Joker {{joker}}; dealt {{cards}}; {{side}} wins': 'जोकर {{joker}}; बाँटे गए {{cards}}; {{side}} जीता',
  'Player A {{a}} ({{ah}}); Player B {{b}} ({{bh}}); {{result}}': 'प्लेयर A {{a}} ({{ah}}); प्लेयर B {{b}} ({{bh}}); {{result}}',
  'Dragon {{dragon}}, Tiger {{tiger}}; {{result}}': 'ड्रैगन {{dragon}}, टाइगर {{tiger}}; {{result}}',
  'Card {{card}}: {{result}}': 'कार्ड {{card}}: {{result}}',
  'Ball on {{n}} {{color}}': 'गेंद {{n}} {{color}} पर',
  'Reels {{reels}}; {{n}} winning lines': 'रीलें {{reels}}; {{n}} जीतने वाली लाइनें',
  'Path {{path}}, slot {{bucket}}, {{x}}×': 'रास्ता {{path}}, खाना {{bucket}}, {{x}}×',
  Play: 'खेलें',
  'How it is fair': 'यह निष्पक्ष कैसे है',
  'How to play': 'कैसे खेलें',
  'How to check a round': 'राउंड कैसे जाँचें',
  'Round {{id}} · {{game}} · nonce {{nonce}}': 'राउंड {{id}} · {{game}} · नॉन्स {{nonce}}',
  'Your bet: {{bet}} · stake {{stake}} · paid {{paid}}': 'आपका दांव: {{bet}} · दांव {{stake}} · भुगतान {{paid}}',
  'The server seed matches the fingerprint (SHA-256) shown before you played.': 'सर्वर सीड उस फ़िंगरप्रिंट (SHA-256) से मेल खाता है जो खेलने से पहले दिखाया गया था।',
  'The server seed does not match the fingerprint shown before you played.': 'सर्वर सीड खेलने से पहले दिखाए गए फ़िंगरप्रिंट से मेल नहीं खाता।',
  'Recomputed in your browser: {{what}}. The same as recorded.': 'आपके ब्राउज़र में दोबारा गणना: {{what}}। दर्ज नतीजे जैसा ही।',
  'Recomputed in your browser: {{what}}. NOT what was recorded: {{recorded}}.': 'आपके ब्राउज़र में दोबारा गणना: {{what}}। दर्ज नतीजे से अलग: {{recorded}}।',
  'Recomputed in your browser: {{what}}.': 'आपके ब्राउज़र में दोबारा गणना: {{what}}।',
  'To show this round, its server seed was revealed and a new seed pair started for your next rounds.': 'यह राउंड दिखाने के लिए इसका सर्वर सीड प्रकट किया गया और आपके अगले राउंड के लिए नई सीड जोड़ी शुरू हुई।',
  'Show the numbers': 'संख्याएँ दिखाएँ',
  'Block 0 (HMAC-SHA256)': 'ब्लॉक 0 (HMAC-SHA256)',
  'First number': 'पहली संख्या',
  'Check these seeds': 'ये सीड जाँचें',
  'Check any round by hand': 'कोई भी राउंड खुद जाँचें',
  'Checking…': 'जाँच रहे हैं…',
  'Server seed (revealed)': 'सर्वर सीड (प्रकट)',
  'Fingerprint shown before play (optional)': 'खेलने से पहले दिखाया फ़िंगरप्रिंट (वैकल्पिक)',
  'The server seed is 64 characters of 0–9 and a–f, the client seed 1 to 64 letters, digits, _ or -, and the nonce a whole number.':
    'सर्वर सीड 0–9 और a–f के 64 अक्षर, क्लाइंट सीड 1 से 64 अक्षर, अंक, _ या -, और नॉन्स एक पूर्ण संख्या होती है।',
  'Its fingerprint (SHA-256): {{hash}}': 'इसका फ़िंगरप्रिंट (SHA-256): {{hash}}',
  Revealed: 'प्रकट',
  'Could not check this round. Please try again.': 'यह राउंड जाँचा नहीं जा सका। कृपया फिर से कोशिश करें।',
};

let lang = 'en';
export const setLang = (l: string) => {
  lang = l === 'hi' ? 'hi' : 'en';
};
export const currentLang = () => lang;
/** Whether a text has its Hindi (texts.test.tsx checks every one the page uses). */
export const hasHindi = (key: string) => key in HI;

/** A longer text (help, the fair page) written in both languages where it is used. */
export const say = (text: { en: string; hi: string }) => (lang === 'hi' ? text.hi : text.en);

/** A text in the page's language, with {{name}} values filled. */
export function tr(key: string, values: Record<string, string | number> = {}): string {
  const text = (lang === 'hi' && HI[key]) || key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

export const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const HANDS: Record<string, string> = { 'high-card': 'High card', pair: 'Pair', color: 'Colour', sequence: 'Sequence', 'pure-sequence': 'Pure sequence', trail: 'Trail' };
const SYMBOL_NAMES: Record<string, string> = { seven: 'Seven', crown: 'Crown', gem: 'Gem', star: 'Star', bell: 'Bell', coin: 'Coin', wild: 'Wild' };
/** A Teen Patti hand's kind (teen-patti-hands.ts) in words. */
export const handName = (kind: string) => tr(HANDS[kind] ?? kind);
/** A reel symbol's name. */
export const symbolName = (symbol: string) => tr(SYMBOL_NAMES[symbol] ?? symbol);

const GAME_NAMES: Record<string, string> = {
  dice: 'Dice', crash: 'Crash', 'andar-bahar': 'Andar Bahar', 'teen-patti': 'Teen Patti', 'dragon-tiger': 'Dragon Tiger', 'lucky-7': 'Lucky 7',
  roulette: 'European Roulette', reels: 'Rang Reels', plinko: 'Plinko',
};
/** A game's name by its code. */
export const gameName = (code: string) => tr(GAME_NAMES[code] ?? code);
