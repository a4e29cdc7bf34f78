import { test, expect, expectAccessible, loginThroughModal } from './support/fixtures';

// The TRON foundation's USDT contract address: a real, checksummed TRC20 address.
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

test.use({ locale: 'en-US' });

test('my account: a member sets a payment password, adds a USDT address and removes it only with that password', async ({
  page,
}) => {
  await page.goto('/');
  await loginThroughModal(page, 'demomember');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Open the personal centre/ })
    .click();
  const centre = page.getByRole('dialog', { name: 'Personal center' });
  await expect(centre.getByRole('tab', { name: 'My account' })).toHaveAttribute('aria-selected', 'true');
  await expect(centre.getByText('demomember', { exact: true })).toBeVisible();
  await expect(centre.getByRole('table', { name: /Your last ten logins/ }).getByRole('row')).not.toHaveCount(
    1,
  );

  const payment = centre.getByRole('region', { name: 'Payment password' });
  await expect(payment.getByText('Not set', { exact: true })).toBeVisible();
  // Without a payment password no payout account can be added.
  await expect(centre.getByText(/Set a payment password first/)).toBeVisible();

  await payment.getByLabel(/^New payment password\*?$/).fill('123456');
  await payment.getByLabel(/^Confirm the new payment password\*?$/).fill('123456');
  await payment.getByRole('button', { name: 'Set payment password' }).click();
  await expect(payment.getByText('Too easy to guess: avoid runs and repeated digits')).toBeVisible();
  await payment.getByLabel(/^New payment password\*?$/).fill('482915');
  await payment.getByLabel(/^Confirm the new payment password\*?$/).fill('482915');
  await payment.getByRole('button', { name: 'Set payment password' }).click();
  await expect(
    centre.getByRole('region', { name: 'Payment password' }).getByText('Set', { exact: true }),
  ).toBeVisible();

  const payout = centre.getByRole('region', { name: 'Payout accounts' });
  await payout.getByRole('button', { name: 'Add a payout account' }).click();
  const form = payout.getByRole('form', { name: 'Add a payout account' });
  await form.getByRole('textbox', { name: /USDT address/ }).fill(ADDRESS.replace('q', 'r'));
  await form.getByLabel(/^Payment password\*?$/).fill('482915');
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(form.getByText('Not a valid TRC20 address: check every character')).toBeVisible();
  await form.getByRole('textbox', { name: /USDT address/ }).fill(ADDRESS);
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(payout.getByText('TR7N…Lj6t')).toBeVisible();
  await expect(payout.getByText('1 of 5')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');

  await payout.getByRole('button', { name: 'Remove TR7N…Lj6t' }).click();
  await payout.getByLabel(/^Payment password\*?$/).fill('000001');
  await payout.getByRole('button', { name: 'Remove account' }).click();
  await expect(
    payout.getByText(/payment password/i).and(payout.locator('.cr-field__error, .cr-form-error')),
  ).toBeVisible();
  await expect(payout.getByText('TR7N…Lj6t')).toBeVisible();
  await payout.getByLabel(/^Payment password\*?$/).fill('482915');
  await payout.getByRole('button', { name: 'Remove account' }).click();
  await expect(payout.getByText('No payout account yet. Add one to withdraw.')).toBeVisible();
});
