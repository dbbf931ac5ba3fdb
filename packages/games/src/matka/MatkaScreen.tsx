import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@khel/shared/kit';
import { ScreenHead } from '../common/ui';

/** /matka and /matka-details/:itemDetail until matka (issue 14) replaces this file: "opening soon", a way on. */
export default function MatkaScreen() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHead title={t('Matka')} />
      <EmptyState
        title={t('Matka is opening soon')}
        text={t('Markets and results are on their way. Sports and racing are open now.')}
        action={
          <Link className="k-btn k-btn-primary" to="/sports/cricket/4">
            {t('Go to Sports')}
          </Link>
        }
      />
    </>
  );
}
