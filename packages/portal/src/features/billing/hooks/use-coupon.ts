import { useState } from 'react';
import { shouldValidateCoupon } from '@mentor/core';
import type { Discount } from '@mentor/core';
import { validateDiscount } from '../api/validate-discount';

/**
 * The coupon box: Apply resets the prices to their base amounts, then checks a typed code with the
 * server. A code that fails leaves the base prices, silently (spec §8), and the box is emptied, so
 * no one believes a code applies that does not (docs/decisions.md, "An invalid coupon").
 */
export function useCoupon() {
  const [code, setCode] = useState('');
  const [discount, setDiscount] = useState<Discount | null>(null);
  const [applying, setApplying] = useState(false);

  const apply = async () => {
    setDiscount(null);
    if (!shouldValidateCoupon(code)) return;
    setApplying(true);
    try {
      const { result } = await validateDiscount(code);
      setDiscount(result);
    } catch {
      // Silent by the spec: the prices are already back at their base amounts; the box forgets the code.
      setCode('');
    } finally {
      setApplying(false);
    }
  };

  return { code, setCode, discount, applying, apply };
}
