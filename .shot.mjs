// usage: node shot.mjs <path> <name> [admin] ; screenshots at 1440 and 390
import { chromium } from '@playwright/test';
const [,, path, name, who, action] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const ctx = await b.newContext({ viewport: { width: 1440, height: 900 } });
const page = await ctx.newPage();
const base='http://localhost:5203';
await page.goto(base+'/signin?mock=reset&mock_latency=0-50');
if (who !== 'visitor') {
await page.getByLabel('Email').fill(who === 'admin' ? 'admin@example.com' : 'demo@example.com');
await page.getByLabel('Password', { exact: false }).first().fill(who === 'admin' ? 'Admin1234!' : 'Demo1234!');
await page.getByRole('button', { name: /^(sign in|log in)$/i }).click();
await page.waitForTimeout(2000);
}
for (const [w,h] of [[1440,900],[390,844]]) {
  await page.setViewportSize({ width: w, height: h });
  await page.goto(base+path);
  await page.waitForTimeout(3000);
  if (action) { const fn = new Function('page', `return (async () => { ${action} })()`); await fn(page); await page.waitForTimeout(1000); }
  await page.screenshot({ path: `/tmp/walk/${name}-${w}.png` });
}
await b.close();
