import { test } from './support/fixtures';
import { outboundOrders } from './support/outbound-data';
import { packIntoTwoParcels } from './support/pack-parcels';

/** The pack screen ships several parcels, one label each (the same walk runs without JavaScript). */
test('the warehouse ships an order in two parcels, adding and removing parcel rows', async ({ loginAs }) => {
  test.slow();
  const { product, orders } = await outboundOrders(1, { quantity: 2 });
  const page = await loginAs('warehouse_staff');
  await packIntoTwoParcels(page, orders[0]!, product.sku);
});
