/** The exchange ladder and odds arithmetic live in @khel/shared (shared/src/sports/odds.ts), so the browser's slip uses the same. */
export {
  LADDER, MIN_ODDS, MAX_ODDS, isOnLadder, tickUp, tickDown, snapToLadder, indianToOdds, oddsToIndian, rateToOdds, amountAtOdds, rupeesToPaise,
  formatOddsX100,
} from '@khel/shared/contracts';
