import { BrowserRouter, useRoutes } from 'react-router-dom';
import { useGamesStyles } from '../common/styles';
import { gamesRouteObjects } from './routes';

const ROUTES = gamesRouteObjects();

/** The games app's screens for the current path (its route table, in routes.tsx). */
export function GamesRoutes() {
  return useRoutes(ROUTES);
}

export function App() {
  useGamesStyles();
  return (
    <BrowserRouter>
      <GamesRoutes />
    </BrowserRouter>
  );
}
