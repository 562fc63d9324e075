import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MentorChat } from './mentor-chat';

const LEADS = [
  {
    name: 'Maria Gonzalez',
    age: 58,
    state: 'TX',
    height: `5'4"`,
    weight: '182 lb',
    tobacco: false,
    medications: ['Metformin'],
    product_interest: 'Term life',
  },
  {
    name: 'James Whitaker',
    age: 44,
    state: 'FL',
    height: `5'11"`,
    weight: '265 lb',
    tobacco: true,
    medications: ['Atorvastatin'],
    product_interest: 'IUL',
  },
];

/** A React CRM screen with Mentor inline beside the lead; switching the lead updates Mentor's context. */
function App() {
  const [index, setIndex] = useState(0);
  const [log, setLog] = useState<string[]>([]);
  const lead = LEADS[index]!;
  const context = useMemo(() => ({ ...lead }), [lead]);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 420px', gap: 24, padding: 24, font: '15px system-ui' }}>
      <section>
        <h1>{lead.name}</h1>
        <p>
          {lead.age} · {lead.state} · {lead.height}, {lead.weight} · {lead.product_interest}
        </p>
        <button type="button" onClick={() => setIndex((index + 1) % LEADS.length)}>
          Next lead
        </button>
        <h2>Messages seen by the host app</h2>
        <ul>
          {log.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </section>
      <MentorChat
        embedKey="mk_demo_agency_local"
        api={location.origin}
        mode="inline"
        context={context}
        onMessage={(detail) => setLog((lines) => [...lines, `${detail.role}: ${detail.content.slice(0, 80)}`])}
      />
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
