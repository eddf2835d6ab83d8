import { readPdfBarcodes } from '../tests/support/pdf-barcodes';
import { expect, test } from './support/fixtures';
import { demoNotice } from './support/inbound-data';
import { uniq } from './support/unique';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the merchant announces by form and by CSV, and prints box labels whose barcodes decode', async ({
  loginAs,
}) => {
  test.slow();
  const page = await loginAs('merchant_staff');
  await page.goto('/inbound/new');
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Announce by form' }) });
  const name = uniq('Form delivery');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Your reference').fill('PO-E2E-1');
  await form.getByLabel('Box, line 1').fill('1');
  await form.getByLabel('SKU, line 1').fill('NP-COF-500');
  await form.getByLabel('Quantity, line 1').fill('6');
  await form.getByLabel('Box, line 2').fill('2');
  await form.getByLabel('SKU, line 2').fill('NP-TEA-GRN');
  await form.getByLabel('Quantity, line 2').fill('4');
  await form.getByRole('button', { name: 'Announce the delivery' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Announced. Print the box labels')).toBeVisible();
  const codes = await page.locator('table', { hasText: 'Label code' }).locator('code').allTextContents();
  expect(codes).toHaveLength(2);
  const labels = await page.request.get(
    (await page.getByRole('link', { name: 'Box labels (A6)' }).getAttribute('href'))!,
  );
  expect(labels.status()).toBe(200);
  expect(labels.headers()['content-type']).toBe('application/pdf');
  const read = await readPdfBarcodes(new Uint8Array(await labels.body()));
  expect(read.pages).toBe(2);
  expect(read.codes).toEqual(codes);

  await page.goto('/inbound/new');
  const csv = page.locator('form', { has: page.getByRole('heading', { name: 'Announce by CSV' }) });
  const csvName = uniq('CSV delivery');
  await csv.getByLabel('Name').fill(csvName);
  await csv.getByLabel('CSV file').setInputFiles({
    name: 'delivery.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'box,sku,quantity,batch,best_before\n1,NP-COF-250,5,L-77,2030-01-31\n1,NP-TEA-GRN,2,,\n2,NP-COF-250,5,,\n',
    ),
  });
  await csv.getByRole('button', { name: 'Upload and announce' }).click();
  await expect(page.getByRole('heading', { name: csvName })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('received-NP-COF-250')).toHaveText('0 / 10');
  await expect(page.getByTestId('received-NP-TEA-GRN')).toHaveText('0 / 2');
});

test('the warehouse registers arrival, receives by scanning without a reload per scan, closes short; the merchant sees it', async ({
  loginAs,
  request,
}) => {
  test.slow();
  const notice = await demoNotice(request);
  const wh = await loginAs('warehouse_staff');
  // every tone the screen plays, for the test to hear
  await wh.addInitScript(() => {
    const tones: number[] = [];
    (window as unknown as { __tones: number[] }).__tones = tones;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      createOscillator() {
        const osc = super.createOscillator();
        const start = osc.start.bind(osc);
        osc.start = (when?: number) => {
          tones.push(osc.frequency.value);
          start(when);
        };
        return osc;
      }
    } as typeof AudioContext;
  });
  await wh.goto('/warehouse/inbound');
  await wh.getByRole('link', { name: notice.name }).click();
  await wh.getByRole('button', { name: 'Register arrival' }).click();
  await expect(wh.getByText('Arrival registered.')).toBeVisible({ timeout: 30_000 });
  await wh.getByRole('link', { name: 'Receive' }).click();
  await expect(wh.getByRole('heading', { name: `Receive: ${notice.name}` })).toBeVisible();
  await wh.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
  const scan = async (code: string) => {
    await wh.getByLabel('Scan a box label, SKU or GTIN').fill(code);
    await wh.getByLabel('Scan a box label, SKU or GTIN').press('Enter');
  };
  await wh.getByLabel('Location').fill('A-07-01');
  await scan(notice.boxes[0]!.code);
  await expect(wh.getByTestId('scan-result')).toHaveText('Box 1 of 2 opened: scan its units.');
  await expect(wh.getByTestId('open-box')).toContainText('box 1 of 2');
  await scan('NP-COF-500');
  await expect(wh.getByTestId('scan-result')).toContainText('Received 1 × NP-COF-500');
  await expect(wh.getByTestId('scan-result')).toContainText('1 of 3 counted');
  await scan('6410405082657'); // the same coffee by its GTIN
  await expect(wh.getByTestId('scan-result')).toContainText('2 of 3 counted');
  await expect(wh.getByTestId('received-NP-COF-500')).toHaveText('2 / 3');
  await expect(wh.getByLabel('Location')).toHaveValue('A-07-01'); // kept until changed
  await scan(notice.boxes[1]!.code);
  await expect(wh.getByTestId('scan-result')).toContainText('Box 2 of 2 opened');
  await scan('NP-TEA-GRN');
  await expect(wh.getByTestId('scan-result')).toContainText('1 of 2 counted');
  await scan('NO-SUCH-CODE');
  await expect(wh.getByTestId('scan-result')).toContainText('No product');
  // no reload happened during the scans, and each scan sounded
  expect(await wh.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
  const tones = await wh.evaluate(() => (window as unknown as { __tones: number[] }).__tones);
  expect(tones.filter((t) => t === 880).length).toBeGreaterThanOrEqual(5);
  expect(tones).toContain(220);

  // a photo of the damage, shown to the merchant on the notice
  const photoForm = wh.getByRole('form', { name: 'Photo of damage' });
  await photoForm
    .getByLabel('Photo')
    .setInputFiles({ name: 'wet-box.png', mimeType: 'image/png', buffer: PNG });
  await photoForm.getByLabel('Box code (optional)').fill(notice.boxes[1]!.code);
  await photoForm.getByLabel('What it shows (optional)').fill('Box 2 arrived wet');
  await photoForm.getByRole('button', { name: 'Add photo' }).click();
  await expect(wh.getByText('Photo added: the merchant sees it on the notice.')).toBeVisible();

  await wh.getByRole('link', { name: 'Close receipt' }).click();
  await expect(wh.getByTestId('close-summary')).toContainText('3 of 5 units counted, 2 short');
  await wh.getByRole('button', { name: 'Confirm and close the receipt' }).click();
  await expect(wh.getByText('Receipt closed')).toBeVisible({ timeout: 30_000 });

  const merchant = await loginAs('merchant_staff');
  await merchant.goto(`/inbound/${notice.id}`);
  await expect(merchant.getByTestId('notice-discrepancies')).toContainText('2 units short');
  await expect(merchant.getByTestId('received-NP-COF-500')).toHaveText('2 / 3');
  await expect(
    merchant
      .getByRole('table', { name: 'Lines: expected and received' })
      .getByRole('row', { name: /NP-COF-500/ })
      .getByText('Short'),
  ).toBeVisible();
  const photos = merchant.getByRole('list', { name: 'Receiving photos' });
  await expect(photos.getByRole('img', { name: /Box 2 arrived wet/ })).toBeVisible();
  await expect(photos).toContainText(`box ${notice.boxes[1]!.code}`);
});
