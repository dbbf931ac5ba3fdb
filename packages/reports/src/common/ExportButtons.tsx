import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '@khel/shared';
import type { ExportFormat, ExportReport } from '@khel/shared/contracts';
import { Button } from '@khel/shared/kit';
import type { Params } from '../api/reports';

/** CSV and PDF of the report as filtered; the download code loads on the first press. */
export function ExportButtons({ report, params }: { report: ExportReport; params: Params }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = (format: ExportFormat) => {
    setBusy(format);
    import('../export/download')
      .then((m) => m.downloadReport(report, format, params))
      .catch((error: unknown) => toastError(t(error instanceof Error && error.message ? error.message : 'Download failed. Please try again.')))
      .finally(() => setBusy(null));
  };
  return (
    <div className="r-actions" role="group" aria-label={t('Download')}>
      <Button variant="secondary" size="sm" loading={busy === 'csv'} disabled={busy !== null} onClick={() => run('csv')} aria-label={t('Download CSV')}>
        CSV
      </Button>
      <Button variant="secondary" size="sm" loading={busy === 'pdf'} disabled={busy !== null} onClick={() => run('pdf')} aria-label={t('Download PDF')}>
        PDF
      </Button>
    </div>
  );
}
