import type { TransactionStatus } from '../api/types';
import { transaction as tx } from '../test-utils';
import { defaultFrom, defaultTo, nextDay, normaliseRange } from './dates';
import { actionTime, approvedLabel, imageUrls, matchesFilters, remarkText, rowTitle, shownAmount, STATUS, tapAction } from './status';

describe('transaction statuses (SPEC §4)', () => {
  it.each<[TransactionStatus, string, string]>([
    ['pending', 'Pending', 'yellow'],
    ['hold', 'In Process', 'yellow'],
    ['approve_in_process', 'Approve In Process', 'green'],
    ['approve_completed', 'Approved', 'green'],
    ['reject_in_process', 'Reject In Process', 'red'],
    ['reject_completed', 'Rejected', 'red'],
    ['expired', 'Expired', 'red'],
    ['cancelled', 'Cancelled', 'grey'],
  ])('%s is labelled %s with a %s icon', (status, label, tone) => {
    expect(STATUS[status]).toEqual({ label, tone });
  });

  it.each<[TransactionStatus, string]>([
    ['pending', 'pending-error'],
    ['hold', 'details'],
    ['approve_in_process', 'details'],
    ['reject_in_process', 'details'],
    ['approve_completed', 'none'],
    ['reject_completed', 'details'],
    ['expired', 'none'],
    ['cancelled', 'none'],
  ])('tapping a %s row: %s', (status, action) => {
    expect(tapAction(status)).toBe(action);
  });

  it('a resolved row with a remark opens the details; pending never does (issue 16 point 4)', () => {
    expect(tapAction('approve_completed', 'Paid in two parts')).toBe('details');
    expect(tapAction('expired', 'No payment found')).toBe('details');
    expect(tapAction('expired', 'null')).toBe('none');
    expect(tapAction('pending', 'Checking')).toBe('pending-error');
  });

  it('titles rows with the type in title case plus Request', () => {
    expect(rowTitle('client_deposit')).toBe('Client Deposit Request');
    expect(rowTitle('manual_withdrawal')).toBe('Manual Withdrawal Request');
  });

  it('shows approved_amount only when approve_completed', () => {
    expect(shownAmount(tx({ status: 'approve_completed', amount: 500, approved_amount: 450 }))).toBe(450);
    expect(shownAmount(tx({ status: 'approve_in_process', amount: 500, approved_amount: 450 }))).toBe(500);
  });

  it('filters: Processing is hold and both in-process states; Deposit and Withdrawal by type', () => {
    const statuses: TransactionStatus[] = ['pending', 'hold', 'approve_in_process', 'approve_completed', 'reject_in_process', 'reject_completed', 'expired', 'cancelled'];
    const pick = (f: Parameters<typeof matchesFilters>[1]) => statuses.filter((s) => matchesFilters(tx({ status: s }), f, 'all'));
    expect(pick('processing')).toEqual(['hold', 'approve_in_process', 'reject_in_process']);
    expect(pick('approve')).toEqual(['approve_completed']);
    expect(pick('rejected')).toEqual(['reject_completed']);
    expect(pick('pending')).toEqual(['pending']);
    expect(pick('expired')).toEqual(['expired']);
    expect(pick('all')).toEqual(statuses);
    expect(matchesFilters(tx({ type: 'manual_deposit' }), 'all', 'deposit')).toBe(true);
    expect(matchesFilters(tx({ type: 'manual_deposit' }), 'all', 'withdrawal')).toBe(false);
    expect(matchesFilters(tx({ type: 'client_withdrawal' }), 'all', 'withdrawal')).toBe(true);
  });

  it('details: amount label by status, action time, remarks and images', () => {
    expect(approvedLabel('approve_completed')).toBe('Accepted Amount');
    expect(approvedLabel('approve_in_process')).toBe('Accepted Amount');
    expect(approvedLabel('reject_in_process')).toBe('Rejected Amount');
    expect(approvedLabel('reject_completed')).toBe('Rejected Amount');
    expect(approvedLabel('hold')).toBe('Processing Amount');
    expect(actionTime(tx({ status: 'hold', hold_at: 'H', action_at: 'A' }))).toBe('H');
    expect(actionTime(tx({ status: 'reject_in_process', hold_at: 'H', action_at: 'A' }))).toBe('A');
    expect(remarkText('')).toBe('-');
    expect(remarkText('null')).toBe('-');
    expect(remarkText(null)).toBe('-');
    expect(remarkText('Wrong UTR')).toBe('Wrong UTR');
    expect(imageUrls('/a.png, /b.jpg,,')).toEqual(['/a.png', '/b.jpg']);
    expect(imageUrls(null)).toEqual([]);
  });
});

describe('date filter (SPEC §5)', () => {
  // 2026-11-22 03:00 UTC is 08:30 in India.
  const now = Date.parse('2026-11-22T03:00:00Z');
  it('defaults to 3 days ago and today, and resets empty dates to them', () => {
    expect(defaultFrom(now)).toBe('2026-11-19');
    expect(defaultTo(now)).toBe('2026-11-22');
    expect(normaliseRange('', '', now)).toEqual({ from: '2026-11-19', to: '2026-11-22' });
    expect(normaliseRange('2026-11-01', '', now)).toEqual({ from: '2026-11-01', to: '2026-11-22' });
  });
  it('uses India time: 20:00 UTC is already the next day', () => {
    expect(defaultTo(Date.parse('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });
  it('asks the API for the end date plus one day', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
  });
});
