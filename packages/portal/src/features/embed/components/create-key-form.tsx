import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { originsFrom } from './snippet';

/** A new key: a name and the origins of the CRM pages that will show the widget. */
export function CreateKeyForm({ onCreate }: { onCreate: (name: string, origins: string[]) => Promise<boolean> }) {
  const [name, setName] = useState('');
  const [origins, setOrigins] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="card embed-create"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void onCreate(name.trim() || 'Widget', originsFrom(origins))
          .then((created) => {
            if (created) {
              setName('');
              setOrigins('');
            }
          })
          .finally(() => setBusy(false));
      }}
    >
      <h2 className="form-title">Create a key</h2>
      <TextField label="Name" placeholder="Main CRM" value={name} onChange={(event) => setName(event.target.value)} />
      <TextAreaField
        label="Allowed origins"
        hint="One per line: https://crm.example.com, or http://localhost:* for any port."
        rows={3}
        value={origins}
        onChange={(event) => setOrigins(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Creating…' : 'Create key'}
      </Button>
    </form>
  );
}
