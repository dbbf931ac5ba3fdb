import path from 'node:path';
import { API_DIST } from './paths';

interface DemoCredentials {
  player: { user_name: string; mobile: string; password: string };
  demoUser: { user_name: string; password: string };
}

// The seed's own export (built with the API), so the tests log in with exactly what `npm start` prints.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const seeded = require(path.join(API_DIST, 'seed', 'demo-credentials.js')) as {
  DEMO_CREDENTIALS: DemoCredentials;
  DEMO_PLAYER_START_RUPEES: number;
};

export const DEMO_PLAYER = seeded.DEMO_CREDENTIALS.player;
export const DEMO_PLAYER_START_RUPEES = seeded.DEMO_PLAYER_START_RUPEES;
