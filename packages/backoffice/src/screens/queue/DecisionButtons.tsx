import type { OpsRequest } from '../../api/types';
import { when } from '../../ui/format';
import type { DecisionKind } from './Decision';

const OPEN = new Set(['pending', 'hold']);

/** Approve / Reject / Hold for an open request (hold only while pending); the decision time otherwise. */
export function DecisionButtons({ request, onDecide }: { request: OpsRequest; onDecide: (kind: DecisionKind) => void }) {
  if (!OPEN.has(request.status)) return <span className="bo-muted">{when(request.action_at)}</span>;
  return (
    <div className="bo-decide">
      <button type="button" className="bo-btn bo-small bo-primary" onClick={() => onDecide('approve')}>
        Approve
      </button>
      <button type="button" className="bo-btn bo-small bo-danger" onClick={() => onDecide('reject')}>
        Reject
      </button>
      {request.status === 'pending' && (
        <button type="button" className="bo-btn bo-small" onClick={() => onDecide('hold')}>
          Hold
        </button>
      )}
    </div>
  );
}
