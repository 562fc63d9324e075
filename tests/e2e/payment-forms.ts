import type { Page } from 'playwright-core';

/** Fills the payment overlay's billing address as a person in Austin would. */
export async function fillAddress(page: Page) {
  const form = page.getByRole('group', { name: 'Billing address' });
  await form.getByLabel('Full name').fill('Riley Stone');
  await form.getByLabel('Phone').fill('5125550100');
  await form.getByLabel('Address line 1').fill('500 Congress Ave');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('State').fill('TX');
  await form.getByLabel('Postal code').fill('78701');
}

/** Fills the local provider's card fields. */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}
