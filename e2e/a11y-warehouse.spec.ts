import { A11Y_PAGES } from './support/a11y-pages';
import { axePageTests } from './support/axe-pages';

// No serious or critical axe-core violations (06 "Expectations") on the pages of support/a11y-pages.ts that the
// warehouse, the operator and signed-out visitors see (the merchant's: a11y.spec.ts).
axePageTests(A11Y_PAGES.filter((p) => p.role !== 'merchant_admin' && p.role !== 'merchant_staff'));
