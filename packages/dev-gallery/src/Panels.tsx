import { ErrorPanel, Modal, Toast, Toasts, toastError, toastSuccess } from '@khel/shared';
import { Button, EmptyState, Skeleton, Tabs } from '@khel/shared/kit';
import { useState } from 'react';
import { Section, State } from './Section';

export function Modals() {
  const [open, setOpen] = useState(false);
  return (
    <Section name="Modal">
      <State label="default">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Open dialog
        </Button>
        <Modal id="gallery-modal" title="Confirm withdrawal" open={open} onClose={() => setOpen(false)}>
          <p>Withdraw ₹2,500.00 to HDFC Bank ••1234?</p>
          <Button onClick={() => setOpen(false)}>Confirm</Button>
        </Modal>
      </State>
    </Section>
  );
}

export function TabsDemo() {
  const [tab, setTab] = useState('deposit');
  return (
    <Section name="Tabs">
      <State label="default (one disabled)">
        <Tabs
          label="Transactions"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'deposit', label: 'Deposit', content: 'Deposits of the last 7 days.' },
            { id: 'withdrawal', label: 'Withdrawal', content: 'Withdrawals of the last 7 days.' },
            { id: 'bonus', label: 'Bonus', content: 'Bonuses.', disabled: true },
          ]}
        />
      </State>
    </Section>
  );
}

export function Feedback() {
  return (
    <>
      <Section name="EmptyState">
        <State label="default">
          <EmptyState />
        </State>
        <State label="with action">
          <EmptyState title="No transactions yet" text="Your deposits and withdrawals will show here." art="records" action={<Button>Deposit now</Button>} />
        </State>
      </Section>
      <Section name="ErrorPanel">
        <State label="with retry">
          <ErrorPanel title="Something went wrong here" message="This part of the page stopped working." onRetry={() => undefined} />
        </State>
        <State label="without retry">
          <ErrorPanel title="Not available" />
        </State>
      </Section>
      <Section name="Skeleton">
        <State label="loading">
          <Skeleton lines={3} label="Loading games" />
        </State>
      </Section>
      <Section name="Toast">
        <State label="success">
          <Toast type="success" message="Saved Successfully" onDismiss={() => undefined} />
        </State>
        <State label="error">
          <Toast type="error" message="Insufficient Balance" />
        </State>
        <State label="live (toast$)">
          <Button variant="secondary" onClick={() => toastSuccess('Deposit request sent')}>
            Show a success toast
          </Button>
          <Button variant="secondary" onClick={() => toastError('Payment failed')}>
            Show an error toast
          </Button>
          <Toasts />
        </State>
      </Section>
    </>
  );
}
