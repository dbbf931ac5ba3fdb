/** The console's words for the protection history's actions and the limit windows. */
export const ACTION_TEXT: Record<string, string> = {
  limit_set: 'Limit set',
  limit_decreased: 'Limit lowered',
  limit_increase_requested: 'Increase asked for',
  limit_increased: 'Increase confirmed',
  limit_removal_requested: 'Removal asked for',
  limit_removed: 'Removal confirmed',
  limit_change_cancelled: 'Waiting change cancelled',
  time_out: 'Time-out',
  self_exclusion: 'Self-exclusion',
  reality_check: 'Reality check interval',
};

export const PERIOD_TEXT: Record<string, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days' };
export const KIND_TEXT: Record<string, string> = { deposit: 'Deposit', loss: 'Loss' };
