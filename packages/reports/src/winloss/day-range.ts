import { isDay } from '../common/dates';
import { useReportParams } from '../common/range';

/** ?date= narrows the range to one day (a day of the win-loss list); otherwise the screen's own range. */
export function useDayOrRange() {
  const report = useReportParams();
  const date = report.params.get('date');
  const day = isDay(date) ? date : null;
  return { report, day, range: day ? { from: day, to: day } : report.range };
}
