import { BrowserRouter, useRoutes } from 'react-router-dom';
import { useReportStyles } from '../common/styles';
import { reportRouteObjects } from './routes';

const ROUTES = reportRouteObjects();

/** The reports app's screens for the current path (its route table, in routes.tsx). */
export function ReportRoutes() {
  return useRoutes(ROUTES);
}

export function App() {
  useReportStyles();
  return (
    <BrowserRouter>
      <ReportRoutes />
    </BrowserRouter>
  );
}
