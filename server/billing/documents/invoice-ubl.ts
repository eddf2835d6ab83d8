import { decimalOf, rateFromBp } from '../money';
import type { InvoiceDocument } from './invoice-document';

/**
 * The e-invoice: Peppol BIS Billing 3.0 in UBL 2.1 (an Invoice, or a CreditNote for a credit note), with the
 * elements in the order the UBL 2.1 schema requires (the test suite validates it with xmllint against the
 * vendored OASIS schemas). A credit note's amounts are written positive, as UBL's CreditNote means them; its
 * billing reference names the credited invoice. Unit code C62 ("one"), VAT category S (standard) or Z (zero).
 */
const CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}

export function renderInvoiceUbl(doc: InvoiceDocument): string {
  const { invoice, lines, totals, seller } = doc;
  const credit = invoice.kind === 'credit_note';
  const sign = credit ? -1 : 1;
  const cur = invoice.currency;
  const amt = (tag: string, cents: number) =>
    `<cbc:${tag} currencyID="${esc(cur)}">${decimalOf(cents)}</cbc:${tag}>`;
  const category = (bp: number) =>
    `<cac:TaxCategory><cbc:ID>${bp > 0 ? 'S' : 'Z'}</cbc:ID><cbc:Percent>${rateFromBp(bp)}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>`;
  const root = credit ? 'CreditNote' : 'Invoice';
  const issueDate = invoice.issueDate ?? new Date().toISOString().slice(0, 10);
  const [y, m] = invoice.period.split('-').map(Number) as [number, number];
  const periodEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const out: string[] = [];
  out.push('<?xml version="1.0" encoding="UTF-8"?>');
  out.push(
    `<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" ` +
      'xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" ' +
      'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
  );
  out.push(`<cbc:CustomizationID>${CUSTOMIZATION}</cbc:CustomizationID>`);
  out.push(`<cbc:ProfileID>${PROFILE}</cbc:ProfileID>`);
  out.push(`<cbc:ID>${esc(invoice.number ?? `DRAFT-${invoice.id}`)}</cbc:ID>`);
  out.push(`<cbc:IssueDate>${issueDate}</cbc:IssueDate>`);
  if (!credit && invoice.dueDate) out.push(`<cbc:DueDate>${invoice.dueDate}</cbc:DueDate>`);
  out.push(
    credit
      ? '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>'
      : '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>',
  );
  if (invoice.reason) out.push(`<cbc:Note>${esc(invoice.reason)}</cbc:Note>`);
  out.push(`<cbc:DocumentCurrencyCode>${esc(cur)}</cbc:DocumentCurrencyCode>`);
  out.push(`<cbc:BuyerReference>${esc(invoice.merchantId)}</cbc:BuyerReference>`);
  out.push(
    `<cac:InvoicePeriod><cbc:StartDate>${invoice.period}-01</cbc:StartDate><cbc:EndDate>${periodEnd}</cbc:EndDate></cac:InvoicePeriod>`,
  );
  if (credit && doc.credited?.number)
    out.push(
      `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${esc(doc.credited.number)}</cbc:ID>${
        doc.credited.issueDate ? `<cbc:IssueDate>${doc.credited.issueDate}</cbc:IssueDate>` : ''
      }</cac:InvoiceDocumentReference></cac:BillingReference>`,
    );
  out.push(
    '<cac:AccountingSupplierParty><cac:Party>' +
      `<cbc:EndpointID schemeID="0213">${esc(seller.vatId)}</cbc:EndpointID>` +
      `<cac:PartyName><cbc:Name>${esc(seller.name)}</cbc:Name></cac:PartyName>` +
      `<cac:PostalAddress><cbc:StreetName>${esc(seller.street)}</cbc:StreetName><cbc:CityName>${esc(seller.city)}</cbc:CityName>` +
      `<cbc:PostalZone>${esc(seller.postalCode)}</cbc:PostalZone><cac:Country><cbc:IdentificationCode>${esc(seller.countryCode)}</cbc:IdentificationCode></cac:Country></cac:PostalAddress>` +
      `<cac:PartyTaxScheme><cbc:CompanyID>${esc(seller.vatId)}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>` +
      `<cac:PartyLegalEntity><cbc:RegistrationName>${esc(seller.name)}</cbc:RegistrationName></cac:PartyLegalEntity>` +
      '</cac:Party></cac:AccountingSupplierParty>',
  );
  const b = doc.buyer;
  const opt = (tag: string, v: string | null) => (v ? `<cbc:${tag}>${esc(v)}</cbc:${tag}>` : '');
  out.push(
    '<cac:AccountingCustomerParty><cac:Party>' +
      `<cac:PartyIdentification><cbc:ID>${esc(invoice.merchantId)}</cbc:ID></cac:PartyIdentification>` +
      `<cac:PartyName><cbc:Name>${esc(b.name)}</cbc:Name></cac:PartyName>` +
      // the buyer's address (BG-8) and VAT id (BT-48) where the merchant's billing details have them
      (b.countryCode
        ? `<cac:PostalAddress>${opt('StreetName', b.street)}${opt('CityName', b.city)}${opt('PostalZone', b.postalCode)}` +
          `<cac:Country><cbc:IdentificationCode>${esc(b.countryCode)}</cbc:IdentificationCode></cac:Country></cac:PostalAddress>`
        : '') +
      (b.vatId
        ? `<cac:PartyTaxScheme><cbc:CompanyID>${esc(b.vatId)}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`
        : '') +
      `<cac:PartyLegalEntity><cbc:RegistrationName>${esc(b.legalName)}</cbc:RegistrationName></cac:PartyLegalEntity>` +
      '</cac:Party></cac:AccountingCustomerParty>',
  );
  if (!credit)
    out.push(
      `<cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cbc:PaymentID>${esc(invoice.number ?? invoice.id)}</cbc:PaymentID>` +
        `<cac:PayeeFinancialAccount><cbc:ID>${esc(seller.iban)}</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>`,
    );
  out.push(
    `<cac:TaxTotal>${amt('TaxAmount', sign * totals.vat_total)}` +
      totals.vat_breakdown
        .map(
          (b) =>
            `<cac:TaxSubtotal>${amt('TaxableAmount', sign * b.taxable_amount)}${amt('TaxAmount', sign * b.vat_amount)}${category(b.vat_rate_bp)}</cac:TaxSubtotal>`,
        )
        .join('') +
      '</cac:TaxTotal>',
  );
  out.push(
    `<cac:LegalMonetaryTotal>${amt('LineExtensionAmount', sign * totals.subtotal)}${amt('TaxExclusiveAmount', sign * totals.subtotal)}` +
      `${amt('TaxInclusiveAmount', sign * totals.total)}${amt('PayableAmount', sign * totals.total)}</cac:LegalMonetaryTotal>`,
  );
  const lineTag = credit ? 'CreditNoteLine' : 'InvoiceLine';
  const qtyTag = credit ? 'CreditedQuantity' : 'InvoicedQuantity';
  lines.forEach((l, i) => {
    const classified = `<cac:ClassifiedTaxCategory><cbc:ID>${l.vatRateBp > 0 ? 'S' : 'Z'}</cbc:ID><cbc:Percent>${rateFromBp(l.vatRateBp)}</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>`;
    out.push(
      `<cac:${lineTag}><cbc:ID>${i + 1}</cbc:ID>` +
        `<cbc:${qtyTag} unitCode="C62">${sign * l.quantity}</cbc:${qtyTag}>` +
        amt('LineExtensionAmount', sign * l.amount) +
        `<cac:Item><cbc:Name>${esc(l.description)}</cbc:Name><cac:SellersItemIdentification><cbc:ID>${esc(l.fee)}</cbc:ID></cac:SellersItemIdentification>${classified}</cac:Item>` +
        `<cac:Price>${amt('PriceAmount', l.unitPrice)}</cac:Price>` +
        `</cac:${lineTag}>`,
    );
  });
  out.push(`</${root}>`);
  return out.join('\n');
}
