import { toastSuccess } from '@khel/shared';
import type { OpsCasinoProvider, OpsCasinoProviderBody } from '@khel/shared/console-contracts';
import { useState } from 'react';
import { createProvider, updateProvider } from '../../api/casino';
import { useAction } from '../../ui/useLoad';
import { FormDialog } from '../../ui/FormDialog';
import { TextField } from '../../ui/TextField';

/**
 * Adding or editing a casino provider. A new provider's secret comes back with the answer and goes to onSecret
 * (shown once); an edit sends only the fields that changed, so the server's audit shows exactly them.
 */
export function ProviderDialog({ provider, onClose, onDone, onSecret }: {
  provider: OpsCasinoProvider | null;
  onClose: () => void;
  onDone: () => void;
  onSecret: (name: string, secret: string) => void;
}) {
  const [id, setId] = useState(provider?.id ?? '');
  const [name, setName] = useState(provider?.name ?? '');
  const [apiBase, setApiBase] = useState(provider?.api_base ?? '');
  const [launchUrl, setLaunchUrl] = useState(provider?.launch_url ?? '');
  const [sortOrder, setSortOrder] = useState(String(provider?.sort_order ?? 0));
  const [enabled, setEnabled] = useState(provider?.enabled ?? true);
  const save = useAction();

  const body = (): OpsCasinoProviderBody | string => {
    if (!provider && !/^[a-z0-9][a-z0-9-]{1,31}$/.test(id.trim())) return 'Please enter an id: 2 to 32 lowercase letters, digits or dashes';
    if (!name.trim()) return 'Please enter a name';
    if (!launchUrl.includes('{token}')) return 'The launch URL must contain {token}';
    if (!/^-?\d{1,6}$/.test(sortOrder.trim())) return 'Sort order must be a whole number';
    const all: OpsCasinoProviderBody = { name: name.trim(), api_base: apiBase.trim(), launch_url: launchUrl.trim(), enabled, sort_order: Number(sortOrder) };
    if (!provider) return { id: id.trim(), ...all };
    const was: OpsCasinoProviderBody = { name: provider.name, api_base: provider.api_base, launch_url: provider.launch_url, enabled: provider.enabled, sort_order: provider.sort_order };
    const changed = Object.fromEntries(Object.entries(all).filter(([k, v]) => was[k as keyof OpsCasinoProviderBody] !== v));
    return Object.keys(changed).length ? changed : 'Nothing has changed';
  };
  const submit = async () => {
    const b = body();
    if (typeof b === 'string') return save.setError(b);
    if (provider) {
      const answer = await save.run(() => updateProvider(provider.id, b));
      if (!answer) return;
      toastSuccess(answer.message);
      return onDone();
    }
    const answer = await save.run(() => createProvider(b));
    if (!answer) return;
    toastSuccess(answer.message);
    onDone();
    onSecret(answer.data.provider.name, answer.data.secret);
  };

  return (
    <FormDialog title={provider ? `Edit ${provider.name}` : 'New provider'} busy={save.busy} error={save.error} submitLabel={provider ? 'Save' : 'Add provider'} onSubmit={submit} onClose={onClose}>
      {!provider && <TextField label="Id" value={id} onChange={setId} hint="Fixed once added: lowercase letters, digits and dashes (evolution)" />}
      <TextField label="Name" value={name} onChange={setName} />
      <TextField label="API base" value={apiBase} onChange={setApiBase} hint="Where we call the provider's API (https://…); empty when it has none" />
      <TextField label="Launch URL" value={launchUrl} onChange={setLaunchUrl} hint="The game's iframe address; {token}, {game}, {lang} and {lobby} are filled in" />
      <TextField label="Sort order" value={sortOrder} onChange={setSortOrder} hint="Lower first in the lobby" />
      <label className="bo-check">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Enabled (its games show in the lobby)
      </label>
    </FormDialog>
  );
}
