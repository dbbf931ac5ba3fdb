import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './useChromeState';

/** A bar while offline; a short 'Back online' note when the connection returns. */
export function OnlineIndicator() {
  const { t } = useTranslation();
  const online = useOnline();
  const [back, setBack] = useState(false);
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    setBack(true);
    const id = setTimeout(() => setBack(false), 3000);
    return () => clearTimeout(id);
  }, [online]);
  if (online && !back) return null;
  return (
    <div className={online ? 's-net s-online' : 's-net'} role="status">
      {online ? t('Back online') : t('You are offline. Check your internet connection.')}
    </div>
  );
}
