// The seed's own credentials, so the tests log in with exactly what `npm start` prints.
export { DEMO_PLAYER_START_RUPEES } from '../../services/api/src/seed/demo-credentials';
import { DEMO_CREDENTIALS } from '../../services/api/src/seed/demo-credentials';

export const DEMO_PLAYER = DEMO_CREDENTIALS.player;
/** The seed's trader: prices markets by hand (and so never settles them: another operator does). */
export const DEMO_TRADER = DEMO_CREDENTIALS.trader;
