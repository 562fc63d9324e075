import type { EditPaymentMethodInput, PaymentMethod, User } from '@mentor/core';
import type { BillingDetails } from '../gateway/payment-gateway';

/** The billing address form as typed. Line 2 and e-mail are optional. */
export interface BillingAddressValues {
  name: string;
  email: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

/** Our users are US agents: the country starts as the United States. */
export const DEFAULT_COUNTRY = 'US';

/** A new card's address starts with the user's name, e-mail and phone. */
export function billingAddressForUser(user: Pick<User, 'name' | 'email' | 'phone'> | null): BillingAddressValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    line1: '',
    line2: '',
    city: '',
    state: '',
    postal_code: '',
    country: DEFAULT_COUNTRY,
  };
}

/** A stored card's address, for editing. */
export function billingAddressOfCard(card: PaymentMethod, email: string): BillingAddressValues {
  return {
    name: card.name,
    email,
    phone: card.phone,
    line1: card.line1,
    line2: card.line2 ?? '',
    city: card.city,
    state: card.state,
    postal_code: card.postal_code,
    country: card.country || DEFAULT_COUNTRY,
  };
}

/** The address as the providers' createPaymentMethod takes it (blank optional fields left out). */
export function toBillingDetails(values: BillingAddressValues): BillingDetails {
  const line2 = values.line2.trim();
  const email = values.email.trim();
  return {
    name: values.name.trim(),
    ...(email ? { email } : {}),
    phone: values.phone.trim(),
    address: {
      line1: values.line1.trim(),
      ...(line2 ? { line2 } : {}),
      city: values.city.trim(),
      state: values.state.trim(),
      postal_code: values.postal_code.trim(),
      country: values.country,
    },
  };
}

/** The edit-payment-method body for a card's new address. */
export function toEditPaymentMethod(stripeId: string, values: BillingAddressValues): EditPaymentMethodInput {
  return {
    stripe_id: stripeId,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    city: values.city.trim(),
    country: values.country,
    line1: values.line1.trim(),
    line2: values.line2.trim(),
    postal_code: values.postal_code.trim(),
    state: values.state.trim(),
  };
}
