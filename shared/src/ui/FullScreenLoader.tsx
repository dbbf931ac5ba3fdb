import { KhelMark } from '../brand/Logo';
import { useSharedStyles } from './styles';

export function Spinner({ small }: { small?: boolean }) {
  useSharedStyles();
  return <span className={small ? 'k-spin sm' : 'k-spin'} role="progressbar" aria-label="Loading" />;
}

export function FullScreenLoader() {
  useSharedStyles();
  return (
    <div className="k-loader" data-testid="full-screen-loader">
      <KhelMark size={48} />
      <Spinner />
    </div>
  );
}
