import { expect, test } from './support/fixtures';
import { demoNotice } from './support/inbound-data';

/** Runs in the no-javascript project (playwright.config.ts): arrival, each scan and the close as plain form posts. */
test.use({ javaScriptEnabled: false });

test('without JavaScript the warehouse registers arrival, receives by scanning and closes with a discrepancy', async ({
  loginAs,
  request,
}) => {
  test.slow();
  const notice = await demoNotice(request);
  const wh = await loginAs('warehouse_staff');
  await wh.goto(`/warehouse/inbound/${notice.id}`);
  await wh.getByLabel('Boxes that came (of 2)').fill('2');
  await wh.getByRole('button', { name: 'Register arrival' }).click();
  await expect(wh.getByText('Arrival registered.')).toBeVisible({ timeout: 30_000 });
  await wh.goto(`/warehouse/inbound/${notice.id}/receive`);
  const scan = async (code: string) => {
    await wh.getByLabel('Scan a box label, SKU or GTIN').fill(code);
    await wh.getByRole('button', { name: 'Receive' }).click();
  };
  await wh.getByLabel('Location').fill('B-01-01');
  await scan(notice.boxes[0]!.code);
  await expect(wh.getByTestId('scan-result')).toHaveText('Box 1 of 2 opened: scan its units.');
  await wh.getByLabel('Units').fill('3');
  await scan('NP-COF-500');
  await expect(wh.getByTestId('scan-result')).toContainText('Received 3 × NP-COF-500');
  await expect(wh.getByTestId('received-NP-COF-500')).toHaveText('3 / 3');
  await expect(wh.getByLabel('Location')).toHaveValue('B-01-01');
  await scan(notice.boxes[1]!.code);
  await wh.getByLabel('Condition').selectOption('damaged');
  await scan('NP-TEA-GRN');
  await expect(wh.getByTestId('scan-result')).toContainText('damaged, stored blocked');
  await wh.goto(`/warehouse/inbound/${notice.id}/close`);
  await expect(wh.getByTestId('close-summary')).toContainText('4 of 5 units counted, 1 short, 1 damaged');
  await wh.getByRole('button', { name: 'Confirm and close the receipt' }).click();
  await expect(wh.getByText('Receipt closed')).toBeVisible({ timeout: 30_000 });
  await expect(
    wh
      .getByRole('table', { name: 'Lines: expected and received' })
      .getByRole('row', { name: /NP-TEA-GRN/ })
      .getByText('Short'),
  ).toBeVisible();
});
