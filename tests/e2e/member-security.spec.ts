import { test, expect, expectAccessible, registerThroughModal, signIn } from './support/fixtures';

// The TRON foundation's USDT contract address: a real, checksummed TRC20 address.
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

test.use({ locale: 'en-US' });

test('my account: a member sets a payment password, adds a USDT address and removes it only with that password', async ({
  page,
}) => {
  await signIn(page, 'demomember');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /, personal centre$/ })
    .click();
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
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

test('a new member binds a mobile number and an email with the codes sent to them', async ({
  page,
  sandbox,
}) => {
  const username = `binder${String(Date.now()).slice(-7)}`;
  const mobile = `918${String(Date.now()).slice(-7)}`;
  const email = `${username}@example.org`;
  await page.goto('/');
  await registerThroughModal(page, username, () => sandbox.captchaAnswer());

  await page
    .getByRole('banner')
    .getByRole('button', { name: /, personal centre$/ })
    .click();
  const contacts = page.getByRole('dialog', { name: 'Personal centre' }).getByRole('region', {
    name: 'Mobile and email',
  });
  await expect(contacts.getByText('Not bound')).toHaveCount(2);
  // Its first session: no login before this one, and it says so (not "Never").
  await expect(
    page.getByRole('dialog', { name: 'Personal centre' }).getByText('This is your first login'),
  ).toBeVisible();

  await contacts.getByRole('button', { name: 'Bind a mobile number' }).click();
  await contacts.getByRole('textbox', { name: /^Mobile number/ }).fill('917');
  await contacts.getByRole('button', { name: 'Send code' }).click();
  await expect(contacts.getByText('Please enter a valid mobile number')).toBeVisible();
  await contacts.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
  await contacts.getByRole('button', { name: 'Send code' }).click();
  await expect(contacts.getByRole('button', { name: /Again in \d+ s/ })).toBeDisabled();
  const sms = await sandbox.lastSms(mobile);
  expect(sms.purpose).toBe('bind_mobile');
  await contacts
    .getByRole('textbox', { name: /^SMS code/ })
    .fill(sms.code === '000000' ? '111111' : '000000');
  await contacts.getByRole('button', { name: 'Bind mobile' }).click();
  await expect(contacts.getByText('The verification code is wrong or has expired')).toBeVisible();
  await contacts.getByRole('textbox', { name: /^SMS code/ }).fill(sms.code);
  await contacts.getByRole('button', { name: 'Bind mobile' }).click();
  await expect(contacts.getByText(`+63 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`)).toBeVisible();
  await expect(contacts.getByText('Bound', { exact: true })).toHaveCount(1);

  await contacts.getByRole('button', { name: 'Bind an email address' }).click();
  await contacts.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await contacts.getByRole('button', { name: 'Send code' }).click();
  const code = /\b(\d{6})\b/.exec((await sandbox.lastEmail(email)).body)![1]!;
  await contacts.getByRole('textbox', { name: /^Email code/ }).fill(code);
  await expectAccessible(page, '[role="dialog"]');
  await contacts.getByRole('button', { name: 'Bind email' }).click();
  await expect(contacts.getByText(`b***@example.org`)).toBeVisible();
  await expect(contacts.getByText('Bound', { exact: true })).toHaveCount(2);
});
