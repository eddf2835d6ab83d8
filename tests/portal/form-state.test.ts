import { describe, expect, it } from 'vitest';
import { CreateApiClientBody, CreateMerchantBody } from '@/server/merchants/schemas';
import { CreateApiClientForm } from '@/server/merchants/form-schemas';
import { AppError, validationError } from '@/server/core/errors';
import { formDataToObject, formError, parseForm } from '@/server/core/http/form-state';

function fd(entries: [string, string][]): FormData {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
}

describe('portal form state', () => {
  it('builds nested objects and arrays from zod-path input names; empty inputs are not given', () => {
    const raw = formDataToObject(
      fd([
        ['order.customer.first_name', 'Ann'],
        ['order.items[0].quantity', '2'],
        ['order.items[1].product.sku', 'SKU-1'],
        ['order.remarks', ''],
        ['api_client.scopes[]', 'orders:read'],
        ['api_client.scopes[]', 'products:read'],
        ['$ACTION_ID_abc', ''],
      ]),
    );
    expect(raw).toEqual({
      order: { customer: { first_name: 'Ann' }, items: [{ quantity: '2' }, { product: { sku: 'SKU-1' } }] },
      api_client: { scopes: ['orders:read', 'products:read'] },
    });
  });

  it('ignores prototype-polluting names', () => {
    const raw = formDataToObject(
      fd([
        ['__proto__.polluted', 'yes'],
        ['a.constructor.prototype.x', '1'],
      ]),
    );
    expect(({} as any).polluted).toBeUndefined();
    expect(raw).toEqual({});
  });

  it('reports a missing required value beside its field (its own path), in plain words', () => {
    const r = parseForm(CreateMerchantBody, fd([['merchant.name', '']]));
    expect(r.state?.fieldErrors).toEqual({ 'merchant.name': 'Required.' });
    expect(r.state?.ok).toBe(false);
  });

  it('refuses text holding U+0000 beside its field, before the schema (PostgreSQL cannot store it)', () => {
    const r = parseForm(CreateMerchantBody, fd([['merchant.name', 'Shop\u0000']]));
    expect(r.state?.ok).toBe(false);
    expect(r.state?.fieldErrors).toEqual({ 'merchant.name': expect.stringContaining('U+0000') });
  });

  it('uses the API schema: the same messages and paths as validation_errors', () => {
    const r = parseForm(
      CreateApiClientBody,
      fd([
        ['api_client.name', 'Shop'],
        ['api_client.scopes[]', 'not-a-scope'],
      ]),
    );
    expect(Object.keys(r.state?.fieldErrors ?? {})).toEqual(['api_client.scopes[0]']);
    const empty = parseForm(CreateApiClientForm, fd([['api_client.name', 'Shop']]));
    expect(empty.state?.fieldErrors).toEqual({ 'api_client.scopes': 'Give at least one scope.' });
    const ok = parseForm(
      CreateApiClientBody,
      fd([
        ['api_client.name', ' Shop '],
        ['api_client.scopes[]', 'orders:read'],
      ]),
    );
    expect(ok.data).toEqual({ api_client: { name: 'Shop', scopes: ['orders:read'] } });
  });

  it('echoes typed values except passwords and secrets', () => {
    const r = parseForm(
      CreateMerchantBody,
      fd([
        ['merchant.name', ''],
        ['user.password', 'hunter22222'],
        ['client_secret', 's'],
      ]),
    );
    expect(r.state?.values).toEqual({ 'merchant.name': '' });
  });

  it('turns AppErrors into their user-facing message and field errors; hides anything else', () => {
    expect(formError(new AppError('USER_EMAIL_TAKEN'))).toMatchObject({
      ok: false,
      message: 'A user with this e-mail address already exists.',
    });
    expect(
      formError(validationError([{ path: 'order.items[0].quantity', message: 'Too big.' }])).fieldErrors,
    ).toEqual({
      'order.items[0].quantity': 'Too big.',
    });
    const hidden = formError(new Error('relation "x" does not exist'));
    expect(hidden.message).not.toContain('relation');
  });
});
