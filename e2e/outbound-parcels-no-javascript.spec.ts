import { test } from './support/fixtures';
import { outboundOrders } from './support/outbound-data';
import { packIntoTwoParcels } from './support/pack-parcels';

/** Runs in the no-javascript project (playwright.config.ts): parcel rows added and removed by plain form posts. */
test.use({ javaScriptEnabled: false });

test('without JavaScript the warehouse ships an order in two parcels, adding and removing parcel rows', async ({
  loginAs,
}) => {
  test.slow();
  const { product, orders } = await outboundOrders(1, { quantity: 2 });
  const page = await loginAs('warehouse_staff');
  await packIntoTwoParcels(page, orders[0]!, product.sku);
});
