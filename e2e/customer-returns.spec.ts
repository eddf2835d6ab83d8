import AxeBuilder from '@axe-core/playwright';
import { devices, type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

// The customer returns page (docs/decisions/customer-returns.md) on the demo merchant's page /r/nordic-pantry.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function noSeriousAxe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

test('on a phone (Pixel 7 emulation) in Finnish: a customer returns an item with a photo and a prepaid label, staff approve it, the warehouse receives it, the tracking page says it arrived', async ({
  browser,
  baseURL,
  loginAs,
}) => {
  test.setTimeout(180_000);
  // A phone as Playwright emulates it: its screen, pixel ratio, touch and mobile user agent.
  const { defaultBrowserType: _ignored, ...pixel7 } = devices['Pixel 7'];
  const phone = await browser.newContext({
    ...pixel7,
    baseURL,
    locale: 'fi-FI',
    extraHTTPHeaders: { 'accept-language': 'fi-FI,fi;q=0.9' },
  });
  const page = await phone.newPage();
  await page.goto('/r/nordic-pantry');
  await expect(page.getByRole('heading', { name: 'Palauta tuotteita' })).toBeVisible();
  await noSeriousAxe(page);
  await page.getByLabel('Tilausnumero').fill(' np-r-1002 ');
  await page.getByLabel('Postinumero').fill('33 100');
  await page.getByRole('button', { name: 'Etsi tilaukseni' }).tap();

  await expect(page.getByRole('heading', { name: 'Mitä palautat?' })).toBeVisible();
  await noSeriousAxe(page);
  const first = page.locator('fieldset').first();
  await first.getByLabel('Määrä').selectOption('1');
  await first.getByLabel('Syy').selectOption('damaged_in_transit');
  await first.getByLabel(/^Kuvat/).setInputFiles({ name: 'rikki.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(/Maksettu palautuslappu/).check();
  await page.getByRole('button', { name: 'Lähetä palautuspyyntö' }).tap();

  await expect(page.getByRole('heading', { name: 'Palautuksesi' })).toBeVisible();
  await expect(page.getByText('Palautus pyydetty')).toBeVisible();
  await noSeriousAxe(page);
  const tracking = page.url();
  // the page fits the phone: nothing wider than the screen
  const width = pixel7.viewport.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  const staff = await loginAs('merchant_staff');
  await staff.goto('/returns/requests');
  const request = staff
    .locator('section', { hasText: 'Order NP-R-1002' })
    .filter({ hasText: 'Damaged in transit' })
    .first();
  await expect(request.getByText('Damaged in transit', { exact: false })).toBeVisible();
  await expect(request.getByRole('link', { name: 'Photo 1' })).toBeVisible();
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText('Decision saved')).toBeVisible();

  await expect(async () => {
    await page.goto(tracking);
    await expect(page.getByRole('link', { name: 'Lataa palautuslappu (PDF)' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('Palautus hyväksytty')).toBeVisible();
  await expect(page.getByRole('img', { name: /Seurantakoodi/ })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Saapui varastoon' })).toContainText('ei vielä');
  await noSeriousAxe(page);

  // The approved request is an ordinary return: the warehouse receives it on its arrival page.
  await staff.goto('/returns/requests?status=approved');
  const approved = staff
    .locator('section', { hasText: 'Order NP-R-1002' })
    .filter({ hasText: 'Damaged in transit' })
    .first();
  await approved.getByRole('link', { name: 'Open the return' }).click();
  await staff.waitForURL(/\/returns\/[0-9a-f]{24}$/);
  const returnId = new URL(staff.url()).pathname.split('/').pop()!;
  const wh = await loginAs('warehouse_staff');
  await wh.goto(`/warehouse/arrivals/${returnId}`);
  await wh.getByLabel('Arrival location').fill('RET-CUST');
  await wh.getByRole('button', { name: 'Register arrival' }).click();
  await expect(wh.getByRole('status').first()).toContainText('Arrival registered');

  await page.goto(tracking);
  await expect(page.getByRole('listitem').filter({ hasText: 'Saapui varastoon' })).toContainText('tehty');
  await expect(page.getByRole('listitem').filter({ hasText: 'Matkalla meille' })).toContainText('tehty');
  await expect(page.getByRole('listitem').filter({ hasText: 'Tarkastettu' })).toContainText('ei vielä');
  await noSeriousAxe(page);
  await phone.close();
});

test('staff decline a request with a message the customer reads on the tracking page (in English, by the switch)', async ({
  page,
  loginAs,
}) => {
  await page.goto('/r/nordic-pantry?lang=sv');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Return items' })).toBeVisible();
  await page.getByLabel('Order number').fill('NP-R-1001');
  await page.getByLabel('Postal code').fill('00100');
  await page.getByRole('button', { name: 'Find my order' }).click();
  const first = page.locator('fieldset').first();
  await first.getByLabel('How many').selectOption('1');
  await first.getByLabel('Reason').selectOption('no_longer_needed');
  await page.getByLabel('I send it myself').check();
  await page.getByRole('button', { name: 'Send return request' }).click();
  await expect(page.getByText('Return requested')).toBeVisible();
  const tracking = page.url();

  const staff = await loginAs('merchant_staff');
  await staff.goto('/returns/requests');
  const request = staff
    .locator('section', { hasText: 'Order NP-R-1001' })
    .filter({ hasText: 'No longer needed' })
    .first();
  await request.getByLabel('Message to the customer').fill('Opened food cannot be returned.');
  await request.getByRole('button', { name: 'Decline' }).click();
  await expect(staff.getByText('Decision saved')).toBeVisible();

  await page.goto(tracking);
  await expect(page.getByText('Return declined')).toBeVisible();
  await expect(page.getByText('Opened food cannot be returned.')).toBeVisible();
});

test('works without JavaScript: find the order and send a return as plain form posts', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/r/nordic-pantry?lang=sv');
  await page.getByLabel('Ordernummer').fill('NP-R-1001');
  await page.getByLabel('Postnummer').fill('00100');
  await page.getByRole('button', { name: 'Hitta min beställning' }).click();
  await expect(page.getByRole('heading', { name: 'Vad returnerar du?' })).toBeVisible();
  const last = page
    .locator('fieldset')
    .filter({ has: page.getByLabel('Antal') })
    .last();
  await last.getByLabel('Antal').selectOption('1');
  await last.getByLabel('Orsak').selectOption('unwanted_gift');
  await page.getByLabel('Jag skickar själv').check();
  await page.getByRole('button', { name: 'Skicka returbegäran' }).click();
  await expect(page.getByText('Retur begärd')).toBeVisible();
  await context.close();
});

test('ships at most 10 KB (gzip) of JavaScript beyond the framework floor, and no portal code', async ({
  page,
  request,
}) => {
  const scriptsOf = async (path: string) => {
    await page.goto(path);
    return page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
  };
  // the floor: the simplest page of the same build (the not-found page), measured in the same run
  const floor = new Set(await scriptsOf('/r/no-such-page-here'));
  const own = (await scriptsOf('/r/nordic-pantry')).filter((src) => !floor.has(src));
  const { gzipSync } = await import('node:zlib');
  let bytes = 0;
  for (const src of own) {
    const body = await (await request.get(src)).body();
    bytes += gzipSync(body).length;
    expect(body.toString('utf8')).not.toContain('shell-nav');
  }
  expect(bytes).toBeLessThanOrEqual(10 * 1024);
});

test('a merchant admin uploads a logo on the Return policy screen; the customer page shows it; a GIF is refused', async ({
  page,
  loginAs,
}) => {
  const admin = await loginAs('merchant_admin');
  await admin.goto('/returns/policy');
  const logoFile = admin.getByLabel('Logo file');
  await logoFile.setInputFiles({
    name: 'logo.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a0000'),
  });
  await admin.getByRole('button', { name: 'Upload logo' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'Logo not saved' })).toContainText(
    'Choose a PNG, JPEG or WebP image',
  );
  await logoFile.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await admin.getByRole('button', { name: 'Upload logo' }).click();
  await expect(admin.getByText('Logo saved.')).toBeVisible();
  await expect(admin.getByRole('img', { name: 'Your logo as customers see it' })).toBeVisible();
  await noSeriousAxe(admin);

  await page.goto('/r/nordic-pantry?lang=en');
  const logo = page.getByRole('banner').getByRole('img', { name: 'Nordic Pantry' });
  await expect(logo).toBeVisible();
  // the image really loaded (a signed link on this origin, allowed by the page's CSP)
  expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await noSeriousAxe(page);

  await admin.getByRole('button', { name: 'Remove logo' }).click();
  await expect(admin.getByText('Logo removed.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('Nordic Pantry');
  await expect(page.getByRole('banner').getByRole('img')).toHaveCount(0);
});
