import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { BankLogo } from '@khel/shared/kit';

type Bank = { id: number; bank_name: string; icon?: string | null };

/** A searchable bank-name dropdown; 'No Data Found' when the search matches nothing. */
export function BankSelect({ banks, value, onChange, invalid }: { banks: Bank[]; value: number | null; onChange: (id: number) => void; invalid?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // Opening the list puts the caret in its search field.
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);
  const pick = (id: number) => {
    onChange(id);
    setOpen(false);
    setQuery('');
  };
  const chosen = banks.find((b) => b.id === value);
  const q = query.trim().toLowerCase();
  const shown = q ? banks.filter((b) => b.bank_name.toLowerCase().includes(q)) : banks;
  return (
    <div className="w-select">
      <button type="button" className={invalid ? 'w-select-btn w-invalid' : 'w-select-btn'} aria-haspopup="listbox" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {chosen ? (
          <span className="w-bank-name">
            <BankLogo name={chosen.bank_name} src={chosen.icon} size={20} />
            {chosen.bank_name}
          </span>
        ) : (
          t('Select Bank Name')
        )}
      </button>
      {open && (
        <div className="w-select-pop">
          <input aria-label="Search Bank Name" placeholder={t('Search')} ref={search} value={query} onChange={(e) => setQuery(e.target.value)} />
          <ul role="listbox" aria-label="Banks">
            {shown.length === 0 ? (
              <li className="w-muted">{t('No Data Found')}</li>
            ) : (
              shown.map((b) => (
                <li
                  key={b.id}
                  role="option"
                  aria-selected={b.id === value}
                  tabIndex={0}
                  onClick={() => pick(b.id)}
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter' && e.key !== ' ') return;
                    e.preventDefault();
                    pick(b.id);
                  }}
                >
                  <BankLogo name={b.bank_name} src={b.icon} size={22} />
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
