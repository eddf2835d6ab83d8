import { describe, expect, it } from 'vitest';
import { CreateCatalogServiceForm } from '@/server/catalog/form-schemas';
import { PortalCreateOrderBody, UpdateOrderForm } from '@/server/orders/form-schemas';
import { orderFormRowOf, remapFieldErrors } from '@/server/orders/order-form';
import { UpdateCarrierForm } from '@/server/outbound/form-schemas';
import { parseForm } from '@/server/core/http/form-state';
import {
  CreateReturnForm,
  DecisionForm,
  InspectionForm,
  ReasonsForm,
  ServiceAttachmentForm,
  arrivalForm,
} from '@/server/returns/form-schemas';
import { ReturnPolicyForm } from '@/server/returns/policy/form-schemas';
import { ConditionDefaultsForm } from '@/server/returns/form-schemas';
import { SimulateReceiptForm } from '@/server/workbench/sandbox/form-schemas';
import { saveViewForm } from '@/server/saved-views/form-schemas';
import { StockCountForm } from '@/server/stock/form-schemas';

const ID = 'a'.repeat(24);

function fd(entries: [string, string][]): FormData {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

const customer: [string, string][] = [
  ['order.customer.first_name', 'Ann'],
  ['order.customer.address', 'Street 1'],
  ['order.customer.postal_code', '00100'],
  ['order.customer.city', 'Helsinki'],
  ['order.customer.country_code', 'FI'],
];

describe('portal form schemas (the API schemas with what a form posts coerced)', () => {
  it('order create: empty rows are skipped, quantities are numbers, errors land on the row shown', () => {
    const form = fd([
      ...customer,
      ['order.items[0].product.sku', ''],
      ['order.items[0].quantity', ''],
      ['order.items[1].product.sku', 'A-1'],
      ['order.items[1].quantity', '2'],
      ['order.items[2].product.sku', 'B-1'],
      ['order.items[2].quantity', '0'],
    ]);
    const rowOf = orderFormRowOf(form);
    expect(rowOf).toEqual([1, 2]);
    const bad = parseForm(PortalCreateOrderBody, form);
    expect(remapFieldErrors(bad.state?.fieldErrors, rowOf)).toEqual({
      'order.items[2].quantity': 'Must be at least 1.',
    });
    form.set('order.items[2].quantity', '3');
    const ok = parseForm(PortalCreateOrderBody, form);
    expect(ok.data?.order.items?.map((i) => [i.product.sku, i.quantity])).toEqual([
      ['A-1', 2],
      ['B-1', 3],
    ]);
    const none = parseForm(PortalCreateOrderBody, fd(customer));
    expect(none.state?.fieldErrors).toEqual({
      'order.items': 'Add at least one line: a product SKU and a quantity.',
    });
  });

  it('order edit: an emptied input clears its field', () => {
    const ok = parseForm(
      UpdateOrderForm,
      fd([
        ['order.customer.first_name', 'Ann'],
        ['order.customer.city', ''],
        ['order.merchants_id', ''],
        ['order.items[0].id', ID],
        ['order.items[0].product.sku', 'A-1'],
        ['order.items[0].quantity', '1'],
      ]),
    );
    expect(ok.data?.order.customer?.first_name).toBe('Ann');
    expect(ok.data?.order.customer?.city).toBeNull();
    expect(ok.data?.order.merchants_id).toBeNull();
    expect(ok.data?.order.language).toBeNull();
    expect(ok.data?.order.items).toEqual([
      { id: ID, product: { sku: 'A-1' }, quantity: 1, fulfillment_by: null },
    ]);
  });

  it('return create: tracking codes as text, lines with a product, reasons and exchanges', () => {
    const ok = parseForm(
      CreateReturnForm,
      fd([
        ['order_return.original_order.ref', '1001'],
        ['order_return.tracking_codes', 'JJ1, JJ2\nJJ3'],
        ['order_return.items[0].product.id', ID],
        ['order_return.items[0].quantity', '2'],
        ['order_return.items[0].return_reason.code', 'defective'],
        ['order_return.items[0].return_reason.note', '  '],
        ['order_return.items[0].exchange.product.id', ''],
        ['order_return.items[1].product.id', ''],
        ['order_return.items[1].quantity', '1'],
        ['order_return.items[2].product.id', ID],
        ['order_return.items[2].quantity', '1'],
        ['order_return.items[2].exchange.product.id', ID],
      ]),
    );
    expect(ok.data?.order_return.tracking_codes).toEqual(['JJ1', 'JJ2', 'JJ3']);
    expect(ok.data?.order_return).not.toHaveProperty('original_order');
    expect(ok.data?.order_return.items).toEqual([
      {
        product: { id: ID },
        quantity: 2,
        return_reason: { code: 'defective', note: null },
        exchange: null,
      },
      {
        product: { id: ID },
        quantity: 1,
        return_reason: null,
        exchange: { product: { id: ID }, quantity: 1 },
      },
    ]);
    const missing = parseForm(CreateReturnForm, fd([['order_return.items[0].product.id', ID]]));
    expect(missing.state?.fieldErrors).toEqual({ 'order_return.items[0].quantity': 'Must be a number.' });
  });

  it('decision: lines on "default" say nothing, a restock product on "default" goes to the shelf', () => {
    const d = parseForm(
      DecisionForm,
      fd([
        ['merchant_decision.code', 'to_shelf'],
        ['merchant_decision.items[0].id', 'L1'],
        ['merchant_decision.items[0].code', ''],
        ['merchant_decision.items[1].id', 'L2'],
        ['merchant_decision.items[1].code', ''],
        ['merchant_decision.items[1].restock_as_product.id', ID],
        ['merchant_decision.items[2].id', 'L3'],
        ['merchant_decision.items[2].code', 'destroy'],
      ]),
    );
    expect(d.data?.merchant_decision).toEqual({
      code: 'to_shelf',
      items: [
        { id: 'L2', code: 'to_shelf', restock_as_product: { id: ID } },
        { id: 'L3', code: 'destroy' },
      ],
    });
    const plain = parseForm(
      DecisionForm,
      fd([
        ['merchant_decision.code', 'destroy'],
        ['merchant_decision.items[0].id', 'L1'],
      ]),
    );
    expect(plain.data?.merchant_decision).toEqual({ code: 'destroy' });
    const none = parseForm(DecisionForm, fd([['merchant_decision.items[0].id', 'L1']]));
    expect(none.state?.fieldErrors).toEqual({
      'merchant_decision.code': 'Choose what should happen to the return.',
    });
  });

  it("reasons, services, arrival, inspection, a stock count: numbers and what's left empty", () => {
    expect(
      parseForm(
        ReasonsForm,
        fd([
          ['items[0].id', 'L1'],
          ['items[0].return_reason.code', ''],
          ['items[1].id', 'L2'],
          ['items[1].return_reason.code', 'other'],
          ['items[1].return_reason.note', ' too big '],
        ]),
      ).data,
    ).toEqual({
      items: [
        { id: 'L1', return_reason: null },
        { id: 'L2', return_reason: { code: 'other', note: 'too big' } },
      ],
    });
    expect(
      parseForm(ServiceAttachmentForm, fd([['service_attachment.quantity', '2']])).state?.fieldErrors,
    ).toEqual({ 'service_attachment.service': 'Give the service id or code.' });
    const rows: [string, string][] = [
      ['arrival.warehouse_location.id', 'R-1'],
      ['arrival.items[0].product.id', ID],
      ['arrival.items[0].quantity', '4'],
      ['arrival.items[1].product.id', ''],
    ];
    expect(parseForm(arrivalForm(false), fd(rows)).data).toEqual({
      arrival: { warehouse_location: { id: 'R-1' } },
    });
    expect(parseForm(arrivalForm(true), fd(rows)).data?.arrival.items).toEqual([
      { product: { id: ID }, quantity: 4 },
    ]);
    expect(parseForm(arrivalForm(true), fd([])).state?.fieldErrors).toEqual({
      'arrival.warehouse_location.id': 'Required.',
    });
    expect(
      parseForm(
        InspectionForm,
        fd([
          ['inspection.received_quantity', '0'],
          ['inspection.condition', 'sellable'],
        ]),
      ).state?.fieldErrors,
    ).toEqual({ 'inspection.condition': 'Nothing was received: the condition is missing.' });
    expect(parseForm(StockCountForm, fd([['stock_count.counted_quantity', '7']])).data).toEqual({
      stock_count: { counted_quantity: 7 },
    });
  });

  it('an empty carrier template is null, an unticked merchant list is every merchant, a view knows its list', () => {
    expect(parseForm(UpdateCarrierForm, fd([['carrier.tracking_url_template', '']])).data).toEqual({
      carrier: { tracking_url_template: null },
    });
    const s = parseForm(
      CreateCatalogServiceForm,
      fd([
        ['catalog_service.code', 'GIFT'],
        ['catalog_service.name', 'Gift wrap'],
        ['catalog_service.kind', 'extra'],
        ['catalog_service.active', 'false'],
      ]),
    );
    expect(s.data?.catalog_service.active ?? s.state).toBe(false);
    expect(s.data?.catalog_service.merchant_ids).toBeNull();
    expect(
      parseForm(
        saveViewForm('orders'),
        fd([
          ['name', 'Mine'],
          ['list', 'returns'],
        ]),
      ).data,
    ).toMatchObject({
      list: 'orders',
      name: 'Mine',
      query: '',
    });
  });

  it('return policy: checkbox groups, lists typed as text, blanks as none, an empty number of days refused', () => {
    const form: [string, string][] = [
      ['enabled', 'on'],
      ['slug', ' my-shop '],
      ['window_days', '14'],
      ['window_starts', 'order_created'],
      ['allowed_countries', 'fi, se\nno'],
      ['reason_codes[]', 'defective'],
      ['reason_codes[]', 'other'],
      ['note_required_for[]', 'other'],
      ['review', 'manual'],
      ['methods[]', 'own_shipment'],
      ['instructions.en', 'Pack it well.'],
      ['instructions.fi', ''],
      ['branding.display_name', '  '],
      ['branding.accent_color', '#1a6b4f'],
      ['embed_origins', ''],
    ];
    const ok = parseForm(ReturnPolicyForm, fd(form));
    expect(ok.data).toMatchObject({
      enabled: true,
      slug: 'my-shop',
      window_days: 14,
      allowed_countries: ['FI', 'SE', 'NO'],
      reason_codes: ['defective', 'other'],
      note_required_for: ['other'],
      photo_required_for: [],
      methods: ['own_shipment'],
      instructions: { en: 'Pack it well.', fi: null, sv: null },
      branding: { display_name: null, accent_color: '#1a6b4f' },
      embed_origins: [],
    });
    const noDays = parseForm(ReturnPolicyForm, fd(form.map(([k, v]) => [k, k === 'window_days' ? '' : v])));
    expect(Object.keys(noDays.state?.fieldErrors ?? {})).toEqual(['window_days']);
    const photo = parseForm(ReturnPolicyForm, fd([...form, ['photo_required_for[]', 'damaged_in_transit']]));
    expect(photo.state?.fieldErrors).toEqual({ 'photo_required_for[0]': 'Must be one of reason_codes.' });
  });

  it('condition defaults and a simulated receipt', () => {
    expect(
      parseForm(
        ConditionDefaultsForm,
        fd([
          ['defaults.sellable', 'to_shelf'],
          ['defaults.damaged', ''],
        ]),
      ).data?.defaults,
    ).toMatchObject({ sellable: 'to_shelf', damaged: null });
    expect(
      parseForm(
        SimulateReceiptForm,
        fd([
          ['quantity', '3'],
          ['location', ' '],
        ]),
      ).data,
    ).toEqual({
      receipt: { quantity: 3, location: 'SANDBOX-SHELF' },
    });
    expect(parseForm(SimulateReceiptForm, fd([['location', 'A-1']])).state).toBeDefined();
  });
});
