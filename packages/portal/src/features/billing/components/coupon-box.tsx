import type { FormEvent } from 'react';
import type { Discount } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

interface CouponBoxProps {
  code: string;
  onCode: (code: string) => void;
  onApply: () => void;
  applying: boolean;
  discount: Discount | null;
}

function describe(discount: Discount): string {
  return discount.discount_type === 'percent'
    ? `${discount.discount_value}% off`
    : `$${discount.discount_value.toFixed(2)} off`;
}

/** The coupon box with Apply. */
export function CouponBox({ code, onCode, onApply, applying, discount }: CouponBoxProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className="coupon-box" onSubmit={onSubmit} noValidate>
      <TextField
        label="Coupon code"
        name="coupon"
        autoComplete="off"
        value={code}
        maxLength={40}
        onChange={(event) => onCode(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={applying}>
        Apply
      </Button>
      <p className="coupon-status" role="status">
        {discount ? `${discount.discount_code} applied: ${describe(discount)}` : ''}
      </p>
    </form>
  );
}
