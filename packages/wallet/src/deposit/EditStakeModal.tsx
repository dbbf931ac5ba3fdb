import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { auth$, Modal, saveStakes, setPrefs, setUser, toastError, toastSuccess, t as tr } from '@khel/shared';
import { capStake, STAKE_RANGE_ERROR, stakesValid } from './amount';

/** Edit Stake: 4 values of up to 8 digits, each from 100 to 1 crore; saved to the player's account. */
export function EditStakeModal({ open, stakes, onClose }: { open: boolean; stakes: number[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) setValues([0, 1, 2, 3].map((i) => (stakes[i] ? String(stakes[i]) : '')));
  }, [open, stakes]);

  const save = async () => {
    if (!stakesValid(values)) {
      toastError(tr(STAKE_RANGE_ERROR));
      return;
    }
    const next = values.map(Number);
    setSaving(true);
    try {
      await saveStakes(next);
      setPrefs({ stakes: next });
      const user = auth$.value.user;
      if (user) setUser({ ...user, stakes: next });
      toastSuccess(tr('Saved Successfully'));
      onClose();
    } catch {
      // the API layer showed the error
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal id="edit-stake" title={t('Edit Stake')} open={open} onClose={onClose}>
      <div className="w-grid2">
        {values.map((v, i) => (
          <input
            key={i}
            aria-label={`Stake ${i + 1}`}
            inputMode="numeric"
            maxLength={8}
            value={v}
            onChange={(e) => setValues((list) => list.map((x, j) => (j === i ? capStake(e.target.value) : x)))}
          />
        ))}
      </div>
      <button type="button" className="w-btn w-primary w-block" disabled={saving} onClick={save}>
        {t('Save')}
      </button>
    </Modal>
  );
}
