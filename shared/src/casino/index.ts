export { CASINO_SECTION_IDS, type CasinoSectionId } from './sections';
export { casinoSections$, loadCasinoSections, publishCasinoSections, sectionsWithGames, storedCasinoSections, useCasinoSections } from './filled';
