import { BrowserRouter, useRoutes } from 'react-router-dom';
import { useFantasyStyles } from '../common/styles';
import { fantasyRouteObjects } from './routes';

const ROUTES = fantasyRouteObjects();

export function FantasyRoutes() {
  return useRoutes(ROUTES);
}

export function App() {
  useFantasyStyles();
  return (
    <BrowserRouter>
      <FantasyRoutes />
    </BrowserRouter>
  );
}
