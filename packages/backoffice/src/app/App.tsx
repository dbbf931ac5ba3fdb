import { Toasts } from '@khel/shared';
import { BrowserRouter } from 'react-router-dom';
import { Console } from './Console';
import { SignIn } from './SignIn';
import { useConsoleStyles } from './styles';
import { useOpsSession } from './useOpsSession';

export const BASENAME = '/backoffice';

/** The operator console: sign-in until an operator session exists, then the console. */
export function App() {
  useConsoleStyles();
  const session = useOpsSession();
  return (
    <BrowserRouter basename={BASENAME}>
      <div className="bo-root">{session ? <Console operator={session.operator} /> : <SignIn />}</div>
      <Toasts />
    </BrowserRouter>
  );
}
