import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@khel/shared/kit';
import { ScreenHead } from '../common/ui';

/** /casino/:section until the casino (issue 14) replaces this file: an honest "opening soon" with a way on. */
export default function CasinoScreen() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHead title={t('Casino')} />
      <EmptyState
        title={t('Casino is opening soon')}
        text={t('Live tables and slots are on their way. Sports and racing are open now.')}
        action={
          <Link className="k-btn k-btn-primary" to="/sports/cricket/4">
            {t('Go to Sports')}
          </Link>
        }
      />
    </>
  );
}
