import { formatRupees } from '@khel/shared';
import { Table, type Column } from '@khel/shared/kit';
import { Section, State } from './Section';

interface Row {
  id: string;
  date: string;
  method: string;
  paise: bigint;
  status: string;
}

const ROWS: Row[] = [
  { id: '1', date: '23 Nov 2026, 10:15', method: 'UPI', paise: 150000n, status: 'Approved' },
  { id: '2', date: '22 Nov 2026, 18:02', method: 'Bank transfer', paise: 12345650n, status: 'Pending' },
];

const COLUMNS: Column<Row>[] = [
  { key: 'date', header: 'Date' },
  { key: 'method', header: 'Method' },
  { key: 'amount', header: 'Amount', numeric: true, cell: (r) => formatRupees(r.paise) },
  { key: 'status', header: 'Status' },
];

export function TableDemo() {
  return (
    <Section name="Table">
      <State label="default">
        <Table caption="Deposits" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />
      </State>
      <State label="loading">
        <Table caption="Withdrawals" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} loading />
      </State>
      <State label="empty">
        <Table caption="Bonuses" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} emptyTitle="No bonuses yet" emptyText="Bonuses you receive will show here." />
      </State>
    </Section>
  );
}
