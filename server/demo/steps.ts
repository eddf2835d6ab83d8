import { seedOrderHistory } from './seed-order-history';
import { seedOrders } from './seed-orders';
import { seedOutbound } from './seed-outbound';
import { seedCatalog, seedProducts } from './seed-products';
import { seedReturnHistory } from './seed-return-history';
import { seedReturns } from './seed-returns';
import { seedShortDatedStock } from './seed-short-dated-stock';
import { seedCustomerReturns } from './seed-customer-returns';
import { seedExchanges } from './seed-exchanges';
import { seedInbound } from './seed-inbound';
import { seedBilling } from './seed-billing';
import { seedAccounts, type SeedStep } from './seed';

/** Demo seed steps in order. A domain appends its own (products, orders, returns, …). */
export const SEED_STEPS: SeedStep[] = [
  { name: 'accounts', run: seedAccounts },
  { name: 'catalog', run: seedCatalog },
  { name: 'products', run: seedProducts },
  { name: 'orders', run: seedOrders },
  { name: 'returns', run: seedReturns },
  { name: 'short-dated stock', run: seedShortDatedStock },
  { name: 'order history', run: seedOrderHistory },
  { name: 'return history', run: seedReturnHistory },
  { name: 'outbound', run: seedOutbound },
  { name: 'customer returns page', run: seedCustomerReturns },
  { name: 'exchanges', run: seedExchanges },
  { name: 'inbound', run: seedInbound },
  { name: 'billing', run: seedBilling },
];
