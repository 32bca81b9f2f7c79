// The account journey in a real browser against the built server: sign up, log out, log in as the
// demo user, change a password (weak attempt refused first), log in with the new password and see a
// wrong one refused. The password change uses the freshly signed-up user so that the demo password
// stays valid for the other specs. Screenshots land in e2e/screenshots/.
import { expect, test } from '@playwright/test';
import {
  accountMenu,
  DEMO,
  DEMO_PASSWORD,
  expectShell,
  logIn,
  loginHeading,
  logOut,
  rememberSecret,
  snap,
  uniqueEmail,
} from './support';

test.describe.configure({ mode: 'serial' });

const newUser = {
  fullName: 'Ada Lovelace',
  firstName: 'Ada',
  email: uniqueEmail('ada'),
  company: `Analytical Engines ${Date.now().toString(36)}`,
  password: rememberSecret('Difference-Engine-1843'),
  newPassword: rememberSecret('Analytical#Engine1837'),
};

test('a new recruiter signs up and lands in the shell, then logs out', async ({ page }) => {
  await page.goto('/login');
  await expect(loginHeading(page)).toBeVisible();
  await snap(page, 'login');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel(/^Full name/).fill(newUser.fullName);
  await page.getByLabel(/^Email/).fill(newUser.email);
  await page.getByLabel(/^Company name/).fill(newUser.company);
  await page.getByLabel(/^Password/).fill(newUser.password);
  await expect(page.getByText('Password requirements (5 of 5 met)')).toBeVisible();
  await snap(page, 'signup');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expectShell(page, { firstName: newUser.firstName, team: newUser.company });
  await expect(page.getByTestId('plan-badge')).toBeVisible();
  await snap(page, 'home-new-account');

  await logOut(page);
  // The session is gone, not just the page: a signed-in screen sends us back to log in.
  await page.goto('/admin/settings/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fsettings%2Fprofile$/);
  await expect(loginHeading(page)).toBeVisible();
});

test('signing up again with the same email says to check the inbox, not that it is taken', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel(/^Full name/).fill('Ada Again');
  await page.getByLabel(/^Email/).fill(newUser.email);
  await page.getByLabel(/^Company name/).fill('Another company');
  // Someone else's password: with the owner's own, the sign-in after sign-up simply lets them in.
  await page.getByLabel(/^Password/).fill('Someone-Else-Tries-77');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The same answer as for a new email (no account enumeration); the owner gets an email.
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in instead' })).toBeVisible();
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/signup$/);
});

test('the demo user logs in and sees the shell with the team name', async ({ page }) => {
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expectShell(page, DEMO);
  await expect(page.getByTestId('plan-badge')).toContainText('Enterprise');
  await snap(page, 'home');

  await accountMenu(page).click();
  await expect(page.getByText(`Signed in as ${DEMO.email}`)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Dana Demo');
  await expect(page.getByLabel(/^Email/)).toHaveValue(DEMO.email);
  await snap(page, 'profile');
});

test('the new user updates the profile and it is kept after a reload', async ({ page }) => {
  await logIn(page, newUser.email, newUser.password);
  await expectShell(page, { firstName: newUser.firstName, team: newUser.company });
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await page.getByLabel(/^Job title/).fill('Founding recruiter');
  await save.click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/^Job title/)).toHaveValue('Founding recruiter');
  // The header shows the job title under the name.
  await expect(accountMenu(page)).toContainText('Founding recruiter');
});

test('the new user changes the password; a weak one is refused first', async ({ page }) => {
  await logIn(page, newUser.email, newUser.password);
  await expectShell(page, { firstName: newUser.firstName, team: newUser.company });

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password' })).toBeVisible();

  const current = page.getByLabel(/^Current password/);
  const next = page.getByLabel(/^New password/);
  const confirm = page.getByLabel(/^Confirm new password/);
  const submit = page.getByRole('button', { name: 'Change password' });

  await current.fill(newUser.password);
  await next.fill('weakpass');
  await confirm.fill('weakpass');
  await submit.click();
  await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();
  // The message is tied to its field for screen readers. (Mantine's PasswordInput sets no
  // aria-invalid on its input, so the description is what we can check.)
  await expect(next).toHaveAccessibleDescription(/Password must be at least 12 characters/);
  await expect(page.getByText('Password requirements (1 of 5 met)')).toBeVisible();
  await snap(page, 'password-error');

  // The current password must be right: the server says so under the field.
  await current.fill('Not-The-Password-42');
  await next.fill(newUser.newPassword);
  await confirm.fill(newUser.newPassword);
  await submit.click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await expect(current).toHaveAccessibleDescription(/Current password is incorrect/);
  await expect(current).toBeFocused();
  await expect(page.getByText('Password changed')).toHaveCount(0);

  await current.fill(newUser.password);
  await next.fill(newUser.newPassword);
  await confirm.fill(newUser.newPassword);
  await submit.click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(current).toHaveValue('');
  await snap(page, 'password-changed');

  await logOut(page);
  await snap(page, 'logged-out');
});

test('the old password no longer works, a wrong one shows the error, the new one logs in', async ({
  page,
}) => {
  await logIn(page, newUser.email, newUser.password);
  const alert = page.getByRole('alert').filter({ hasText: 'Could not log you in' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Email or password is incorrect');
  await expect(page.getByLabel(/^Password/)).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/);
  await snap(page, 'login-error');

  // A wrong password is retyped, not edited: the field is cleared and focused.
  await expect(page.getByLabel(/^Password/)).toBeFocused();

  await page.getByLabel(/^Password/).fill(newUser.newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectShell(page, { firstName: newUser.firstName, team: newUser.company });
});
