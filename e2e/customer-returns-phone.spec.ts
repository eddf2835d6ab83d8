import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { opApi, productWithStock } from './support/stock-api';
import { CUSTOMER, uniq } from './support/unique';

/**
 * The customer returns page on phone profiles (projects phone-iphone-13 and phone-pixel-7, playwright.config.ts):
 * every control of the flow is tapped (a tap is refused when something covers its target), and no page is
 * wider than the screen in any of its languages.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A shipped order of the demo merchant (whose page is /r/nordic-pantry) with a long product name. */
async function shippedOrder() {
  const tag = uniq('PH');
  const jam = await productWithStock({ name: `Lingonberry jam 400 g ${tag}`, units: 2 });
  await opApi('PATCH', `/v1/products/${jam.id}`, {
    product: { name_translations: { fi: `Puolukkahillo 400 g ${tag}`, sv: `Lingonsylt 400 g ${tag}` } },
  });
  const long = await productWithStock({
    name: `Extraordinarily long-named hand-thrown stoneware serving bowl with lid ${tag}`,
    units: 1,
  });
  const number = uniq('NP-PH');
  const { order } = await opApi('POST', '/v1/orders', {
    order: {
      status: 'confirmed',
      merchants_id: number,
      customer: CUSTOMER,
      items: [
        { product: { id: jam.id }, quantity: 2 },
        { product: { id: long.id }, quantity: 1 },
      ],
    },
  });
  const picked = await opApi('POST', `/ops/v1/orders/${order.id}/_start-picking`);
  await opApi('POST', `/ops/v1/orders/${order.id}/shipments`, {
    shipment: {
      carrier: 'posti',
      parcels: [{}],
      items: picked.order.items.map((i: { id: string; quantity: number }) => ({
        order_item_id: i.id,
        quantity: i.quantity,
      })),
    },
  });
  return { number, tag };
}

/** Nothing reaches past the right edge of the screen (the page does not scroll sideways). */
async function fitsTheScreen(page: Page) {
  const width = page.viewportSize()!.width;
  const widest = await page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth,
      ...[...document.querySelectorAll('main *')].map((e) => e.getBoundingClientRect().right),
    ),
  );
  expect(widest).toBeLessThanOrEqual(width);
}

async function tapSelect(select: Locator, value: string) {
  await select.tap();
  await select.selectOption(value);
}

test('a customer returns an item on a phone: the form fits, a refused submit keeps every choice and says what is wrong beside the item, in Finnish', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { number, tag } = await shippedOrder();
  await page.goto('/r/nordic-pantry?lang=fi');
  await fitsTheScreen(page);
  await page.getByLabel('Tilausnumero').tap();
  await page.getByLabel('Tilausnumero').fill(number);
  await page.getByLabel('Postinumero').tap();
  await page.getByLabel('Postinumero').fill(CUSTOMER.postal_code);
  await page.getByRole('button', { name: 'Etsi tilaukseni' }).tap();
  await expect(page.getByRole('heading', { name: 'Mitä palautat?' })).toBeVisible();
  const form = page.url();
  for (const lang of ['en', 'sv', 'fi']) {
    await page.goto(form.replace(/lang=\w+/, `lang=${lang}`));
    await fitsTheScreen(page);
  }
  // the narrowest phone in use (320 px) too
  const screen = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 640 });
  await fitsTheScreen(page);
  await page.setViewportSize(screen);

  // the Finnish name of the product; no reason chosen for the customer
  const jam = page.getByRole('group', { name: `Puolukkahillo 400 g ${tag}` });
  const reason = jam.getByLabel('Syy');
  await expect(reason).toHaveValue('');
  await tapSelect(jam.getByLabel('Määrä'), '2');
  await tapSelect(reason, 'damaged_in_transit');
  await jam.getByLabel('Kerro lisää').tap();
  await jam.getByLabel('Kerro lisää').fill('Purkki rikki');
  await page.getByLabel('Lähetän itse').tap();
  await page.getByRole('button', { name: 'Lähetä palautuspyyntö' }).tap();

  // refused (the reason needs a photo): the message beside the item, every choice kept, no codes
  await expect(jam.getByTestId('line-problem')).toHaveText('Tähän syyhyn tarvitaan kuva.');
  await expect(page.getByRole('alert').filter({ hasText: 'Tarkista valintasi' })).toBeVisible();
  await expect(page.getByText(/photo_required|note_required/)).toHaveCount(0);
  await expect(jam.getByLabel('Määrä')).toHaveValue('2');
  await expect(reason).toHaveValue('damaged_in_transit');
  await expect(jam.getByLabel('Kerro lisää')).toHaveValue('Purkki rikki');
  await expect(page.getByLabel('Lähetän itse')).toBeChecked();
  await fitsTheScreen(page);

  // a link cannot put words on the page
  await page.goto(`${form}&error=not_eligible&problems=${encodeURIComponent('Call +358 000 to refund')}`);
  await expect(page.getByText('Call +358')).toHaveCount(0);
  await page.goBack();

  await jam.getByLabel(/^Kuvat/).setInputFiles({ name: 'rikki.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Lähetä palautuspyyntö' }).tap();
  await expect(page.getByRole('heading', { name: 'Palautuksesi' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Puolukkahillo 400 g ${tag}` })).toBeVisible();
  await fitsTheScreen(page);

  // the requested units are "return requested", not "already returned"
  await page.goto(form);
  await expect(page.getByText('Ei palautettavissa: palautus pyydetty')).toBeVisible();
});
