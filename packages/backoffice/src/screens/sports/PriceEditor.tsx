import { toastSuccess } from '@khel/shared';
import type { OpsMarket } from '@khel/shared/console-contracts';
import { useState } from 'react';
import { setPrices } from '../../api/sports';
import { useAction } from '../../ui/useLoad';
import { FormDialog } from '../../ui/FormDialog';
import { formOf, pricesBody, type Cell, type RunnerForm } from './price-form';

/**
 * Prices by hand for one market (they reach the players live through the manual feed): exchange markets take up
 * to three back and three lay levels of odds and size; a bookmaker one back and one lay in Indian odds; a fancy
 * line its No and Yes lines with their rates.
 */
export function PriceEditor({ market, onClose, onDone }: { market: OpsMarket; onClose: () => void; onDone: (m: OpsMarket) => void }) {
  const [form, setForm] = useState<RunnerForm[]>(() => formOf(market));
  const save = useAction();
  const edit = (ri: number, change: (r: RunnerForm) => RunnerForm) => setForm((f) => f.map((r, i) => (i === ri ? change(r) : r)));
  const editCell = (ri: number, side: 'back' | 'lay', ci: number, key: keyof Cell, value: string) =>
    edit(ri, (r) => ({ ...r, [side]: r[side].map((c, i) => (i === ci ? { ...c, [key]: value } : c)) }));

  const submit = async () => {
    const body = pricesBody(market.kind, form);
    if (typeof body === 'string') return save.setError(body);
    const answer = await save.run(() => setPrices(market.id, body));
    if (!answer) return;
    toastSuccess(answer.message);
    onDone(answer.data);
  };

  const input = (label: string, value: string, onChange: (v: string) => void) => (
    <input aria-label={label} inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} />
  );

  return (
    <FormDialog title={`Prices: ${market.name}`} busy={save.busy} error={save.error} submitLabel="Set prices" onSubmit={submit} onClose={onClose}>
      <div className="bo-scroll bo-sp-editor">
        {market.kind === 'fancy' ? (
          form.map((r, ri) => (
            <table key={r.id} className="bo-table" aria-label={`Prices of ${r.name}`}>
              <thead>
                <tr>
                  <th className="bo-sp-lay">No line</th>
                  <th className="bo-sp-lay">No rate</th>
                  <th className="bo-sp-back">Yes line</th>
                  <th className="bo-sp-back">Yes rate</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{input('No line', r.noLine, (v) => edit(ri, (x) => ({ ...x, noLine: v })))}</td>
                  <td>{input('No rate', r.lay[0]!.odds, (v) => editCell(ri, 'lay', 0, 'odds', v))}</td>
                  <td>{input('Yes line', r.yesLine, (v) => edit(ri, (x) => ({ ...x, yesLine: v })))}</td>
                  <td>{input('Yes rate', r.back[0]!.odds, (v) => editCell(ri, 'back', 0, 'odds', v))}</td>
                </tr>
              </tbody>
            </table>
          ))
        ) : (
          <table className="bo-table" aria-label={`Prices of ${market.name}`}>
            <thead>
              <tr>
                <th>Runner</th>
                {form[0]?.back.map((_, i) => (
                  <th key={`b${i}`} className="bo-sp-back">Back {market.kind === 'bookmaker' ? '(Indian)' : i + 1}</th>
                ))}
                {form[0]?.lay.map((_, i) => (
                  <th key={`l${i}`} className="bo-sp-lay">Lay {market.kind === 'bookmaker' ? '(Indian)' : i + 1}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {form.map((r, ri) => (
                <tr key={r.id}>
                  <th scope="row">{r.name}</th>
                  {(['back', 'lay'] as const).flatMap((side) =>
                    r[side].map((c, ci) => (
                      <td key={`${side}${ci}`}>
                        {market.kind === 'bookmaker' ? (
                          input(`${r.name} ${side} (Indian odds)`, c.odds, (v) => editCell(ri, side, ci, 'odds', v))
                        ) : (
                          <>
                            {input(`${r.name} ${side} ${ci + 1} odds`, c.odds, (v) => editCell(ri, side, ci, 'odds', v))}
                            {input(`${r.name} ${side} ${ci + 1} size`, c.size, (v) => editCell(ri, side, ci, 'size', v))}
                          </>
                        )}
                      </td>
                    )),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <p className="bo-muted">
        {market.kind === 'bookmaker'
          ? 'Indian odds: 45 means 1.45.'
          : market.kind === 'fancy'
            ? 'Rate 100 is evens. No is a lay on the No line; Yes a back on the Yes line.'
            : 'Decimal odds on the exchange ladder, best first; size in rupees (optional). Empty cells are left out.'}
      </p>
    </FormDialog>
  );
}
