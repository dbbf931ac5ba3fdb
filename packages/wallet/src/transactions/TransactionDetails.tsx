import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { site$, Spinner, useFormatDateTime, useObservable } from '@khel/shared';
import type { Transaction } from '../api/types';
import { fetchTransaction } from '../api/wallet';
import { BackButton, rupees } from '../common/ui';
import { ImagesModal } from './ImagesModal';
import { actionTime, approvedLabel, isDeposit, remarkText, STATUS, titleCase } from './status';

/** The chat link of the configured support number (social_link.whatsappno1), or null. */
export function supportLink(number: string | undefined | null): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** Transaction details: from the list's state, or fetched by id after a reload. */
export default function TransactionDetails() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const passed = (useLocation().state as { tx?: Transaction } | null)?.tx;
  const back = useNavigate();
  const format = useFormatDateTime();
  const support = supportLink(useObservable(site$).settings?.siteSetting.social_link?.whatsappno1);
  const [tx, setTx] = useState<Transaction | null>(passed && String(passed.c_a_tid) === id ? passed : null);
  const [failed, setFailed] = useState(false);
  const [images, setImages] = useState(false);

  useEffect(() => {
    if (tx && String(tx.c_a_tid) === id) return;
    let live = true;
    fetchTransaction(id).then(
      (t) => live && setTx(t),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id, tx]);

  return (
    <section className="w-page" aria-label="Transaction details">
      <header className="w-head">
        <BackButton onClick={() => back('/transaction')} />
        <h1>{t('Transaction Details')}</h1>
      </header>
      {!tx ? (
        failed ? <p className="w-empty">{t('No records found')}</p> : <Spinner />
      ) : (
        <div className="w-card">
          <div className="w-detail-head">
            <b>{tx.user_name}</b>
            <span>{t(`${isDeposit(tx.type) ? 'Deposit' : 'Withdrawal'} Request`)}</span>
            <span className={`w-pill w-${STATUS[tx.status]?.tone ?? 'grey'}`}>{t(titleCase(tx.status))}</span>
          </div>
          <dl className="w-dl">
            <dt>{t('Requested Amount')}</dt>
            <dd>{rupees(tx.amount)}</dd>
            <dt>{t(approvedLabel(tx.status))}</dt>
            <dd>{tx.approved_amount === null || tx.approved_amount === undefined ? '-' : rupees(tx.approved_amount)}</dd>
            <dt>{t('Request Date')}</dt>
            <dd>{format(tx.created_at)}</dd>
            <dt>{t('Action on')}</dt>
            <dd>{format(actionTime(tx))}</dd>
            <dt>{t('Reference No.')}</dt>
            <dd>{tx.transaction_id || '-'}</dd>
            <dt>{t('Remarks')}</dt>
            <dd>{remarkText(tx.remark)}</dd>
          </dl>
          <button type="button" className="w-btn w-ghost w-block" onClick={() => setImages(true)}>
            {t('View details')}
          </button>
          {support && (
            <a className="w-btn w-primary w-block" href={support} target="_blank" rel="noopener noreferrer">
              {t('Customer support')}
            </a>
          )}
          <ImagesModal open={images} value={tx.transaction_image_url} onClose={() => setImages(false)} />
        </div>
      )}
    </section>
  );
}
