import { useTranslation } from 'react-i18next';
import { useState } from 'react';

type Bank = { id: number; bank_name: string; icon?: string | null };

/** A searchable bank-name dropdown; 'No Data Found' when the search matches nothing. */
export function BankSelect({ banks, value, onChange, invalid }: { banks: Bank[]; value: number | null; onChange: (id: number) => void; invalid?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const chosen = banks.find((b) => b.id === value);
  const q = query.trim().toLowerCase();
  const shown = q ? banks.filter((b) => b.bank_name.toLowerCase().includes(q)) : banks;
  return (
    <div className="w-select">
      <button type="button" className="w-select-btn" aria-haspopup="listbox" aria-expanded={open} aria-invalid={invalid || undefined} onClick={() => setOpen((o) => !o)}>
        {chosen ? chosen.bank_name : t('Select Bank Name')}
      </button>
      {open && (
        <div className="w-select-pop">
          <input aria-label="Search Bank Name" placeholder={t('Search')} value={query} autoFocus onChange={(e) => setQuery(e.target.value)} />
          <ul role="listbox" aria-label="Banks">
            {shown.length === 0 ? (
              <li className="w-muted">{t('No Data Found')}</li>
            ) : (
              shown.map((b) => (
                <li
                  key={b.id}
                  role="option"
                  aria-selected={b.id === value}
                  onClick={() => {
                    onChange(b.id);
                    setOpen(false);
                    setQuery('');
                  }}
                >
                  {b.icon && <img src={b.icon} alt="" width={18} height={18} />}
                  {b.bank_name}
                </li>
              ))
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
