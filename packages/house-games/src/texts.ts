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
  Play: 'खेलें',
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
};

let lang = 'en';
export const setLang = (l: string) => {
  lang = l === 'hi' ? 'hi' : 'en';
};

/** A text in the page's language, with {{name}} values filled. */
export function tr(key: string, values: Record<string, string | number> = {}): string {
  const text = (lang === 'hi' && HI[key]) || key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

export const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
