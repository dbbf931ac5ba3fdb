import { ApiError } from '../src/http/errors';
import { ALL_STATUSES, assertTransition, canTransition, type RequestStatus } from '../src/ops/transitions';

/** The request state machine, every pair: exactly the moves of issue 4 are allowed, every other one is a 409. */
const ALLOWED = new Set([
  'pending>hold',
  'pending>approve_in_process',
  'pending>reject_in_process',
  'pending>cancelled',
  'pending>expired',
  'hold>approve_in_process',
  'hold>reject_in_process',
  'approve_in_process>approve_completed',
  'reject_in_process>reject_completed',
]);

describe('request state machine', () => {
  test('lists the eight statuses of the wallet contract', () => {
    expect(ALL_STATUSES).toEqual(['pending', 'hold', 'approve_in_process', 'approve_completed', 'reject_in_process', 'reject_completed', 'expired', 'cancelled']);
  });

  const pairs = ALL_STATUSES.flatMap((from) => ALL_STATUSES.map((to) => [from, to] as [RequestStatus, RequestStatus]));
  test.each(pairs)('%s -> %s', (from, to) => {
    const allowed = ALLOWED.has(`${from}>${to}`);
    expect(canTransition(from, to)).toBe(allowed);
    if (allowed) {
      expect(() => assertTransition(7, from, to)).not.toThrow();
    } else {
      let error: unknown;
      try {
        assertTransition(7, from, to);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).statusCode).toBe(409);
      expect((error as ApiError).message).toMatch(/^Request #7 is .+ and cannot be .+$/);
    }
  });

  test('the refusals read as an operator would say them', () => {
    const message = (from: RequestStatus, to: RequestStatus) => {
      try {
        assertTransition(12, from, to);
      } catch (e) {
        return (e as Error).message;
      }
      return 'allowed';
    };
    expect(message('approve_completed', 'approve_in_process')).toBe('Request #12 is approved and cannot be approved');
    expect(message('reject_completed', 'hold')).toBe('Request #12 is rejected and cannot be put on hold');
    expect(message('hold', 'cancelled')).toBe('Request #12 is on hold and cannot be cancelled');
    expect(message('hold', 'expired')).toBe('Request #12 is on hold and cannot be expired');
    expect(message('cancelled', 'reject_in_process')).toBe('Request #12 is cancelled and cannot be rejected');
    expect(message('pending', 'approve_completed')).toBe('Request #12 is pending and cannot be approved');
  });
});
