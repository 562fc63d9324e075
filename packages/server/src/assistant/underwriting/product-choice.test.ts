import { describe, expect, it } from 'vitest';
import { productChoiceNote } from './product-choice';

describe('which product, beside a case read', () => {
  it('says what decides between term and permanent when the agent asks which', () => {
    expect(productChoiceNote('61M wants 100k, on metformin, budget 150/mo. term or WL?')).toMatch(
      /^Term or permanent comes down to how long the need lasts/,
    );
    expect(productChoiceNote('FE vs term for a 70 yo smoker')).not.toBeNull();
  });

  it('says nothing when only one product is asked about', () => {
    expect(productChoiceNote('61M on metformin, what class for term?')).toBeNull();
    expect(productChoiceNote('20 or 30 year term for him')).toBeNull();
    expect(productChoiceNote('gul or whole life for him?')).toBeNull();
  });
});
