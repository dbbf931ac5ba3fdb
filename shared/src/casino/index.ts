export { CASINO_SECTION_IDS, type CasinoSectionId } from './sections';
export { fetchLobbyData, PROVIDER_DOWN } from './lobby';
export { casinoSections$, loadCasinoSections, sectionsWithGames, storedCasinoSections, useCasinoSections } from './filled';
export { ownLobbyUrl, resolveCasinoSource } from './source';
export { lobbyOf } from './lobby-shape';
