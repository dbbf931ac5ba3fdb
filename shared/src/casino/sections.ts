/** The casino's five sections, as the API names them (contracts/casino.ts reuses this list). */
export const CASINO_SECTION_IDS = ['live', 'slots', 'table', 'crash', 'indian'] as const;
export type CasinoSectionId = (typeof CASINO_SECTION_IDS)[number];
