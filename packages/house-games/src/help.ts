import type { GameCode } from './fair';
import { say } from './texts';

/** Each game's help in a player's words, English and Hindi: how to play, then how to check a round. */
const HOW_TO_PLAY: Record<GameCode, { en: string; hi: string }> = {
  dice: {
    en: 'Pick a target and whether the roll must land under or over it. The roll is a number from 0.00 to 99.99. The smaller your chance of winning, the more a win pays.',
    hi: 'एक लक्ष्य चुनें और तय करें कि रोल उससे कम आए या ज़्यादा। रोल 0.00 से 99.99 के बीच की संख्या है। जीतने की संभावना जितनी कम, जीत का भुगतान उतना ज़्यादा।',
  },
  crash: {
    en: 'Set your cash-out before the round. The multiplier climbs from 1.00× and crashes at some point; if it reaches your cash-out first, you win your stake times the cash-out.',
    hi: 'राउंड से पहले अपना कैश-आउट तय करें। गुणक 1.00× से बढ़ता है और किसी बिंदु पर क्रैश होता है; अगर वह पहले आपके कैश-आउट तक पहुँचता है, तो आप दांव × कैश-आउट जीतते हैं।',
  },
  'andar-bahar': {
    en: "A joker card is turned up. Cards are then dealt to Andar and Bahar in turn from one shuffled deck until a card of the joker's rank appears. Back the side you think gets it: a win pays 1.96×.",
    hi: 'एक जोकर कार्ड खोला जाता है। फिर एक फेंटी हुई गड्डी से अंदर और बाहर को बारी-बारी से पत्ते बाँटे जाते हैं, जब तक जोकर के रैंक का पत्ता न आ जाए। जिस तरफ़ वह आएगा उस पर दांव लगाएँ: जीत पर 1.96× मिलता है।',
  },
  'teen-patti': {
    en: 'Player A and Player B get three cards each from one shuffled deck. Back the hand you think is better: trail, pure sequence, sequence, colour, pair, then high card. A win pays 1.98×; on a tie you get your stake back.',
    hi: 'प्लेयर A और प्लेयर B को एक फेंटी हुई गड्डी से तीन-तीन पत्ते मिलते हैं। जो हाथ बेहतर लगे उस पर दांव लगाएँ: ट्रेल, प्योर सीक्वेंस, सीक्वेंस, कलर, जोड़ी, फिर हाई कार्ड। जीत पर 1.98× मिलता है; टाई पर आपका दांव लौटता है।',
  },
  'dragon-tiger': {
    en: 'One card goes to Dragon and one to Tiger from one shuffled deck; the higher card wins (Ace is lowest, King highest). Dragon or Tiger pays 2× and gives half your stake back on a tie; Tie pays 16.5×.',
    hi: 'एक फेंटी हुई गड्डी से एक पत्ता ड्रैगन को और एक टाइगर को जाता है; बड़ा पत्ता जीतता है (इक्का सबसे छोटा, बादशाह सबसे बड़ा)। ड्रैगन या टाइगर 2× देता है और टाई पर आधा दांव लौटाता है; टाई 16.5× देता है।',
  },
  'lucky-7': {
    en: 'One card is drawn from a shuffled deck. Low (Ace to 6) or High (8 to King) pays 2.1×; Seven pays 12.6×. If a 7 comes, Low and High lose.',
    hi: 'एक फेंटी हुई गड्डी से एक पत्ता निकाला जाता है। लो (इक्का से 6) या हाई (8 से बादशाह) 2.1× देता है; सेवन 12.6× देता है। 7 आने पर लो और हाई हार जाते हैं।',
  },
  roulette: {
    en: 'The ball lands in one of 37 pockets, 0 to 36. A single number pays 36×; red, black, odd, even, 1–18 and 19–36 pay 2×; a dozen or a column pays 3×. Zero loses every bet except a bet on 0.',
    hi: 'गेंद 0 से 36 तक के 37 खानों में से एक में गिरती है। एक नंबर 36× देता है; लाल, काला, विषम, सम, 1–18 और 19–36 2× देते हैं; दर्जन या कॉलम 3× देता है। शून्य आने पर 0 पर लगे दांव के अलावा सब हार जाते हैं।',
  },
  reels: {
    en: 'Spin five reels. Your stake is split over ten lines; three or more of the same symbol along a line, starting from the left reel, win the paytable amount. The wild stands for any symbol.',
    hi: 'पाँच रीलें घुमाएँ। आपका दांव दस लाइनों में बँटता है; किसी लाइन पर बाईं रील से शुरू होकर एक जैसे तीन या ज़्यादा चिह्न भुगतान तालिका जितना जिताते हैं। वाइल्ड किसी भी चिह्न की जगह ले लेता है।',
  },
  plinko: {
    en: 'Drop a ball through the rows of pegs. At each peg it goes left or right, and it lands in a slot at the bottom; the slot shows what your stake is multiplied by. More risk makes the edges pay more and the middle less.',
    hi: 'गेंद को खूँटियों की पंक्तियों से गिराएँ। हर खूँटी पर वह बाएँ या दाएँ जाती है और नीचे किसी खाने में गिरती है; खाना बताता है कि आपका दांव कितने गुना होगा। ज़्यादा जोखिम में किनारे ज़्यादा और बीच कम देते हैं।',
  },
};

const HOW_TO_CHECK = {
  en: 'Every round is decided by a secret server seed, your client seed and the round number (nonce). Before you play you see the server seed\'s fingerprint. After a round, tap "Check this round": the server seed is revealed (a new one starts for your next rounds) and your own browser works the round out again. If the fingerprint and the result match, the round was fixed before you bet and nobody changed it.',
  hi: 'हर राउंड एक गुप्त सर्वर सीड, आपके क्लाइंट सीड और राउंड नंबर (नॉन्स) से तय होता है। खेलने से पहले आप सर्वर सीड का फ़िंगरप्रिंट देखते हैं। राउंड के बाद "यह राउंड जाँचें" दबाएँ: सर्वर सीड प्रकट होता है (आपके अगले राउंड के लिए नया शुरू होता है) और आपका अपना ब्राउज़र राउंड की दोबारा गणना करता है। अगर फ़िंगरप्रिंट और नतीजा मेल खाते हैं, तो राउंड आपके दांव से पहले तय था और किसी ने उसे नहीं बदला।',
};

export const howToPlay = (game: GameCode) => say(HOW_TO_PLAY[game]);
export const howToCheck = () => say(HOW_TO_CHECK);
