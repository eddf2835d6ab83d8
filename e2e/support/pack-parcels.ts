import { expect, type Page } from '@playwright/test';

/**
 * The pack screen with several parcels, shared by the spec with JavaScript and the one without: the order is
 * picked and a unit scanned, three parcel rows are filled, the middle one removed (what was typed in the
 * others stays, and a second scan keeps it), one refused field is corrected, and the order ships with one label
 * per parcel.
 */
const SLOW = { timeout: 30_000 };

export async function packIntoTwoParcels(page: Page, order: { id: string }, sku: string) {
  await page.goto(`/warehouse/outbound/${order.id}`);
  await page.getByRole('button', { name: 'Start picking' }).click();
  await expect(page.getByText('Picking started')).toBeVisible(SLOW);
  const scan = async (packed: number) => {
    await page.getByLabel('Scan or type a SKU or GTIN').fill(sku);
    await page.getByLabel('Scan or type a SKU or GTIN').press('Enter');
    await expect(page.getByRole('table', { name: 'Lines to pack' })).toContainText(`${packed} of 2`, SLOW);
    await expect(page.getByRole('status').filter({ hasText: sku })).toHaveText(
      new RegExp(`^${sku} – .+: ${packed} of 2 packed\\.$`),
    );
  };
  await scan(1);

  await page.getByLabel('Carrier').selectOption('dhl');
  await page.getByLabel('Parcel 1 weight (g)').fill('850');
  await page.getByLabel('Parcel 1 length (mm)').fill('300');
  await page.getByRole('button', { name: 'Add a parcel' }).click();
  await expect(page.getByLabel('Parcel 2 weight (g)')).toBeVisible(SLOW);
  await expect(page.getByLabel('Parcel 1 weight (g)')).toHaveValue('850');
  await expect(page.getByLabel('Carrier')).toHaveValue('dhl');
  await page.getByLabel('Parcel 2 weight (g)').fill('999');
  await page.getByRole('button', { name: 'Add a parcel' }).click();
  await expect(page.getByLabel('Parcel 3 weight (g)')).toBeVisible(SLOW);
  await page.getByLabel('Parcel 3 weight (g)').fill('12.5');
  await page.getByLabel('Parcel 3 height (mm)').fill('150');

  await page.getByRole('button', { name: 'Remove parcel 2' }).click();
  await expect(page.getByLabel('Parcel 3 weight (g)')).toHaveCount(0, SLOW);
  await expect(page.getByLabel('Parcel 1 weight (g)')).toHaveValue('850');
  await expect(page.getByLabel('Parcel 2 weight (g)')).toHaveValue('12.5');
  await expect(page.getByLabel('Parcel 2 height (mm)')).toHaveValue('150');
  // Scanning the second unit keeps the parcels and the carrier as they were sent.
  await scan(2);
  await expect(page.getByLabel('Parcel 2 weight (g)')).toHaveValue('12.5');
  await expect(page.getByLabel('Carrier')).toHaveValue('dhl');

  // A weight that is not a whole number is refused beside its field; nothing ships.
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(page.getByText('A whole number, e.g. 850.')).toBeVisible(SLOW);
  await expect(page.getByLabel('Parcel 2 weight (g)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('region', { name: 'Shipments' })).toContainText('Nothing shipped yet.');

  await page.getByLabel('Parcel 2 weight (g)').fill('1250');
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(page.getByText(/^Shipped\./)).toBeVisible(SLOW);
  const shipments = page.getByRole('region', { name: 'Shipments' });
  await expect(shipments).toContainText('DHL');
  await expect(shipments).toContainText('2 parcels, 2100 g');
  // One tracking link per parcel's code, each to its own code's page.
  const tracking = shipments.getByRole('link', { name: /opens the carrier's tracking page/ });
  await expect(tracking).toHaveCount(2);
  for (const link of await tracking.all()) {
    const code = (await link.textContent())!.replace(/ \(opens.*$/, '');
    await expect(link).toHaveAttribute('href', new RegExp(`tracking-id=${code}$`));
  }

  // One label per parcel, each a PDF (rendered by the job queue: reload until they are there).
  await expect(async () => {
    await page.reload();
    await expect(shipments.getByRole('link', { name: 'Shipping label 2 (PDF)' })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 60_000 });
  for (const name of ['Shipping label 1 (PDF)', 'Shipping label 2 (PDF)']) {
    const href = await shipments.getByRole('link', { name }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
  }
  await expect(shipments.getByRole('link', { name: 'Shipping label 3 (PDF)' })).toHaveCount(0);
}
