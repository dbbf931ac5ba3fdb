import { useEffect, useState } from 'react';
import { floatAt } from '@khel/shared/house-games';
import { hex, outcomeOf, roundBlock, sha256Hex } from './fair';
import { say, tr } from './texts';

/**
 * "How it is fair" (issue 26 finding 8): the exact recipe, in both languages, and a worked example whose numbers
 * this browser computes from fixed seeds (the same example as docs/provably-fair.md, which a test keeps equal).
 * Shown as a tab of every game and the verifier, and alone at /casino-house/provably-fair.
 */
export const EXAMPLE = { serverSeed: '4e20e87e322f22d067cdc12fcf20e740256ecb4d6216e7b25ab44bcd97918613', clientSeed: 'my-lucky-seed', nonce: 7 };

interface Worked {
  hash: string;
  block: string;
  bytes: number[];
  float: number;
  roll: number;
  dragon: string;
  tiger: string;
}

async function work(): Promise<Worked> {
  const block = await roundBlock(EXAMPLE, 0);
  const dt = await outcomeOf('dragon-tiger', EXAMPLE, { bet: 'dragon' });
  const float = floatAt(block, 0);
  return { hash: await sha256Hex(EXAMPLE.serverSeed), block: hex(block), bytes: [...block.slice(0, 4)], float, roll: Math.floor(float * 10_000) / 100, dragon: String(dt.outcome.dragon), tiger: String(dt.outcome.tiger) };
}

const P = ({ en, hi }: { en: string; hi: string }) => <p>{say({ en, hi })}</p>;

