/** The built-in provider's games, by the code the casino catalogue and every round name them with. */
export const HOUSE_GAME_CODES = ['dice', 'crash', 'andar-bahar', 'teen-patti', 'dragon-tiger', 'lucky-7', 'roulette', 'reels', 'plinko'] as const;
export type HouseGameCode = (typeof HOUSE_GAME_CODES)[number];
