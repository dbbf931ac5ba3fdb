import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';

/**
 * A provider's new HMAC secret, shown this once: the server keeps it sealed and never answers with it again, so
 * the operator copies it now and gives it to the provider. Closing the dialog forgets it.
 */
export function SecretDialog({ providerName, secret, onClose }: { providerName: string; secret: string; onClose: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog title={`Secret of ${providerName}`} onClose={onClose}>
      <p>Copy this secret now and give it to the provider. It is not shown again; rotate it if it is lost.</p>
      <input className="bo-full" readOnly aria-label="New secret" value={secret} onFocus={(e) => e.currentTarget.select()} />
      {copied === 'yes' && <p role="status">Copied to the clipboard</p>}
      {copied === 'failed' && <p role="alert" className="bo-error">The browser refused the clipboard: select the secret and copy it by hand</p>}
      <div className="bo-actions">
        <button type="button" className="bo-btn" onClick={copy}>Copy</button>
        <button type="button" className="bo-btn bo-primary" onClick={onClose}>I have copied it</button>
      </div>
    </Dialog>
  );
}
