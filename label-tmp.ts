import fs from 'node:fs';
import { renderBoxLabels } from './server/inbound/labels/render-box-labels';
const pdf = await renderBoxLabels({
  merchantName: 'Nordic Pantry Oy',
  noticeName: 'Coffee from the roastery',
  merchantReference: 'PO-2026-114',
  expectedAt: '2026-12-01',
  packaging: 'boxes',
  total: 40,
  boxes: [
    { code: 'IB0000000123', number: 3, reference: 'CARTON-3' },
    { code: 'IB0000000124', number: 4, reference: null },
  ],
  layout: 'a4',
});
fs.writeFileSync('/tmp/labels.pdf', pdf);
