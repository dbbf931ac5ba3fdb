import type { GameCode } from './fair';
import { BET_NAMES } from './Roulette';
import { handName, symbolName, tr } from './texts';

/**
 * A round in a player's words (the verifier shows these, never JSON): what the player backed, and what came up.
 */
type O = Record<string, unknown>;
const side = (s: unknown) => tr(s === 'andar' ? 'Andar' : s === 'bahar' ? 'Bahar' : s === 'a' ? 'Player A' : s === 'b' ? 'Player B' : s === 'dragon' ? 'Dragon' : s === 'tiger' ? 'Tiger' : 'Tie');
const cards = (list: unknown) => (list as string[]).join(' ');

export function describeBet(game: GameCode, p: O): string {
  switch (game) {
    case 'dice':
      return tr(p.over ? 'Roll over {{target}}' : 'Roll under {{target}}', { target: Number(p.target).toFixed(2) });
    case 'crash':
      return tr('Cash out at {{x}}×', { x: Number(p.cash_out).toFixed(2) });
    case 'andar-bahar':
    case 'teen-patti':
      return side(p.side);
    case 'dragon-tiger':
      return side(p.bet);
    case 'lucky-7':
      return tr(p.bet === 'low' ? 'Low (A–6)' : p.bet === 'seven' ? 'Seven' : 'High (8–K)');
    case 'roulette': {
      const name = tr(BET_NAMES[p.bet as keyof typeof BET_NAMES] ?? String(p.bet));
      return p.number === undefined ? name : `${name} ${String(p.number)}`;
    }
    case 'reels':
      return tr('10 lines');
    case 'plinko':
      return tr('{{n}} rows, {{risk}} risk', { n: Number(p.rows), risk: tr(p.risk === 'low' ? 'Low' : p.risk === 'medium' ? 'Medium' : 'High') });
  }
}

export function describeOutcome(game: GameCode, o: O): string {
  switch (game) {
    case 'dice':
      return tr('Roll {{roll}}', { roll: Number(o.roll).toFixed(2) });
    case 'crash':
      return tr('Crashed at {{x}}x', { x: Number(o.crash_point).toFixed(2) });
    case 'andar-bahar':
      return tr('Joker {{joker}}; dealt {{cards}}; {{side}} wins', { joker: String(o.joker), cards: cards(o.cards), side: side(o.winner) });
    case 'teen-patti':
      return tr('Player A {{a}} ({{ah}}); Player B {{b}} ({{bh}}); {{result}}', {
        a: cards(o.a), ah: handName(String(o.a_hand)), b: cards(o.b), bh: handName(String(o.b_hand)), result: o.winner === 'tie' ? tr('Tie') : tr('{{side}} wins', { side: side(o.winner) }),
      });
    case 'dragon-tiger':
      return tr('Dragon {{dragon}}, Tiger {{tiger}}; {{result}}', { dragon: String(o.dragon), tiger: String(o.tiger), result: o.winner === 'tie' ? tr('Tie') : tr('{{side}} wins', { side: side(o.winner) }) });
    case 'lucky-7':
      return tr('Card {{card}}: {{result}}', { card: String(o.card), result: tr(o.result === 'low' ? 'Low (A–6)' : o.result === 'seven' ? 'Seven' : 'High (8–K)') });
    case 'roulette':
      return tr('Ball on {{n}} {{color}}', { n: Number(o.number), color: tr(o.color === 'red' ? 'Red' : o.color === 'black' ? 'Black' : 'Green') });
    case 'reels': {
      const reels = o.reels as string[][];
      return tr('Reels {{reels}}; {{n}} winning lines', { reels: reels.map((col) => col.map(symbolName).join(' ')).join(' | '), n: (o.wins as unknown[]).length });
    }
    case 'plinko':
      return tr('Path {{path}}, slot {{bucket}}, {{x}}×', { path: String(o.path), bucket: Number(o.bucket), x: Number(o.multiplier) });
  }
}
