// The CRM side of the demo: a lead switcher that tells Mentor which record is in view
// (setContext), and a CRM login that vouches for the agent (the user-token attribute).

const LEADS = [
  {
    id: 'L-1042',
    name: 'Maria Gonzalez',
    age: 58,
    state: 'TX',
    height: `5'4"`,
    weight: '182 lb',
    tobacco: false,
    medications: ['Metformin', 'Lisinopril'],
    product_interest: 'Term life, 20 years',
    stage: 'Quoted',
    source: 'Web form',
    notes: 'Type 2 diabetes for 6 years, controlled (A1C 6.8). Wants coverage until retirement.',
  },
  {
    id: 'L-1043',
    name: 'James Whitaker',
    age: 44,
    state: 'FL',
    height: `5'11"`,
    weight: '265 lb',
    tobacco: true,
    medications: ['Atorvastatin'],
    product_interest: 'Indexed universal life',
    stage: 'New',
    source: 'Referral',
    notes: 'Smokes half a pack a day. Business owner; asks about cash value and living benefits.',
  },
  {
    id: 'L-1044',
    name: 'Evelyn Brooks',
    age: 72,
    state: 'OH',
    height: `5'2"`,
    weight: '128 lb',
    tobacco: false,
    medications: ['Eliquis', 'Levothyroxine'],
    product_interest: 'Final expense',
    stage: 'Appointment set',
    source: 'Mailer',
    notes: 'Atrial fibrillation, on a blood thinner. Budget about $60 a month.',
  },
];

const $ = (id) => document.getElementById(id);
let current = LEADS[0];

/** What Mentor should know about the record in view (the assistant reads these fields). */
function contextOf(lead) {
  const { id, name, age, state, height, weight, tobacco, medications, product_interest, notes } = lead;
  return { lead_id: id, name, age, state, height, weight, tobacco, medications, product_interest, notes };
}

function widget() {
  return document.querySelector('mentor-chat');
}

function showLead(lead) {
  current = lead;
  $('lead-name').textContent = lead.name;
  $('lead-crumb').textContent = lead.name;
  $('lead-stage').textContent = lead.stage;
  $('lead-source').textContent = `Source: ${lead.source} · ${lead.id}`;
  $('lead-age').textContent = String(lead.age);
  $('lead-state').textContent = lead.state;
  $('lead-height').textContent = lead.height;
  $('lead-weight').textContent = lead.weight;
  $('lead-tobacco').textContent = lead.tobacco ? 'Yes' : 'No';
  $('lead-medications').textContent = lead.medications.join(', ');
  $('lead-product').textContent = lead.product_interest;
  $('lead-notes').textContent = lead.notes;
  for (const item of document.querySelectorAll('#lead-list button')) {
    item.setAttribute('aria-current', String(item.dataset.id === lead.id));
  }
  // Each time the record changes, Mentor gets its facts. The queue keeps the call until the widget
  // has loaded (the script is async), so this works on the first record too.
  window.MentorChat('setContext', contextOf(lead));
}

/**
 * Signs the agent in to Mentor as the CRM's backend would: it signs a user-token with the key's
 * identity secret (see sign-user-token.mjs). This demo asks the development server to play that part.
 */
async function signInAs(email) {
  const element = widget();
  if (!element) return;
  if (!email) {
    element.removeAttribute('user-token');
    return;
  }
  try {
    const response = await fetch(`/api/embed/dev/user-token?email=${encodeURIComponent(email)}`);
    const { result } = await response.json();
    if (result?.user_token) element.setAttribute('user-token', result.user_token);
  } catch {
    element.removeAttribute('user-token');
  }
}

for (const lead of LEADS) {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.id = lead.id;
  button.innerHTML = `<strong></strong><span></span>`;
  button.querySelector('strong').textContent = lead.name;
  button.querySelector('span').textContent = `${lead.age} · ${lead.state} · ${lead.product_interest}`;
  button.addEventListener('click', () => showLead(lead));
  item.append(button);
  $('lead-list').append(item);
}
showLead(current);

// The CRM's signed-in agent: a real CRM puts the user-token in the snippet (data-user-token) when it
// renders the page; this demo fetches one, so it waits for the element the script adds.
customElements.whenDefined('mentor-chat').then(async () => {
  await new Promise((resolve) =>
    widget() ? resolve() : document.addEventListener('mentor-ready', resolve, { once: true }),
  );
  await signInAs($('crm-user').value);
});
$('crm-user').addEventListener('change', (event) => void signInAs(event.target.value));

// The widget's events reach the page like any DOM event.
document.addEventListener('mentor-message', (event) => console.info('Mentor message', event.detail));
document.addEventListener('mentor-error', (event) => console.warn('Mentor error', event.detail));
