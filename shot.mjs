import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
await page.goto(base + '/login');
await page.getByLabel('Email').fill('demo@talentbase.dev');
await page.getByLabel('Password', { exact: true }).fill('Talentbase!2026');
await page.getByRole('button', { name: /log in/i }).click();
await page.waitForTimeout(1500);
const steps = JSON.parse(process.argv[2] ?? '[]');
for (const [i, s] of steps.entries()) {
  if (s.goto) await page.goto(base + s.goto);
  if (s.click) await page.getByRole(s.role ?? 'button', { name: s.click }).first().click();
  if (s.fill) await page.getByLabel(s.fill).first().fill(s.value);
  if (s.press) await page.keyboard.press(s.press);
  await page.waitForTimeout(s.wait ?? 1500);
  await page.screenshot({ path: `/tmp/shots/${s.name ?? i}.png`, fullPage: s.full ?? false });
}
await browser.close();
