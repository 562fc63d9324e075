import { describe, expect, it } from 'vitest';
import { promptsForRecord } from './record-prompts';

const maria = {
  lead_id: 'L-1042',
  name: 'Maria Gonzalez',
  age: 58,
  state: 'TX',
  height: `5'4"`,
  weight: '182 lb',
  tobacco: false,
  medications: ['Metformin', 'Lisinopril'],
  product_interest: 'Term life, 20 years',
  notes: 'Type 2 diabetes for 6 years, controlled (A1C 6.8).',
};

describe('prompts written from the record in view', () => {
  it('asks about the client by name, with the product and the condition of the record', () => {
    expect(promptsForRecord(maria).map((p) => p.message)).toEqual([
      'Is Maria insurable for 20-year term with diabetes?',
      `What rate class does Maria's build (5'4", 182 lb) get?`,
      'How should I present 20-year term to Maria (58, in TX)?',
    ]);
  });

  it('uses the medications when no condition is named, and asks about tobacco for a smoker', () => {
    const prompts = promptsForRecord({
      name: 'James Whitaker',
      tobacco: true,
      medications: ['Atorvastatin'],
      product_interest: 'Indexed universal life',
    });
    expect(prompts.map((p) => p.message)).toEqual([
      'Is James insurable for an IUL on Atorvastatin?',
      'How do carriers rate James as a tobacco user?',
      'How should I present an IUL to James?',
    ]);
  });

  it('takes named conditions first, and says "this client" without a name', () => {
    const [first] = promptsForRecord({ id: 9, conditions: ['COPD'], product: 'Final expense' });
    expect(first!.message).toBe('Is this client insurable for final expense with COPD?');
  });

  it('writes nothing for a context that names nobody', () => {
    expect(promptsForRecord({ age: 40 })).toEqual([]);
    expect(promptsForRecord(null)).toEqual([]);
  });
});
