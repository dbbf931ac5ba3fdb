import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../money/format';
import { parseRupees, RUPEES_2DP, type AmountProblem, type AmountRule } from '../../money/parse';
import { Input } from './Input';

/** What a player is told about an amount the money parser refuses: an English text, the i18n key (shown with t). */
export function amountMessage(problem: AmountProblem, rule: AmountRule = RUPEES_2DP): string {
  if (problem === 'blank') return 'Enter an amount.';
  if (problem === 'zero') return 'Enter an amount above ₹0.';
  if (rule.decimals === 0) return 'Enter whole rupees in digits only, e.g. 1500.';
  return 'Enter rupees in digits only, with at most 2 decimals, e.g. 1500.50.';
}

export interface AmountInputProps {
  label: ReactNode;
  /** The text as typed (the field is controlled). */
  value: string;
  /** Every change: the text, and its paise when the money parser accepts it (undefined otherwise). */
  onChange(text: string, paise: bigint | undefined): void;
  /** Whole rupees (WHOLE_RUPEES) or rupees and paise (RUPEES_2DP, the default). */
  rule?: AmountRule;
  hint?: ReactNode;
  /** An error from the form (a limit, the server's message); shown instead of the parser's. */
  error?: ReactNode;
  /** Show the parser's message before the field was left once (e.g. after a submit). */
  showError?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/**
 * An amount in rupees, read by the one money parser (shared/src/money: digits, at most 2 decimals or whole rupees,
 * nothing repaired): a bad amount gets a clear message once the field is left; a good one is shown back with Indian
 * grouping (₹1,23,456.50) under the field.
 */
export function AmountInput({ label, value, onChange, rule = RUPEES_2DP, hint, error, showError, disabled, id, name, className }: AmountInputProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(false);
  const parsed = parseRupees(value, rule);
  const own = !parsed.ok && (left || showError) && !(parsed.problem === 'blank' && !showError) ? t(amountMessage(parsed.problem, rule)) : undefined;
  const amount = parsed.ok ? <span data-testid="amount-display">{formatRupees(parsed.paise)}</span> : undefined;
  const shown = amount && hint ? (
    <>
      {amount} · {hint}
    </>
  ) : (
    (amount ?? hint)
  );
  return (
    <Input
      label={label}
      prefix="₹"
      id={id}
      name={name}
      className={className}
      value={value}
      disabled={disabled}
      inputMode={rule.decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      error={error ?? own}
      hint={shown}
      onBlur={() => setLeft(true)}
      onChange={(e) => {
        const text = e.target.value;
        const r = parseRupees(text, rule);
        onChange(text, r.ok ? r.paise : undefined);
      }}
    />
  );
}