export function FairPage() {
  const [w, setW] = useState<Worked | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    work().then(setW, () => setFailed(true));
  }, []);
  return (
    <article className="h-card h-fair" aria-label={tr('How it is fair')}>
      <h2>{tr('How it is fair')}</h2>
      <P
        en="Every round is decided before you bet, by numbers nobody can change afterwards, and you can work any round out again yourself."
        hi="हर राउंड आपके दांव से पहले ऐसी संख्याओं से तय होता है जिन्हें बाद में कोई नहीं बदल सकता, और आप किसी भी राउंड की खुद दोबारा गणना कर सकते हैं।"
      />
      <h3>{say({ en: '1. The seeds', hi: '1. सीड' })}</h3>
      <P
        en="Server seed: 32 random bytes, written as 64 characters 0–9 and a–f. It stays secret while you play with it; before your first round you see its fingerprint, the SHA-256 of those 64 characters. Client seed: yours; change it whenever you like. Nonce: 0 for the first round played with a seed pair, then 1, 2, 3 … one per round. Changing seeds reveals the old server seed, so every round played with it can be checked."
        hi="सर्वर सीड: 32 रैंडम बाइट, 0–9 और a–f के 64 अक्षरों में लिखे। जब तक आप उससे खेलते हैं वह गुप्त रहता है; पहले राउंड से पहले आप उसका फ़िंगरप्रिंट देखते हैं, यानी उन 64 अक्षरों का SHA-256। क्लाइंट सीड: आपका अपना; जब चाहें बदलें। नॉन्स: सीड जोड़ी से खेले गए पहले राउंड के लिए 0, फिर 1, 2, 3 … हर राउंड के लिए एक। सीड बदलने पर पुराना सर्वर सीड प्रकट होता है, ताकि उससे खेला हर राउंड जाँचा जा सके।"
      />
      <h3>{say({ en: '2. The bytes of a round', hi: '2. राउंड के बाइट' })}</h3>
      <P
        en="Block 0 of a round is HMAC-SHA256 with the key = the server seed's 64 characters as text (not the 32 bytes they spell) and the message = client seed, nonce and cursor joined by colons: client_seed:nonce:0. Block 1 uses cursor 1, and so on, when a game needs more. Each block is 32 bytes."
        hi="राउंड का ब्लॉक 0 HMAC-SHA256 है, जिसकी कुंजी = सर्वर सीड के 64 अक्षर टेक्स्ट के रूप में (उनसे बनने वाले 32 बाइट नहीं) और संदेश = क्लाइंट सीड, नॉन्स और कर्सर, कोलन से जुड़े: client_seed:nonce:0। जब गेम को ज़्यादा चाहिए, ब्लॉक 1 में कर्सर 1, और आगे इसी तरह। हर ब्लॉक 32 बाइट का है।"
      />
      <h3>{say({ en: '3. Bytes into numbers', hi: '3. बाइट से संख्या' })}</h3>
      <P
        en="Every 4 bytes b0 b1 b2 b3 make one number from 0 up to (not including) 1: b0/256 + b1/256² + b2/256³ + b3/256⁴. A block gives 8 numbers; the 9th comes from block 1."
        hi="हर 4 बाइट b0 b1 b2 b3 से 0 से 1 (1 शामिल नहीं) तक की एक संख्या बनती है: b0/256 + b1/256² + b2/256³ + b3/256⁴। एक ब्लॉक से 8 संख्याएँ मिलती हैं; 9वीं ब्लॉक 1 से आती है।"
      />
      <h3>{say({ en: '4. Numbers into a round', hi: '4. संख्या से राउंड' })}</h3>
      <ul>
        <li>{say({ en: 'Dice: roll = the first number × 10,000, rounded down, ÷ 100.', hi: 'डाइस: रोल = पहली संख्या × 10,000, नीचे पूर्णांकित, ÷ 100।' })}</li>
        <li>{say({ en: 'Crash: X = the first 52 bits of block 0 ÷ 2⁵²; crash point = 99 ÷ (1 − X), rounded down, ÷ 100, at least 1.00.', hi: 'क्रैश: X = ब्लॉक 0 के पहले 52 बिट ÷ 2⁵²; क्रैश पॉइंट = 99 ÷ (1 − X), नीचे पूर्णांकित, ÷ 100, कम से कम 1.00।' })}</li>
        <li>
          {say({
            en: 'Cards (Andar Bahar, Teen Patti, Dragon Tiger, Lucky 7): one deck in order, A to K of spades, hearts, diamonds, clubs (card 0 = AS, 13 = AH, 51 = KC). For the k-th card dealt (k = 0, 1, …) take the k-th number f: j = k + f × (52 − k) rounded down; swap the cards at k and j; deal the card now at k. Each card comes from those not dealt yet, so none can come twice (a Fisher–Yates shuffle).',
            hi: 'पत्ते (अंदर बाहर, तीन पत्ती, ड्रैगन टाइगर, लकी 7): क्रम में एक गड्डी, हुकुम, पान, ईंट, चिड़ी के इक्का से बादशाह (पत्ता 0 = AS, 13 = AH, 51 = KC)। k-वें बाँटे गए पत्ते (k = 0, 1, …) के लिए k-वीं संख्या f लें: j = k + f × (52 − k) नीचे पूर्णांकित; k और j के पत्ते बदलें; अब k पर जो पत्ता है वह बाँटें। हर पत्ता अभी तक न बँटे पत्तों में से आता है, इसलिए कोई दो बार नहीं आ सकता (फ़िशर–येट्स फेंटना)।',
          })}
        </li>
        <li>{say({ en: 'Roulette: pocket = the first number × 37, rounded down (0–36).', hi: 'रूलेट: खाना = पहली संख्या × 37, नीचे पूर्णांकित (0–36)।' })}</li>
        <li>{say({ en: 'Rang Reels: reel r stops at number r × its strip length, rounded down, and shows that symbol and the next two.', hi: 'रंग रील्स: रील r संख्या r × उसकी पट्टी की लंबाई (नीचे पूर्णांकित) पर रुकती है और वह चिह्न व अगले दो दिखाती है।' })}</li>
        <li>{say({ en: 'Plinko: at row i the ball goes right when the i-th number is 0.5 or more, left otherwise; the slot is the number of rights.', hi: 'प्लिंको: पंक्ति i पर गेंद दाएँ जाती है जब i-वीं संख्या 0.5 या ज़्यादा हो, वरना बाएँ; खाना दाएँ जाने की गिनती है।' })}</li>
      </ul>
      <h3>{say({ en: '5. A worked example', hi: '5. एक हल किया हुआ उदाहरण' })}</h3>
      <dl>
        <dt>{tr('Server seed')}</dt>
        <dd className="h-mono">{EXAMPLE.serverSeed}</dd>
        <dt>{tr('Client seed')}</dt>
        <dd className="h-mono">{EXAMPLE.clientSeed}</dd>
        <dt>{tr('Nonce')}</dt>
        <dd>{EXAMPLE.nonce}</dd>
      </dl>
      {failed ? <p className="h-error">{tr('Could not check this round. Please try again.')}</p> : null}
      {w ? (
        <ol className="h-steps" data-testid="worked-example">
          <li>
            {say({ en: 'Fingerprint shown before play, SHA-256 of the server seed:', hi: 'खेलने से पहले दिखाया फ़िंगरप्रिंट, सर्वर सीड का SHA-256:' })} <span className="h-mono">{w.hash}</span>
          </li>
          <li>
            {say({ en: 'Block 0 = HMAC-SHA256(server seed, "my-lucky-seed:7:0") =', hi: 'ब्लॉक 0 = HMAC-SHA256(सर्वर सीड, "my-lucky-seed:7:0") =' })} <span className="h-mono">{w.block}</span>
          </li>
          <li>
            {say({ en: 'Its first 4 bytes are', hi: 'इसके पहले 4 बाइट हैं' })} {w.bytes.join(', ')}: {w.bytes[0]}/256 + {w.bytes[1]}/256² + {w.bytes[2]}/256³ + {w.bytes[3]}/256⁴ = <strong>{w.float}</strong>
          </li>
          <li>
            {say({ en: 'Dice: roll =', hi: 'डाइस: रोल =' })} ⌊{w.float.toFixed(6)} × 10,000⌋ ÷ 100 = <strong data-testid="example-roll">{w.roll.toFixed(2)}</strong>
          </li>
          <li>
            {say({
              en: `Dragon Tiger: the first card is j = ⌊${w.float.toFixed(6)} × 52⌋ = 14, card 14 = 2H for Dragon; cards 0 and 14 swap, so AS now sits at 14; the second number picks j = 1 + ⌊0.270289 × 51⌋ = 14 again: AS for Tiger. Dragon wins.`,
              hi: `ड्रैगन टाइगर: पहला पत्ता j = ⌊${w.float.toFixed(6)} × 52⌋ = 14, पत्ता 14 = 2H ड्रैगन को; पत्ते 0 और 14 बदलते हैं, तो AS अब 14 पर है; दूसरी संख्या फिर j = 1 + ⌊0.270289 × 51⌋ = 14 चुनती है: AS टाइगर को। ड्रैगन जीता।`,
            })}{' '}
            <span className="h-mono" data-testid="example-cards">
              {w.dragon} / {w.tiger}
            </span>
          </li>
        </ol>
      ) : failed ? null : (
        <p className="h-muted">{tr('Checking…')}</p>
      )}
      <h3>{say({ en: '6. Check it on your own computer', hi: '6. अपने कंप्यूटर पर जाँचें' })}</h3>
      <P
        en="With Node.js installed, these lines print the roll of the example; put in your own revealed server seed, client seed and nonce to check a round of yours. Our documentation has a script that checks every game (docs/provably-fair/verify-round.mjs)."
        hi="Node.js इंस्टॉल हो तो ये पंक्तियाँ उदाहरण का रोल छापती हैं; अपना राउंड जाँचने के लिए अपना प्रकट सर्वर सीड, क्लाइंट सीड और नॉन्स डालें। हमारे दस्तावेज़ों में हर गेम जाँचने वाली स्क्रिप्ट है (docs/provably-fair/verify-round.mjs)।"
      />
      <pre className="h-code">{`const { createHmac } = require('node:crypto');
const b = createHmac('sha256', '${EXAMPLE.serverSeed}')
  .update('${EXAMPLE.clientSeed}:${EXAMPLE.nonce}:0').digest();
const f = b[0] / 256 + b[1] / 256 ** 2 + b[2] / 256 ** 3 + b[3] / 256 ** 4;
console.log(Math.floor(f * 10000) / 100); // dice roll`}</pre>
    </article>
  );
}
