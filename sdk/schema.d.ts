/**
 * Generated from /v1/openapi.json by openapi-typescript (npm run sdk:generate). Do not edit: npm test fails
 * when this file differs from what the current API document generates.
 */
export interface paths {
  '/2015-01-01/products/product_split': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Legacy product split (deprecated; use POST /v1/products/split)
     * @deprecated
     * @description Served for clients that have not migrated. Authenticates with the portal session of a signed-in merchant user; each call is a new split (no idempotency). Answers `{ success: true, source_product, target_product, inbound_shipment, incident }` or `{ success: false, reason: "no_articles_found" }`.
     */
    post: operations['legacySplitProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/billing/charges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Charges across merchants, newest work first (filters as the merchant list, plus merchant_id) */
    get: operations['opsListCharges'];
    put?: never;
    /**
     * A manual charge, or with a negative amount a credit, with its reason
     * @description amount in cents (not 0). The currency is the merchant card's; vat_rate defaults to the card's manual fee's. It goes on the next invoice run of the month it occurred in.
     */
    post: operations['createManualCharge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/billing/unpriced-events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Work no price matched, with the reason (open ones unless resolved=true) */
    get: operations['listUnpricedEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/billing/unpriced-events/_reprice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Price the open unpriced work again with the cards as they are now */
    post: operations['repriceUnpricedEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/carriers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every carrier with its tracking page's URL template */
    get: operations['listCarriers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/carriers/{carrierCode}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A carrier with its tracking page's URL template
     * @description carrierCode is one of posti, postnord, dhl, matkahuolto, bring, other (the carriers a shipment can name).
     */
    get: operations['getCarrier'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a carrier's tracking URL template
     * @description carrierCode is one of posti, postnord, dhl, matkahuolto, bring, other (the carriers a shipment can name). The template must be an https URL containing {code} (the first tracking code, URL-encoded); null removes the tracking link. Shipments created afterwards use it; earlier ones keep their tracking_url.
     */
    patch: operations['updateCarrier'];
    trace?: never;
  };
  '/ops/v1/catalog-services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every catalog service, active or not */
    get: operations['listAllCatalogServices'];
    put?: never;
    /** Create a catalog service (kind extra or delivery) */
    post: operations['createCatalogService'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/catalog-services/{catalogServiceId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a catalog service */
    patch: operations['updateCatalogService'];
    trace?: never;
  };
  '/ops/v1/cycle-counts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List cycle counts, newest first */
    get: operations['listCycleCounts'];
    put?: never;
    /** Create a cycle count of some locations, of every location of a product, or of locations not counted lately */
    post: operations['createCycleCount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/cycle-counts/{cycleCountId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a cycle count: expected and counted figures of the locations counted so far */
    get: operations['getCycleCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/cycle-counts/{cycleCountId}/_approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a counted cycle count: its variances are written as count_adjustment movements
     * @description Missing units are written off (never units an order holds), surplus units enter as blocked; each counted product sends product.stock_counted. The approver must not have counted in it.
     */
    post: operations['approveCycleCount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/cycle-counts/{cycleCountId}/_reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a cycle count: nothing changes stock */
    post: operations['rejectCycleCount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/cycle-counts/{cycleCountId}/results': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report what stands at one location of the count (blind: the expected figures are not shown first)
     * @description A variance above the threshold sends the location to recount, which another person must make. A product given without batch or best-before is compared over all its lots at the location.
     */
    post: operations['submitCycleCountResult'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/inbound-shipments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The receiving queue across merchants: notices to receive, oldest expected first
     * @description status defaults to announced,arrived,receiving. Sandbox merchants are left out unless merchant_id names one.
     */
    get: operations['opsListInboundShipments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/inbound-shipments/{inboundShipmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a notice with its boxes (box codes) and figures
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the notice's merchant; with it, another merchant's notice is 404.
     */
    get: operations['opsGetInboundShipment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/inbound-shipments/{inboundShipmentId}/_arrive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register the delivery at the dock: announced -> arrived (inbound_shipment.arrived)
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the notice's merchant; with it, another merchant's notice is 404.
     */
    post: operations['arriveInboundShipment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/inbound-shipments/{inboundShipmentId}/_close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Close the receipt: -> processed, discrepancies final (inbound_shipment.processed)
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the notice's merchant; with it, another merchant's notice is 404. A line counted short shows short from now on. A notice short of units with boxes of which nothing was counted closes only with a note (422 INBOUND_CLOSE_NOTE_REQUIRED).
     */
    post: operations['closeInboundShipment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/inbound-shipments/{inboundShipmentId}/photos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A notice's receiving photos, oldest first
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the notice's merchant; with it, another merchant's notice is 404.
     */
    get: operations['opsListInboundShipmentPhotos'];
    put?: never;
    /**
     * Add a photo of what came (multipart: file, box, sku, remarks); at most 20 MB, an image
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the notice's merchant; with it, another merchant's notice is 404. While the notice is arrived or receiving (else 409). `box`: the code of one of its boxes (another notice's box: 422 INBOUND_BOX_OF_ANOTHER_SHIPMENT); `sku`: the product it shows. The merchant reads the photos at GET /v1/inbound-shipments/{id}/photos.
     */
    post: operations['addInboundShipmentPhoto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/inbound-shipments/{inboundShipmentId}/receipts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Count units of a notice: they become stock at once
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the notice's merchant; with it, another merchant's notice is 404. Sellable units go on the shelf at the given location; damaged ones, and units whose best-before date has passed (flagged expired), are stored blocked. Products by id, SKU or GTIN; one the notice did not name is received and flagged unexpected. `box` is the scanned box code (another notice's box: 422 INBOUND_BOX_OF_ANOTHER_SHIPMENT). Several receipts per notice and per box add up. product.inventory_changed follows with reason inbound_received. Send Idempotency-Key: one receipt per key.
     */
    post: operations['createInboundReceipt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invoices and credit notes across merchants, newest first */
    get: operations['opsListInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/invoices/_run': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Draft the period's invoices: every uninvoiced charge up to the period's end, grouped by fee
     * @description Without merchant_id: every merchant with uninvoiced charges. One draft per merchant, period and currency; running again adds what came since to the same draft. A job runs it for the previous month on the 1st.
     */
    post: operations['runInvoices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/invoices/{invoiceId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An invoice or credit note with its lines, totals and documents */
    get: operations['opsGetInvoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/invoices/{invoiceId}/_issue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issue a draft: the next invoice number (gapless), then final; invoice.issued */
    post: operations['issueInvoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/invoices/{invoiceId}/_pay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record the payment of an issued invoice; invoice.paid */
    post: operations['payInvoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/invoices/{invoiceId}/_void': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Drop a draft: its charges are uninvoiced again (an issued invoice takes a credit note) */
    post: operations['voidInvoice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/invoices/{invoiceId}/credit-notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Correct an issued invoice: a credit note for all of it or amounts of its lines, issued at once */
    post: operations['createCreditNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/locations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the warehouse's locations in walking order (zone, code)
     * @description Codes first named by a receipt, a unit change or a return arrival are listed as kind `unassigned`.
     */
    get: operations['listLocations'];
    put?: never;
    /** Create a location */
    post: operations['createLocation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/locations/_import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create or update many locations by code, all or nothing */
    post: operations['importLocations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/locations/{locationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a location */
    get: operations['getLocation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a location's zone, kind or active flag
     * @description The code never changes (units name it). A location is deactivated only when empty.
     */
    patch: operations['updateLocation'];
    trace?: never;
  };
  '/ops/v1/locations/labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Location labels as PDF: one 100 x 50 mm page per location, with the Code 128 of its code */
    get: operations['locationLabels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/merchants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List merchants */
    get: operations['listMerchants'];
    put?: never;
    /** Create a merchant */
    post: operations['createMerchant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/merchants/{merchantId}/api-clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a merchant's active API clients */
    get: operations['listApiClients'];
    put?: never;
    /** Create a merchant's API client (the secret is shown only in this response) */
    post: operations['createApiClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/merchants/{merchantId}/api-clients/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an API client; its tokens stop working at once */
    delete: operations['revokeApiClient'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/merchants/{merchantId}/billing-details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The details a merchant's invoices are addressed to (legal name, address, VAT id) */
    get: operations['getBillingDetails'];
    /** Set the details a merchant's invoices are addressed to: the buyer of the PDF and the e-invoice (all replaced) */
    put: operations['putBillingDetails'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/merchants/{merchantId}/rate-card': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The card that prices a merchant's work (its own, else the default) */
    get: operations['getMerchantRateCard'];
    /** Give a merchant its rate card (prices the merchant's work from now on) */
    put: operations['assignRateCard'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/merchants/{merchantId}/sandbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create the merchant's sandbox (or answer the existing one)
     * @description A merchant of its own flagged sandbox, with products that have stock and an API client holding every merchant scope (its secret only in the 201 answer). Asking again answers the sandbox with 200 and no client.
     */
    post: operations['createMerchantSandbox'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/merchants/{merchantId}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a portal user of a merchant (merchant_admin or merchant_staff) */
    post: operations['createMerchantUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/order-returns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Returns across merchants (the arrivals queue) */
    get: operations['opsListOrderReturns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/order-returns/{orderReturnId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read any merchant's return
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the return's merchant; with it, another merchant's return is 404.
     */
    get: operations['opsGetOrderReturn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/order-returns/{orderReturnId}/_arrive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register the parcel as arrived (location; items found replace the contents)
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the return's merchant; with it, another merchant's return is 404.
     */
    post: operations['arriveOrderReturn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/order-returns/{orderReturnId}/_complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * processing -> processed: shelves the inbound shipment as free stock
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the return's merchant; with it, another merchant's return is 404.
     */
    post: operations['completeOrderReturn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/order-returns/{orderReturnId}/_release': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * accepted -> processing: creates the inbound shipment and the resend order; locks the decision
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the return's merchant; with it, another merchant's return is 404.
     */
    post: operations['releaseOrderReturn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/order-returns/{orderReturnId}/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a file (multipart: file, purpose, remarks, item_id); at most 20 MB
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the return's merchant; with it, another merchant's return is 404. purpose: damage_evidence, contents_photo, packaging_photo, label_photo, other. item_id (optional): the line the file shows, one of this return's lines (else 404 ORDER_RETURN_ITEM_NOT_FOUND).
     */
    post: operations['uploadOrderReturnAttachment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/order-returns/{orderReturnId}/extra-services/{attachmentId}/_complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark an extra service of the return (whole return or a line's) done: completion_stamp set, charged
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the return's merchant; with it, another merchant's return is 404. attachmentId is the attachment's UUID. Body optional: `{ completion: { comment } }`. Allowed once the return arrived (else 409 EXTRA_SERVICE_NOT_COMPLETABLE), once (409 EXTRA_SERVICE_ALREADY_COMPLETED).
     */
    post: operations['completeOrderReturnExtraService'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/order-returns/{orderReturnId}/items/{itemId}/_inspect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record what arrived of a line and its condition (replaces the line's earlier inspection)
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the return's merchant; with it, another merchant's return is 404. Allowed from arrival until release (else 409 ORDER_RETURN_NOT_INSPECTABLE). received_quantity may differ from the expected quantity (the return is then flagged as a discrepancy); condition missing goes with received_quantity 0. At release, to_shelf lines put their received units on the shelf when sellable or opened_sellable, and store them as blocked units otherwise. Emits order_return.inspected.
     */
    post: operations['inspectOrderReturnLine'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The outbound queue across merchants, oldest first (status default confirmed) */
    get: operations['opsListOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/orders/{orderId}/_report-problem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A pick failed (unit_missing, unit_damaged) or the order cannot be sent (address_invalid, other)
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the order's merchant; with it, another merchant's order is 404. A missing unit is written off, a damaged one blocked; a free unit of the line replaces it when one exists (the order stays processing, `replacement` names it). Otherwise the order moves to problem, keeping its units reserved and the report in `problem`.
     */
    post: operations['reportOrderProblem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/orders/{orderId}/_resolve-problem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * problem -> confirmed once every line holds its units again (free units are reserved)
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the order's merchant; with it, another merchant's order is 404. 409 ORDER_PROBLEM_NOT_RESOLVABLE (details.short) while stock is short.
     */
    post: operations['resolveOrderProblem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/orders/{orderId}/_start-picking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * confirmed -> processing; answers the pick list in walking order of locations
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the order's merchant; with it, another merchant's order is 404. The order's reserved units become picking; the merchant can no longer edit or cancel it.
     */
    post: operations['startPickingOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/orders/{orderId}/extra-services/{attachmentId}/_complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark an extra service of the order (order level or a line's) done: its completion_stamp is set and it is charged
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the order's merchant; with it, another merchant's order is 404. attachmentId is the attachment's UUID (01 §2.6). Body optional: `{ completion: { comment } }`, the comment kept in the stamp's p.comment. Allowed from confirmed until processed (else 409 EXTRA_SERVICE_NOT_COMPLETABLE), once (409 EXTRA_SERVICE_ALREADY_COMPLETED). The merchant's order then shows the completion_stamp, and billing charges the service from the outbox.
     */
    post: operations['completeOrderExtraService'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/orders/{orderId}/shipments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ship quantities of a processing order (partial shipments allowed)
     * @description X-Provider-Merchant-Id is optional here: without it the operator acts for the order's merchant; with it, another merchant's order is 404. The shipped units leave the stock. Quantities above a line's remainder or its reserved units answer 400 at the field. Without tracking_codes the local carrier gives one per parcel. The order becomes processed once its shipments cover every line. Shipping labels (one PDF per parcel) and the packing slip are rendered by the job queue: documents.status is pending until then. Send Idempotency-Key: one shipment per key, a replay answers the same shipment (Idempotent-Replayed: true).
     */
    post: operations['createShipment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/pickup-points': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List every pickup point, active or not */
    get: operations['listAllPickupPoints'];
    put?: never;
    /** Create a pickup point */
    post: operations['createPickupPoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/pickup-points/{pickupPointId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a pickup point */
    patch: operations['updatePickupPoint'];
    trace?: never;
  };
  '/ops/v1/products/{productId}/stock-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a warehouse count of a product
     * @description A count that differs from on_hand sets stock.discrepancy until a later count agrees (04 E12).
     */
    post: operations['countStock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/rate-cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every rate card (the default first), with its versions and the merchants it prices */
    get: operations['listRateCards'];
    put?: never;
    /**
     * Create a rate card: prices in cents per fee, a VAT rate per fee, valid from a date
     * @description fee: inbound_notice, inbound_box, inbound_unit, storage_unit_day, storage_location_day:<kind> (pick, bulk, returns, quarantine, dock, unassigned), outbound_order, outbound_unit (each unit after the first), outbound_parcel, return, return_line, return_photo, service:<catalog service code>, manual. unit_price in cents; vat_rate a percentage (default BILLING_DEFAULT_VAT_RATE); valid_from default today. default: true makes it the card of every merchant without one of its own.
     */
    post: operations['createRateCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/rate-cards/{rateCardId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A rate card with every version */
    get: operations['getRateCard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a rate card: a version that priced work is never edited, a new version is made
     * @description name and default change in place. fees (the whole list) or valid_from edit the current version while it has priced nothing; once it has, they make a new version from valid_from (default: today, or the day after the current version's start), which must be today or later and after the current version's start (else 422 RATE_CARD_VALID_FROM_INVALID). The currency cannot change.
     */
    patch: operations['updateRateCard'];
    trace?: never;
  };
  '/ops/v1/stock-units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Receive 1-10000 units of one product
     * @description Units are created in one statement; the product figures and product.inventory_changed follow in the same transaction.
     */
    post: operations['receiveStockUnits'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/stock-units/_move': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move units of a product from one location to another (or named units)
     * @description Either `{ product: {id}|{sku}|{gtin}, from_location, to_location, quantity, batch_number?, best_before? }` (the lowest unit ids of that product and lot standing there) or `{ unit_ids, to_location, from_location? }`. Every state but written_off moves; reserved and picking units keep their order. Writes `moved` stock movements. Safe to retry with the same Idempotency-Key (the first answer, nothing moved twice).
     */
    post: operations['moveStockUnits'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ops/v1/stock-units/{stockUnitId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a unit's state and/or location
     * @description By hand (04 E20): on_shelf, not_shelved and blocked move freely among themselves and to written_off; a free unit (on_shelf) may go to picking, a manual pick counted as reserved, and from there back or to written_off. reserved is set only by an order, and a unit an order holds (reserved, or picking for an order) changes only through the order: 409 STOCK_UNIT_STATE_CHANGE_NOT_ALLOWED. written_off is final.
     */
    patch: operations['changeStockUnit'];
    trace?: never;
  };
  '/ops/v1/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an operator portal user (warehouse_staff or operator_admin) */
    post: operations['createOperatorUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/billing/charges': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every charge: what work it pays for (reference) and the page it opens (subject)
     * @description Filters: fee, from/to (a day or an instant, of the work's time), invoiced (true/false), reference_id (the work's or the page's id: an order's id finds all of its charges).
     */
    get: operations['listCharges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/catalog-services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active catalog services available to the merchant */
    get: operations['listCatalogServices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The merchant's events of the last 30 days (EVENTS_RETENTION_DAYS), newest first
     * @description Every event the service produced for the merchant, whether or not an endpoint subscribes to it. Filters: type (repeatable or comma-separated), created_from / created_to (a date means its whole UTC day), delivery_success. Paged with offset and limit like every list; total counts the matches.
     */
    get: operations['listEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/events/{eventId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An event as it was sent, with its delivery attempts per endpoint
     * @description An id that is not one of the merchant's events is 404 EVENT_NOT_FOUND; an event older than the retention is 404 EVENT_EXPIRED.
     */
    get: operations['getEvent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/files/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a file through a signed link (no bearer token: the signature is the permission) */
    get: operations['downloadFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/inbound-shipments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List inbound shipments, newest first (notices, and those of splits and returns)
     * @description Items carry their lines and totals; read one for its boxes and status history.
     */
    get: operations['listInboundShipments'];
    put?: never;
    /**
     * Announce a delivery to the warehouse, box by box (a notice)
     * @description Up to 500 boxes (or pallets) and 5000 lines. Products by id or SKU: one that is not yours is 400 PRODUCT_NOT_FOUND at its field. Every box gets a code for its label (GET .../box-labels). Send Idempotency-Key: one notice per key, a replay answers the same notice (Idempotent-Replayed: true).
     */
    post: operations['createInboundShipment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/inbound-shipments/{inboundShipmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read an inbound shipment
     * @description 05 §3's fields (id, name, status, invoiced, lines per product, created_at), then a notice's boxes, expected and received figures per line and box, discrepancies and status history.
     */
    get: operations['getInboundShipment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a notice while it is announced
     * @description An absent field stays, null clears it. `boxes` replaces the boxes: a box sent with its `id` keeps its code (its printed label stays valid). After arrival: 409 INBOUND_SHIPMENT_NOT_EDITABLE.
     */
    patch: operations['updateInboundShipment'];
    trace?: never;
  };
  '/v1/inbound-shipments/{inboundShipmentId}/_cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a notice before it arrives */
    post: operations['cancelInboundShipment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/inbound-shipments/{inboundShipmentId}/box-labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The notice's box labels as a PDF (A6 per box, or four per A4 page)
     * @description Each label: the warehouse's address, the merchant, the notice's name and reference, "box 3 of 40" and the Code 128 of the box code that the warehouse scans at receipt.
     */
    get: operations['getInboundBoxLabels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/inbound-shipments/{inboundShipmentId}/photos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The photos the warehouse took while receiving (damage, a wet box), oldest first
     * @description Each with the box and product it shows when the warehouse said, and a signed link that expires.
     */
    get: operations['listInboundShipmentPhotos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/incidents/{incidentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an incident */
    get: operations['getIncident'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The merchant's invoices and credit notes, newest first */
    get: operations['listInvoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invoices/{invoiceId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An invoice: lines, totals (VAT per rate), and its PDF, CSV of every charge and Peppol UBL XML as signed links */
    get: operations['getInvoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invoices/{invoiceId}/documents/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An invoice's document through its signed link (kind: pdf, csv, xml); no bearer token */
    get: operations['downloadInvoiceDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/order-returns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List returns, newest first (status, type, q, original_order_id, tracking_code, reason, origin, condition, discrepancy, created_from, created_to) */
    get: operations['listOrderReturns'];
    put?: never;
    /** Register a return (status preinfo_received); {} creates a bare placeholder */
    post: operations['createOrderReturn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/order-returns/{orderReturnId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a return */
    get: operations['getOrderReturn'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/order-returns/{orderReturnId}/_cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a return that has not arrived (status deleted) */
    post: operations['cancelOrderReturn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/order-returns/{orderReturnId}/_merchant-decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set or fully replace the merchant decision (lines left out take the default) */
    post: operations['decideOrderReturn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/order-returns/{orderReturnId}/_request-label': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Request a prepaid return-label PDF; waits up to wait_seconds (0-10, default 10) for it */
    post: operations['requestOrderReturnLabel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/order-returns/{orderReturnId}/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The warehouse's attachments, each with a download link valid 5 minutes */
    get: operations['listOrderReturnAttachments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/order-returns/{orderReturnId}/exchange/_cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a waiting or held exchange and its draft order
     * @description The draft exchange order is cancelled. Emits order_return.exchange_cancelled.
     */
    post: operations['cancelOrderReturnExchange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/order-returns/{orderReturnId}/exchange/_release': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Release a waiting or held exchange: its order is confirmed and reserves stock
     * @description The exchange order is confirmed (or waits for products when stock is short). Emits order_return.exchange_released.
     */
    post: operations['releaseOrderReturnExchange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/order-returns/{orderReturnId}/extra_services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Attach an extra service to the whole return (the response is the only place its id is given) */
    post: operations['attachOrderReturnService'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/order-returns/{orderReturnId}/items/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Set, change or clear (null) a line's return reason or exchange
     * @description Body `{ item: { return_reason?: { code, note? } | null, exchange?: { product: { id }, quantity } | null } }` (an absent field is unchanged). `note` is required for code `other` (at most 500 characters). The reason changes until arrival (then 409 ORDER_RETURN_NOT_EDITABLE); the exchange until it is released (then 409 ORDER_RETURN_EXCHANGE_RELEASED), and the exchange order's draft lines follow.
     */
    patch: operations['editOrderReturnItem'];
    trace?: never;
  };
  '/v1/order-returns/{orderReturnId}/items/{itemId}/extra_services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Attach an extra service to one line of the return */
    post: operations['attachOrderReturnLineService'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/order-returns/{orderReturnId}/items/{itemId}/merchant_decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set or replace one line's decision under a to_shelf or resend_as_new decision */
    post: operations['decideOrderReturnLine'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/order-returns/{orderReturnId}/return-label': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The return's current label request */
    get: operations['getOrderReturnLabel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List orders, newest first */
    get: operations['ListOrders'];
    put?: never;
    /**
     * Create an order (as a draft, or confirmed in the same call)
     * @description Send `Idempotency-Key` so that retries never create a second order: the same key and body answer the same order (header `Idempotent-Replayed: true`) in its current state. Status `confirmed` runs the confirmation gates and reserves stock.
     */
    post: operations['CreateOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orders/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an order */
    get: operations['GetOrder'];
    put?: never;
    post?: never;
    /** Delete a draft or cancelled order (kept with status deleted, left out of lists) */
    delete: operations['DeleteOrder'];
    options?: never;
    head?: never;
    /** Change an order: a field sent as null clears it, an absent field is unchanged; items replace the lines */
    patch: operations['UpdateOrder'];
    trace?: never;
  };
  '/v1/orders/{orderId}/_cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel an order, releasing its reserved stock */
    post: operations['CancelOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orders/{orderId}/_confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a draft or passive order (gates, then stock reservation; waiting_products when stock is short) */
    post: operations['ConfirmOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orders/{orderId}/items/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change one order line */
    patch: operations['UpdateOrderItem'];
    trace?: never;
  };
  '/v1/orders/{orderId}/return-eligibility': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Which lines of an order may be returned under the policy, how many units, and why not
     * @description Reasons: window_passed, final_sale (product returnable false), already_returned (units in non-deleted returns of the order and its pending return requests), order_not_shipped (the order is not processed), country_not_allowed, policy_disabled. A storefront uses this with POST /v1/order-returns, under the same rules as the customer page.
     */
    get: operations['getOrderReturnEligibility'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orders/waiting_products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Deprecated alias of GET /v1/orders/waiting-products
     * @deprecated
     */
    get: operations['ListWaitingOrdersDeprecated'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/orders/waiting-products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the orders waiting for stock (status waiting_products) */
    get: operations['ListWaitingOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/pickup-points': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active pickup points */
    get: operations['listPickupPoints'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List products with their stock figures
     * @description `sku` matches exactly; `q` matches part of the name, SKU or GTIN (case-insensitive); newest first.
     */
    get: operations['listProducts'];
    put?: never;
    /** Create a product (SKU unique per merchant) */
    post: operations['createProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/products/{productId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a product with its stock figures */
    get: operations['getProduct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a product (the SKU is immutable) */
    patch: operations['updateProduct'];
    trace?: never;
  };
  '/v1/products/{productId}/stock-lots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product's units on hand per batch and best-before, earliest expiry first */
    get: operations['listStockLots'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/products/{productId}/stock-movements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a product's stock movements
     * @description Newest first. Each movement takes `quantity` units of one product, batch and best-before out of (from_location, from_state) and into (to_location, to_state); null is outside the stock. States are the ledger's: on_shelf (reserved and picking units are claims on shelved units), not_shelved, blocked, written_off. For every product, the units per location and state equal the sum of its movements.
     */
    get: operations['listProductStockMovements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/products/{productId}/stock-units': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a product's stock units (receiving order)
     * @description `state` is a comma list; `location` and `best_before` (YYYY-MM-DD) match exactly.
     */
    get: operations['listStockUnits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/products/split': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move part of a product's free stock to another SKU
     * @description Moves units that are on the shelf and free from the source product to the target product (created as a copy of the source when the SKU is new). Units keep their id, location, best-before date and batch. Requires an Idempotency-Key: a retry with the same key and body returns the first result with `Idempotent-Replayed: true` and moves nothing. At most 5000 units per split.
     */
    post: operations['splitProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/request-logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Requests of the merchant's API clients, newest first
     * @description Every request made with a token of one of the merchant's API clients, kept 14 days (REQUEST_LOG_RETENTION_DAYS). Entries are written in batches about a second after the request, so the newest may not be listed yet. Filters: status (2xx/4xx/5xx or exact), route (template), method, client_id, error_code, request_id, created_from / created_to.
     */
    get: operations['listRequestLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/request-logs/{requestLogId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One request, with its bodies when it was answered with a non-2xx status */
    get: operations['getRequestLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/return-policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The merchant's return policy (defaults, disabled, until one is saved) */
    get: operations['getReturnPolicy'];
    /**
     * Replace the return policy (fields left out take their defaults)
     * @description An enabled policy needs a slug (3-40 lowercase letters, digits, dashes), unique across merchants: 409 RETURN_POLICY_SLUG_TAKEN. note_required_for and photo_required_for are subsets of reason_codes; embed_origins are https origins allowed to frame the customer page. The logo is uploaded on its own (PUT /v1/return-policy/logo, or the portal) and kept.
     */
    put: operations['putReturnPolicy'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/return-policy/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Upload the customer page's logo (multipart: file); PNG, JPEG or WebP, at most 1 MB
     * @description The type is read from the content, not the name: anything but a PNG, JPEG or WebP image is 400 VALIDATION_ERROR on file; over 1 MB is 413 FILE_TOO_LARGE. Replaces the previous logo (which is deleted). The customer page shows it through a signed link.
     */
    put: operations['putReturnPolicyLogo'];
    post?: never;
    /** Remove the customer page's logo */
    delete: operations['deleteReturnPolicyLogo'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/return-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List return requests, newest first (status = pending, approved, declined) */
    get: operations['listReturnRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/return-requests/{returnRequestId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a return request */
    get: operations['getReturnRequest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/return-requests/{returnRequestId}/_approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve: creates the order return (customer_return, origin customer_page) the request links to
     * @description The return is created as POST /v1/order-returns would, with the lines, reasons, notes and the photos as attachments of their lines; with method prepaid_label the label is requested. A request already decided: 409 RETURN_REQUEST_ALREADY_DECIDED.
     */
    post: operations['approveReturnRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/return-requests/{returnRequestId}/_decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline with a message shown to the customer */
    post: operations['declineReturnRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/shipments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Shipments of the merchant, newest first (shipped_from, shipped_to, carrier, order_id) */
    get: operations['listShipments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/shipments/{shipmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a shipment (tracking, parcels, lines, label and packing-slip links) */
    get: operations['getShipment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/simulations/inbound-shipments/{inboundShipmentId}/_receive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate the warehouse receiving a notice as announced (optionally short), then closing it
     * @description Sandbox merchants only (any other merchant: 403 SANDBOX_ONLY). Runs the warehouse's own operations: the arrival, one receipt per box at SANDBOX-IN, the close; inbound_shipment.arrived and .processed fire as in production.
     */
    post: operations['simulateInboundShipmentReceipt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/simulations/order-returns/{orderReturnId}/_arrive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate the parcel's arrival at the warehouse (optionally with what was found)
     * @description Sandbox merchants only (any other merchant: 403 SANDBOX_ONLY). Runs the same operation the warehouse runs, so the same states follow and the same webhooks fire.
     */
    post: operations['simulateOrderReturnArrival'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/simulations/order-returns/{orderReturnId}/_complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate the completion of a return in processing (processing -> processed)
     * @description Sandbox merchants only (any other merchant: 403 SANDBOX_ONLY). Runs the same operation the warehouse runs, so the same states follow and the same webhooks fire.
     */
    post: operations['simulateOrderReturnCompletion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/simulations/order-returns/{orderReturnId}/_inspect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate the inspection of every line (per line, or one condition for all)
     * @description Sandbox merchants only (any other merchant: 403 SANDBOX_ONLY). Runs the same operation the warehouse runs, so the same states follow and the same webhooks fire. Emits order_return.inspected per line.
     */
    post: operations['simulateOrderReturnInspection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/simulations/order-returns/{orderReturnId}/_release': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate the release of an accepted return (accepted -> processing)
     * @description Sandbox merchants only (any other merchant: 403 SANDBOX_ONLY). Runs the same operation the warehouse runs, so the same states follow and the same webhooks fire.
     */
    post: operations['simulateOrderReturnRelease'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/simulations/orders/{orderId}/_process': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate the warehouse picking and shipping the order
     * @description Sandbox merchants only (any other merchant: 403 SANDBOX_ONLY). Runs the same operation the warehouse runs, so the same states follow and the same webhooks fire. A confirmed order starts picking; what is left of every line then ships in one parcel with the local carrier (tracking code, label and packing slip as for a real shipment). The order ends processed.
     */
    post: operations['simulateOrderProcessing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/simulations/products/{productId}/_receive-stock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Simulate the warehouse receiving units of a product onto the shelf
     * @description Sandbox merchants only (any other merchant: 403 SANDBOX_ONLY). Runs the same operation the warehouse runs, so the same states follow and the same webhooks fire. Emits product.inventory_changed.
     */
    post: operations['simulateStockReceipt'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/stock-movements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the merchant's stock movements (who changed the stock, when and why)
     * @description Newest first. Each movement takes `quantity` units of one product, batch and best-before out of (from_location, from_state) and into (to_location, to_state); null is outside the stock. States are the ledger's: on_shelf (reserved and picking units are claims on shelved units), not_shelved, blocked, written_off. For every product, the units per location and state equal the sum of its movements.
     */
    get: operations['listStockMovements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhook-endpoints': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List webhook endpoints */
    get: operations['listWebhookEndpoints'];
    put?: never;
    /**
     * Create a webhook endpoint (the signing secret is shown only in this response)
     * @description Deliveries are Standard Webhooks: POST { id, type, created_at, data } with webhook-id, webhook-timestamp and webhook-signature (v1,base64 HMAC-SHA256 of id.timestamp.body, key = base64-decoded secret after whsec_). A URL that does not parse or is not https is 400 VALIDATION_ERROR at webhook_endpoint.url; a well-formed URL whose host is refused (not a public address) is 400 WEBHOOK_URL_NOT_ALLOWED (04 E19).
     */
    post: operations['createWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhook-endpoints/{webhookEndpointId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a webhook endpoint; waiting attempts are cancelled */
    delete: operations['deleteWebhookEndpoint'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhook-endpoints/{webhookEndpointId}/_replay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send events again to this endpoint, with their original webhook-id
     * @description Body: { event_ids: [...] } (1-100) or { created_from, created_to, types? } (at most 1000 events, else 422 REPLAY_TOO_LARGE). Each event the endpoint subscribes to gets a new attempt due at once, with its original id and body (receivers deduplicate on webhook-id); an event with an attempt already waiting is not added twice. An id that is not the merchant's is 404 EVENT_NOT_FOUND; an event older than the retention (EVENTS_RETENTION_DAYS, 30) is 404 EVENT_EXPIRED, as is a range that ends before it (a range reaching partly before it replays the events still kept).
     */
    post: operations['replayWebhookEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhook-endpoints/{webhookEndpointId}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An endpoint's delivery log: one row per attempt, newest first */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/webhook-endpoints/{webhookEndpointId}/deliveries/{deliveryId}/_retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a delivery's event again now
     * @description Adds an attempt due at once (or makes a waiting attempt of the same event due). Events of one product stay in order.
     */
    post: operations['retryWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'inbound_shipment.arrived': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * inbound_shipment.arrived
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_inbound_shipment_arrived'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'inbound_shipment.processed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * inbound_shipment.processed
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_inbound_shipment_processed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'invoice.issued': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * invoice.issued
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_invoice_issued'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'invoice.paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * invoice.paid
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_invoice_paid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'order_return.exchange_cancelled': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * order_return.exchange_cancelled
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_order_return_exchange_cancelled'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'order_return.exchange_held': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * order_return.exchange_held
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_order_return_exchange_held'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'order_return.exchange_released': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * order_return.exchange_released
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_order_return_exchange_released'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'order_return.inspected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * order_return.inspected
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_order_return_inspected'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'order.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * order.created
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_order_created'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'order.shipped': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * order.shipped
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_order_shipped'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'order.status_changed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * order.status_changed
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_order_status_changed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'product.inventory_changed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * product.inventory_changed
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_product_inventory_changed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'product.stock_counted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * product.stock_counted
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_product_stock_counted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'return_request.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * return_request.created
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_return_request_created'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'return_request.decided': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * return_request.decided
     * @description Delivered to the endpoints subscribed to this type, with headers webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of id.timestamp.body with the endpoint secret). Answer 2xx within 10 s; anything else is retried.
     */
    post: operations['event_return_request_decided'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    ApiClient: {
      api_version?: string;
      client_id: string;
      client_secret?: string;
      /** Format: date-time */
      created_at: string;
      last_used_at?: string | null;
      name: string;
      scopes: string[];
    };
    BillingDetails: {
      city: string | null;
      country_code: string | null;
      legal_name: string | null;
      merchant_id: string;
      postal_code: string | null;
      street: string | null;
      vat_id: string | null;
    };
    BillingDetailsInput: {
      city?: string | null;
      country_code: string;
      legal_name: string;
      postal_code?: string | null;
      street?: string | null;
      vat_id?: string | null;
    };
    Carrier: {
      /** @enum {string} */
      code: 'posti' | 'postnord' | 'dhl' | 'matkahuolto' | 'bring' | 'other';
      /** @description The template applied to JJFI0123456789AB. */
      example_tracking_url: string | null;
      name: string;
      tracking_url_template: string | null;
      updated_at: string | null;
    };
    CatalogService: {
      active: boolean;
      code: string | null;
      /** Format: date-time */
      created_at: string;
      id: string;
      /** @enum {string} */
      kind: 'extra' | 'delivery';
      merchant_ids: string[] | null;
      name: string;
      /** Format: date-time */
      updated_at: string;
    };
    Charge: {
      amount: number;
      /** Format: date-time */
      created_at: string;
      currency: string;
      description: string;
      fee: string;
      id: string;
      invoice_id: string | null;
      merchant_id: string;
      /** Format: date-time */
      occurred_at: string;
      quantity: number;
      reference: {
        id: string;
        type: string;
      };
      subject: {
        id: string;
        type: string;
      } | null;
      unit_price: number;
      vat_rate: number;
    };
    Customer: {
      address: string | null;
      city: string | null;
      country_code: string | null;
      delivery_instructions: string | null;
      door_code: string | null;
      email: string | null;
      eori: string | null;
      first_name: string | null;
      last_name: string | null;
      organization: string | null;
      phone: string | null;
      postal_code: string | null;
      state: string | null;
      vat_id: string | null;
    };
    CycleCount: {
      /** Format: date-time */
      created_at: string;
      created_by: {
        id: string | null;
        label: string | null;
        type: string;
      };
      decided_at: string | null;
      decided_by: {
        id: string | null;
        label: string | null;
        type: string;
      } | null;
      id: string;
      locations: {
        first_counted_at: string | null;
        first_counted_by: {
          id: string | null;
          label: string | null;
          type: string;
        } | null;
        /** @description Empty until the location is counted: the expected figures are never shown before. */
        items: {
          adjustment: number | null;
          batch_number: string | null;
          best_before: string | null;
          counted: number;
          expected: number;
          first_counted: number;
          merchant_id: string;
          product_id: string;
          sku: string | null;
          variance: number;
        }[];
        location: string;
        second_counted_at: string | null;
        second_counted_by: {
          id: string | null;
          label: string | null;
          type: string;
        } | null;
        /** @enum {string} */
        status: 'pending' | 'recount' | 'counted';
      }[];
      note: string | null;
      selection: {
        [key: string]: unknown;
      };
      /** @enum {string} */
      status: 'open' | 'awaiting_approval' | 'approved' | 'rejected';
      variance_threshold_units: number;
    };
    Error: {
      details?: {
        [key: string]: unknown;
      };
      error_code: string;
      message: string;
      request_id?: string;
      validation_errors?: {
        message: string;
        path: string;
      }[];
    };
    Event: {
      /** Format: date-time */
      created_at: string;
      data: {
        [key: string]: unknown;
      };
      /** @description The event id, sent as the webhook-id header and the body's id. */
      id: string;
      /** @description Endpoints that have not accepted this event yet. */
      pending_endpoints: number;
      /** @enum {string} */
      type:
        | 'product.inventory_changed'
        | 'product.stock_counted'
        | 'inbound_shipment.arrived'
        | 'inbound_shipment.processed'
        | 'order.created'
        | 'order.status_changed'
        | 'order.shipped'
        | 'order_return.inspected'
        | 'order_return.exchange_held'
        | 'order_return.exchange_released'
        | 'order_return.exchange_cancelled'
        | 'return_request.created'
        | 'return_request.decided'
        | 'invoice.issued'
        | 'invoice.paid';
    };
    EventEndpointDeliveries: {
      /** @description Oldest first. */
      attempts: components['schemas']['WebhookDelivery'][];
      endpoint_id: string;
      endpoint_url: string | null;
      succeeded: boolean;
    };
    InboundPhoto: {
      /** @description The code of the box it shows, or null. */
      box: string | null;
      /** @description A signed link, made anew on every read; it expires. */
      download_link: {
        url: string;
        /** Format: date-time */
        valid_until: string;
      };
      file_name: string;
      id: string;
      /** @description Read from the content: always an image type. */
      mime: string;
      /** @description The product it shows, or null. */
      product_id: string | null;
      remarks: string | null;
      size: number;
      /** Format: date-time */
      uploaded_at: string;
    };
    InboundReceipt: {
      box: {
        code: string;
        id: string;
        number: number;
      } | null;
      /** Format: date-time */
      created_at: string;
      id: string;
      inbound_shipment_id: string;
      lines: {
        batch_number: string | null;
        best_before: string | null;
        /** @enum {string} */
        condition: 'sellable' | 'damaged';
        expired: boolean;
        location: string;
        name: string;
        product_id: string;
        quantity: number;
        sku: string;
        /** @description The notice did not name this product. */
        unexpected: boolean;
        /** @enum {string} */
        unit_state: 'on_shelf' | 'blocked';
      }[];
      units: number;
    };
    InboundShipment: {
      arrival: {
        /** Format: date-time */
        arrived_at: string;
        boxes_arrived: number | null;
        note: string | null;
      } | null;
      boxes: {
        /** @description The Code 128 on the box label, scanned at receipt. */
        code: string;
        damaged_quantity: number;
        /** @description short is known once the notice is closed (processed). */
        discrepancy: ('short' | 'over' | 'damaged' | 'unexpected') | null;
        expected_quantity: number;
        expired_quantity: number;
        id: string;
        lines: {
          batch_number: string | null;
          best_before: string | null;
          damaged_quantity: number;
          /** @description short is known once the notice is closed (processed). */
          discrepancy: ('short' | 'over' | 'damaged' | 'unexpected') | null;
          expected_quantity: number;
          expired_quantity: number;
          product_id: string;
          /** @description The quantity announced (a split or return: brought). */
          quantity: number;
          /** @description Every unit counted, damaged ones included. */
          received_quantity: number;
          sku: string | null;
        }[];
        number: number;
        /** @description Every unit counted, damaged ones included. */
        received_quantity: number;
        reference: string | null;
        tracking_code: string | null;
      }[];
      carrier: string | null;
      close_note: string | null;
      /** Format: date-time */
      created_at: string;
      expected_at: string | null;
      id: string;
      /** @description false until billing charged the shipment. */
      invoiced: boolean;
      /** @description Per product, the boxes summed. */
      lines: {
        damaged_quantity: number;
        /** @description short is known once the notice is closed (processed). */
        discrepancy: ('short' | 'over' | 'damaged' | 'unexpected') | null;
        expected_quantity: number;
        expired_quantity: number;
        product_id: string;
        /** @description The quantity announced (a split or return: brought). */
        quantity: number;
        /** @description Every unit counted, damaged ones included. */
        received_quantity: number;
        sku: string | null;
      }[];
      merchant_id: string;
      merchant_reference: string | null;
      name: string;
      notes: string | null;
      packaging: ('boxes' | 'pallets') | null;
      processed_at: string | null;
      /** @enum {string} */
      source: 'notice' | 'product_split' | 'order_return';
      /** @enum {string} */
      status: 'announced' | 'arrived' | 'receiving' | 'processed' | 'cancelled' | 'pending';
      status_history: {
        actor: {
          label: string | null;
          type: string;
        };
        /** Format: date-time */
        at: string;
        note: string | null;
        status: string;
      }[];
      totals: {
        blocked_quantity: number;
        boxes: number;
        boxes_received: number;
        damaged_quantity: number;
        /** @description short is known once the notice is closed (processed). */
        discrepancy: ('short' | 'over' | 'damaged' | 'unexpected') | null;
        expected_quantity: number;
        expired_quantity: number;
        receipts: number;
        /** @description Every unit counted, damaged ones included. */
        received_quantity: number;
      };
      tracking_codes: string[];
      /** Format: date-time */
      updated_at: string;
    };
    InboundShipmentSummary: {
      arrival: {
        /** Format: date-time */
        arrived_at: string;
        boxes_arrived: number | null;
        note: string | null;
      } | null;
      carrier: string | null;
      close_note: string | null;
      /** Format: date-time */
      created_at: string;
      expected_at: string | null;
      id: string;
      /** @description false until billing charged the shipment. */
      invoiced: boolean;
      /** @description Per product, the boxes summed. */
      lines: {
        damaged_quantity: number;
        /** @description short is known once the notice is closed (processed). */
        discrepancy: ('short' | 'over' | 'damaged' | 'unexpected') | null;
        expected_quantity: number;
        expired_quantity: number;
        product_id: string;
        /** @description The quantity announced (a split or return: brought). */
        quantity: number;
        /** @description Every unit counted, damaged ones included. */
        received_quantity: number;
        sku: string | null;
      }[];
      merchant_id: string;
      merchant_reference: string | null;
      name: string;
      notes: string | null;
      packaging: ('boxes' | 'pallets') | null;
      processed_at: string | null;
      /** @enum {string} */
      source: 'notice' | 'product_split' | 'order_return';
      /** @enum {string} */
      status: 'announced' | 'arrived' | 'receiving' | 'processed' | 'cancelled' | 'pending';
      totals: {
        blocked_quantity: number;
        boxes: number;
        boxes_received: number;
        damaged_quantity: number;
        /** @description short is known once the notice is closed (processed). */
        discrepancy: ('short' | 'over' | 'damaged' | 'unexpected') | null;
        expected_quantity: number;
        expired_quantity: number;
        receipts: number;
        /** @description Every unit counted, damaged ones included. */
        received_quantity: number;
      };
      tracking_codes: string[];
      /** Format: date-time */
      updated_at: string;
    };
    Incident: {
      /** Format: date-time */
      created_at: string;
      details: {
        [key: string]: unknown;
      } | null;
      id: string;
      product_id: string;
      quantity: number;
      type: string;
    };
    Invoice: {
      charge_count: number;
      /** Format: date-time */
      created_at: string;
      credit_notes: {
        id: string;
        number: string | null;
        total: number;
      }[];
      credited_invoice: {
        id: string;
        number: string | null;
      } | null;
      currency: string;
      documents: {
        csv: {
          url: string;
          /** Format: date-time */
          valid_until: string;
        };
        pdf: {
          url: string;
          /** Format: date-time */
          valid_until: string;
        };
        xml: {
          url: string;
          /** Format: date-time */
          valid_until: string;
        };
      };
      due_date: string | null;
      id: string;
      issue_date: string | null;
      /** @enum {string} */
      kind: 'invoice' | 'credit_note';
      lines: {
        amount: number;
        amount_with_vat: number;
        description: string;
        fee: string;
        id: string;
        quantity: number;
        unit_price: number;
        vat_rate: number;
      }[];
      merchant_id: string;
      number: string | null;
      paid_at: string | null;
      period: string;
      reason: string | null;
      /** @enum {string} */
      status: 'draft' | 'issued' | 'paid' | 'void';
      subtotal: components['schemas']['Money'];
      total: components['schemas']['Money'];
      /** Format: date-time */
      updated_at: string;
      vat_breakdown: {
        taxable_amount: number;
        vat_amount: number;
        vat_rate: number;
      }[];
      vat_total: components['schemas']['Money'];
    };
    LegacySplitRequest: {
      best_before?: string | null;
      location?: (string | number) | null;
      max_count?: number | null;
      op_name?: unknown;
      source_product: {
        merchants_id: string;
      } & {
        [key: string]: unknown;
      };
      target_product: {
        merchants_id: string;
        name?: string | null;
        name_translations?: {
          [key: string]: string;
        } | null;
      } & {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    LegacySplitResponse: {
      inbound_shipment?: {
        [key: string]: unknown;
      };
      incident?: {
        [key: string]: unknown;
      };
      /** @constant */
      reason?: 'no_articles_found';
      source_product?: {
        [key: string]: unknown;
      };
      success: boolean;
      target_product?: {
        [key: string]: unknown;
      };
    };
    Location: {
      active: boolean;
      code: string;
      /** Format: date-time */
      created_at: string;
      id: string;
      /** @enum {string} */
      kind: 'pick' | 'bulk' | 'returns' | 'quarantine' | 'dock' | 'unassigned';
      /** @description Units on hand there (every merchant; not written off). */
      units: number;
      /** Format: date-time */
      updated_at: string;
      zone: string | null;
    };
    Merchant: {
      /** Format: date-time */
      created_at: string;
      id: string;
      name: string;
    };
    Money: {
      amount: number;
      currency: string;
    };
    Order: {
      anonymized: {
        ts: string;
      } | null;
      /** Format: date-time */
      created_at: string;
      customer: components['schemas']['Customer'];
      delivery_service: {
        code: string | null;
        id: string;
      } | null;
      exchange_for_return?: {
        id: string;
      };
      extra_services: components['schemas']['ServiceAttachment'][];
      id: string;
      items: components['schemas']['OrderLine'][];
      language: string | null;
      merchants_id: string | null;
      merchants_order_time: string | null;
      no_after_than: string | null;
      no_earlier_than: string | null;
      our_id: string | null;
      pickup_point: {
        id: string;
      } | null;
      /** @description While the order is in `problem`: what the warehouse reported. */
      problem?: {
        code: string;
        item_id: string | null;
        note: string | null;
        /** Format: date-time */
        reported_at: string;
      } | null;
      process_hold: {
        comment: string | null;
        created: {
          ts: string | null;
        };
        expires: string | null;
        id: string | null;
      } | null;
      process_lock: {
        comment: string | null;
        created: {
          ts: string | null;
        };
        expires: string | null;
        id: string | null;
      } | null;
      requested_delivery_destination: {
        pickup_point: {
          id: string;
        };
      } | null;
      requested_delivery_method: {
        code: string;
        info: string | null;
      } | null;
      requested_delivery_service: {
        code: string | null;
        id: string;
      } | null;
      requested_pickup_point: {
        code: string;
        info: string | null;
      } | null;
      /** @description What the warehouse shipped of this order, oldest first (partial shipments); present once it has a shipment. */
      shipments?: components['schemas']['Shipment'][];
      /** @enum {string} */
      status:
        | 'draft'
        | 'passive'
        | 'confirmed'
        | 'waiting_products'
        | 'problem'
        | 'processing'
        | 'processed'
        | 'returning'
        | 'returned'
        | 'cancelled'
        | 'deleted';
      /** Format: date-time */
      updated_at: string;
    };
    OrderLine: {
      additional_info: string | null;
      batch_numbers: string[] | null;
      best_before_date: string | null;
      extra_services: components['schemas']['ServiceAttachment'][];
      /** @enum {string} */
      fulfillment_by: 'provider' | 'merchant';
      id: string;
      product: {
        components?:
          | {
              amount: number;
              product: {
                id: string;
                name?: string;
                sku?: string | null;
              };
            }[]
          | null;
        fulfillment_by?: ('provider' | 'merchant') | null;
        id: string;
        name: string;
        sku: string;
      };
      quantity: number;
      sales_info: {
        currency: string | null;
        gross_price: number | null;
        tax_percent: number | null;
      } | null;
    };
    OrderReturn: {
      /** Format: date-time */
      created_at: string;
      /** @description Some inspected line's received quantity differs from its expected quantity. */
      discrepancy: boolean;
      /** @description The exchange's outgoing order: a draft until the exchange is released, then confirmed. */
      exchange_order: {
        id: string;
      } | null;
      /** @description When the exchange order leaves, as the merchant's return policy said when the return was registered; null: no exchange. */
      exchange_release: ('on_registration' | 'on_arrival' | 'on_inspection') | null;
      /** @description null: no exchange. waiting: the order waits for the release rule; held: an inspection found a problem and the merchant decides; released: the order was confirmed; cancelled. */
      exchange_status: ('waiting' | 'held' | 'released' | 'cancelled') | null;
      handling_instructions: string | null;
      id: string;
      inbound_shipment: {
        id: string;
      } | null;
      items: components['schemas']['OrderReturnItem'][];
      merchant_decision: {
        /** @enum {string} */
        code: 'resend_as_it_is' | 'destroy' | 'to_shelf' | 'resend_as_new';
      } | null;
      merchant_id?: string;
      merchant_reference: string | null;
      name: string | null;
      /**
       * @description Where the return was registered: the API, the portal or the customer returns page.
       * @enum {string}
       */
      origin: 'api' | 'portal' | 'customer_page';
      original_order: {
        id: string;
      } | null;
      remarks: string | null;
      resend_order: {
        id: string;
      } | null;
      /** @description The distinct return reasons of the return's lines. */
      return_reasons: (
        | 'damaged_in_transit'
        | 'defective'
        | 'wrong_item_sent'
        | 'not_as_described'
        | 'size_too_small'
        | 'size_too_large'
        | 'no_longer_needed'
        | 'arrived_too_late'
        | 'unwanted_gift'
        | 'other'
      )[];
      services: unknown[];
      /** @enum {string} */
      status:
        | 'preinfo_received'
        | 'pending_merchant_decision'
        | 'accepted'
        | 'processing'
        | 'processed'
        | 'deleted'
        | 'pending'
        | 'resend_pending'
        | 'restocking_pending';
      tracking_codes: string[] | null;
      /** @enum {string} */
      type: 'customer_return' | 'agent_return';
      /** Format: date-time */
      updated_at: string;
      warehouse_location: {
        id: string;
      } | null;
    };
    OrderReturnItem: {
      /** @description Whether the inspection received another quantity than expected (never for a return registered without contents). */
      discrepancy: boolean;
      /** @description What the customer receives instead of this line; null: no exchange. */
      exchange: {
        product: {
          id: string;
        };
        quantity: number;
      } | null;
      /** @description What the merchant registered; 0 for a line the warehouse found beyond the registered contents; null when the return was registered without contents. */
      expected_quantity: number | null;
      id: string | null;
      /** @description The warehouse's inspection of the line; null until inspected. */
      inspection: components['schemas']['OrderReturnItemInspection'] | null;
      merchant_decision: {
        /** @enum {string} */
        code: 'to_shelf' | 'resend' | 'destroy';
        restock_as_product: {
          id: string;
        } | null;
      } | null;
      original_order: {
        id: string;
      } | null;
      product: {
        id: string;
      };
      quantity: number;
      /** @description The inspection's received quantity; null until inspected. */
      received_quantity: number | null;
      /** @description Why the line came back, as registered by the merchant. */
      return_reason: {
        /** @enum {string} */
        code:
          | 'damaged_in_transit'
          | 'defective'
          | 'wrong_item_sent'
          | 'not_as_described'
          | 'size_too_small'
          | 'size_too_large'
          | 'no_longer_needed'
          | 'arrived_too_late'
          | 'unwanted_gift'
          | 'other';
        note: string | null;
      } | null;
      services: unknown[];
    };
    OrderReturnItemExchangeInput: {
      product: {
        id: string;
      };
      quantity: number;
    };
    OrderReturnItemInspection: {
      /** @enum {string} */
      condition: 'sellable' | 'opened_sellable' | 'damaged' | 'defective' | 'missing' | 'wrong_item';
      /** Format: date-time */
      inspected_at: string;
      inspected_by: string | null;
      note: string | null;
      received_quantity: number;
    };
    OrderReturnSummary: {
      /** Format: date-time */
      created_at: string;
      /** @description Some inspected line's received quantity differs from its expected quantity. */
      discrepancy: boolean;
      /** @description The exchange's outgoing order: a draft until the exchange is released, then confirmed. */
      exchange_order: {
        id: string;
      } | null;
      /** @description When the exchange order leaves, as the merchant's return policy said when the return was registered; null: no exchange. */
      exchange_release: ('on_registration' | 'on_arrival' | 'on_inspection') | null;
      /** @description null: no exchange. waiting: the order waits for the release rule; held: an inspection found a problem and the merchant decides; released: the order was confirmed; cancelled. */
      exchange_status: ('waiting' | 'held' | 'released' | 'cancelled') | null;
      handling_instructions: string | null;
      id: string;
      inbound_shipment: {
        id: string;
      } | null;
      merchant_decision: {
        /** @enum {string} */
        code: 'resend_as_it_is' | 'destroy' | 'to_shelf' | 'resend_as_new';
      } | null;
      merchant_id?: string;
      merchant_reference: string | null;
      name: string | null;
      /**
       * @description Where the return was registered: the API, the portal or the customer returns page.
       * @enum {string}
       */
      origin: 'api' | 'portal' | 'customer_page';
      original_order: {
        id: string;
      } | null;
      remarks: string | null;
      resend_order: {
        id: string;
      } | null;
      /** @description The distinct return reasons of the return's lines. */
      return_reasons: (
        | 'damaged_in_transit'
        | 'defective'
        | 'wrong_item_sent'
        | 'not_as_described'
        | 'size_too_small'
        | 'size_too_large'
        | 'no_longer_needed'
        | 'arrived_too_late'
        | 'unwanted_gift'
        | 'other'
      )[];
      /** @enum {string} */
      status:
        | 'preinfo_received'
        | 'pending_merchant_decision'
        | 'accepted'
        | 'processing'
        | 'processed'
        | 'deleted'
        | 'pending'
        | 'resend_pending'
        | 'restocking_pending';
      tracking_codes: string[] | null;
      /** @enum {string} */
      type: 'customer_return' | 'agent_return';
      /** Format: date-time */
      updated_at: string;
      warehouse_location: {
        id: string;
      } | null;
    };
    Parcel: {
      height_mm: number | null;
      length_mm: number | null;
      weight_grams: number | null;
      width_mm: number | null;
    };
    PickList: {
      lines: {
        order_item_id: string;
        product: {
          gtin: string | null;
          id: string;
          name: string;
          sku: string;
        };
        quantity: number;
        units: {
          batch_number: string | null;
          best_before: string | null;
          location: string;
          stock_unit_id: string;
        }[];
      }[];
      order_id: string;
      /** @description Every unit to pick in walking order of locations. */
      walk: {
        batch_number: string | null;
        best_before: string | null;
        location: string;
        order_item_id: string;
        sku: string;
        stock_unit_id: string;
      }[];
    };
    PickupPoint: {
      active: boolean;
      address: string | null;
      city: string | null;
      code: string;
      country_code: string | null;
      /** Format: date-time */
      created_at: string;
      id: string;
      name: string;
      postal_code: string | null;
      /** Format: date-time */
      updated_at: string;
    };
    Product: {
      active: boolean;
      /** Format: date-time */
      created_at: string;
      gtin: string | null;
      id: string;
      name: string;
      name_translations: {
        [key: string]: string;
      } | null;
      /** @description false: final sale (customer returns). */
      returnable: boolean;
      sku: string;
      stock: {
        available: number;
        /** @description The last warehouse count disagreed with on_hand (04 E12). */
        discrepancy: boolean;
        last_counted_at: string | null;
        last_counted_quantity: number | null;
        on_hand: number;
        reserved: number;
      };
      /** Format: date-time */
      updated_at: string;
      /** @description The variant group (null: none). */
      variant_group: string | null;
    };
    QueueOrder: {
      anonymized: {
        ts: string;
      } | null;
      /** Format: date-time */
      created_at: string;
      customer: components['schemas']['Customer'];
      delivery_service: {
        code: string | null;
        id: string;
      } | null;
      exchange_for_return?: {
        id: string;
      };
      extra_services: components['schemas']['ServiceAttachment'][];
      id: string;
      items: components['schemas']['OrderLine'][];
      language: string | null;
      merchant_id: string;
      merchants_id: string | null;
      merchants_order_time: string | null;
      no_after_than: string | null;
      no_earlier_than: string | null;
      our_id: string | null;
      pickup_point: {
        id: string;
      } | null;
      /** @description While the order is in `problem`: what the warehouse reported. */
      problem?: {
        code: string;
        item_id: string | null;
        note: string | null;
        /** Format: date-time */
        reported_at: string;
      } | null;
      process_hold: {
        comment: string | null;
        created: {
          ts: string | null;
        };
        expires: string | null;
        id: string | null;
      } | null;
      process_lock: {
        comment: string | null;
        created: {
          ts: string | null;
        };
        expires: string | null;
        id: string | null;
      } | null;
      requested_delivery_destination: {
        pickup_point: {
          id: string;
        };
      } | null;
      requested_delivery_method: {
        code: string;
        info: string | null;
      } | null;
      requested_delivery_service: {
        code: string | null;
        id: string;
      } | null;
      requested_pickup_point: {
        code: string;
        info: string | null;
      } | null;
      /** @description What the warehouse shipped of this order, oldest first (partial shipments); present once it has a shipment. */
      shipments?: components['schemas']['Shipment'][];
      /** @enum {string} */
      status:
        | 'draft'
        | 'passive'
        | 'confirmed'
        | 'waiting_products'
        | 'problem'
        | 'processing'
        | 'processed'
        | 'returning'
        | 'returned'
        | 'cancelled'
        | 'deleted';
      /** Format: date-time */
      updated_at: string;
    };
    RateCard: {
      /** Format: date-time */
      created_at: string;
      currency: string;
      default: boolean;
      fees: {
        fee: string;
        unit_price: number;
        vat_rate: number;
      }[];
      id: string;
      merchant_ids: string[];
      name: string;
      /** Format: date-time */
      updated_at: string;
      valid_from: string;
      version: number;
      versions: {
        fees: {
          fee: string;
          unit_price: number;
          vat_rate: number;
        }[];
        used: boolean;
        valid_from: string;
        version: number;
      }[];
    };
    RequestLog: {
      /** @description The dated API version that served the request (its Fulfilment-Version answer); null for requests made before versions existed and for unversioned routes. */
      api_version: string | null;
      client_id: string;
      /** Format: date-time */
      created_at: string;
      duration_ms: number;
      error_code: string | null;
      id: string;
      idempotency_key: string | null;
      method: string;
      path: string;
      /** @description Answered from the Idempotency-Key store (Idempotent-Replayed). */
      replayed: boolean;
      request_id: string;
      /** @description The route template, e.g. /v1/orders/{orderId}. */
      route: string;
      status: number;
    };
    RequestLogDetail: {
      /** @description The dated API version that served the request (its Fulfilment-Version answer); null for requests made before versions existed and for unversioned routes. */
      api_version: string | null;
      client_id: string;
      /** Format: date-time */
      created_at: string;
      duration_ms: number;
      error_code: string | null;
      id: string;
      idempotency_key: string | null;
      method: string;
      path: string;
      /** @description Answered from the Idempotency-Key store (Idempotent-Replayed). */
      replayed: boolean;
      /** @description Non-2xx answers only: the body sent, capped at 8,192 characters, secrets redacted. */
      request_body: string | null;
      request_id: string;
      /** @description Non-2xx answers only: the body answered, capped at 8,192 characters, secrets redacted. */
      response_body: string | null;
      /** @description The route template, e.g. /v1/orders/{orderId}. */
      route: string;
      status: number;
    };
    ReturnAttachment: {
      download_link: {
        url: string;
        /** Format: date-time */
        valid_until: string;
      };
      file_name: string;
      id: string;
      /** @description The return line the file shows, or null. */
      item_id: string | null;
      mime: string;
      purpose: string;
      remarks: string | null;
      size?: number;
      /** Format: date-time */
      uploaded_at: string;
    };
    ReturnEligibility: {
      eligible: boolean;
      items: components['schemas']['ReturnEligibilityItem'][];
      window_ends_at: string | null;
    };
    ReturnEligibilityItem: {
      eligible: boolean;
      /** @description The order line. */
      id: string;
      not_eligible_because: (
        | 'window_passed'
        | 'final_sale'
        | 'already_returned'
        | 'order_not_shipped'
        | 'country_not_allowed'
        | 'policy_disabled'
      )[];
      product: {
        id: string;
      };
      quantity: number;
      returnable_quantity: number;
    };
    ReturnLabel: {
      attachment: {
        url: string;
        /** Format: date-time */
        valid_until: string;
      } | null;
      error: string | null;
      error_code: string | null;
      /** Format: date-time */
      requested_at: string;
      /** @enum {string} */
      status: 'pending' | 'processing' | 'complete' | 'failed';
      updated_at: string | null;
    };
    ReturnPolicy: {
      allowed_countries: string[];
      branding: {
        accent_color: string | null;
        display_name: string | null;
        /** @description Uploaded through the portal or PUT /v1/return-policy/logo (PNG, JPEG or WebP, at most 1 MB). */
        logo: {
          file_id: string;
          /** @description A download link valid 5 minutes, made anew on every read. */
          url: string;
          /** Format: date-time */
          valid_until: string;
        } | null;
      };
      embed_origins: string[];
      enabled: boolean;
      exchanges: {
        enabled: boolean;
        /** @enum {string} */
        release: 'on_registration' | 'on_arrival' | 'on_inspection';
        same_variant_group_only: boolean;
      };
      instructions: {
        en: string | null;
        fi: string | null;
        sv: string | null;
      };
      methods: ('prepaid_label' | 'own_shipment')[];
      note_required_for: (
        | 'damaged_in_transit'
        | 'defective'
        | 'wrong_item_sent'
        | 'not_as_described'
        | 'size_too_small'
        | 'size_too_large'
        | 'no_longer_needed'
        | 'arrived_too_late'
        | 'unwanted_gift'
        | 'other'
      )[];
      photo_required_for: (
        | 'damaged_in_transit'
        | 'defective'
        | 'wrong_item_sent'
        | 'not_as_described'
        | 'size_too_small'
        | 'size_too_large'
        | 'no_longer_needed'
        | 'arrived_too_late'
        | 'unwanted_gift'
        | 'other'
      )[];
      /** @description The customer page, e.g. /r/my-shop. */
      public_url_path: string | null;
      reason_codes: (
        | 'damaged_in_transit'
        | 'defective'
        | 'wrong_item_sent'
        | 'not_as_described'
        | 'size_too_small'
        | 'size_too_large'
        | 'no_longer_needed'
        | 'arrived_too_late'
        | 'unwanted_gift'
        | 'other'
      )[];
      /** @enum {string} */
      review: 'automatic' | 'manual';
      slug: string | null;
      updated_at: string | null;
      window_days: number;
      /** @enum {string} */
      window_starts: 'order_created' | 'order_processed';
    };
    ReturnReason: {
      /** @enum {string} */
      code:
        | 'damaged_in_transit'
        | 'defective'
        | 'wrong_item_sent'
        | 'not_as_described'
        | 'size_too_small'
        | 'size_too_large'
        | 'no_longer_needed'
        | 'arrived_too_late'
        | 'unwanted_gift'
        | 'other';
      note?: string | null;
    };
    ReturnRequest: {
      /** Format: date-time */
      created_at: string;
      decided_at: string | null;
      decided_by: string | null;
      decline_message: string | null;
      id: string;
      items: {
        exchange: {
          product: {
            id: string;
          };
        } | null;
        order_item_id: string;
        photos: {
          file_id: string;
        }[];
        product: {
          id: string;
        };
        quantity: number;
        return_reason: {
          /** @enum {string} */
          code:
            | 'damaged_in_transit'
            | 'defective'
            | 'wrong_item_sent'
            | 'not_as_described'
            | 'size_too_small'
            | 'size_too_large'
            | 'no_longer_needed'
            | 'arrived_too_late'
            | 'unwanted_gift'
            | 'other';
          note: string | null;
        };
      }[];
      /** @enum {string} */
      language: 'en' | 'fi' | 'sv';
      /** @enum {string} */
      method: 'prepaid_label' | 'own_shipment';
      order: {
        id: string;
      };
      /** @description The return created by the approval. */
      order_return: {
        id: string;
      } | null;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'declined';
      /** Format: date-time */
      updated_at: string;
    };
    ReturnServiceAttachment: {
      completion_stamp?: {
        p?: {
          [key: string]: unknown;
        };
        source?: string;
        /** Format: date-time */
        ts: string;
        user?: string;
      };
      created_stamp: {
        p?: {
          [key: string]: unknown;
        };
        source?: string;
        /** Format: date-time */
        ts: string;
        user?: string;
      };
      /** Format: uuid */
      id: string;
      merchant_remarks: string | null;
      parameters?: {
        [key: string]: unknown;
      };
      quantity: number | null;
      service: {
        code: string | null;
        id: string;
      };
      /** @enum {string} */
      status: 'active' | 'archived';
    };
    Sandbox: {
      /** Format: date-time */
      created_at: string;
      id: string;
      name: string;
      sandbox_of: string;
    };
    ServiceAttachment: {
      archived_stamp?: {
        p?: {
          [key: string]: unknown;
        };
        source?: string;
        ts: string;
        user?: string;
      };
      completion_stamp?: {
        p?: {
          [key: string]: unknown;
        };
        source?: string;
        ts: string;
        user?: string;
      };
      created_stamp: {
        p?: {
          [key: string]: unknown;
        };
        source?: string;
        ts: string;
        user?: string;
      };
      id: string;
      merchant_remarks?: string | null;
      parameters?: {
        [key: string]: unknown;
      };
      quantity?: number | null;
      service: {
        code: string | null;
        id: string;
      };
      /** @enum {string} */
      status: 'active' | 'archived';
    };
    Shipment: {
      carrier: string;
      /** @description Rendered by the job queue after the shipment is created. */
      documents: {
        packing_slip: {
          url: string;
          /** Format: date-time */
          valid_until: string;
        } | null;
        /** @description One PDF per parcel, links valid 5 minutes. */
        shipping_labels: {
          url: string;
          /** Format: date-time */
          valid_until: string;
        }[];
        /** @enum {string} */
        status: 'pending' | 'complete' | 'failed';
      };
      id: string;
      items: {
        order_item_id: string;
        quantity: number;
      }[];
      order_id: string;
      parcels: components['schemas']['Parcel'][];
      service: string | null;
      /** Format: date-time */
      shipped_at: string;
      tracking_codes: string[];
      tracking_url: string | null;
    };
    SplitRequest: {
      filters?:
        | ({
            /** @description Only units with exactly this best-before date; units without a date never match. */
            best_before?: string | null;
            /** @description Only units on the shelf with this location code. */
            location?: string | null;
            /** @description Move at most this many units, lowest unit id (receiving order) first. */
            max_quantity?: number | null;
          } & {
            [key: string]: unknown;
          })
        | null;
      /** @description SKU of one of the merchant's products. */
      source_sku: string;
      target: {
        /** @description Name of a newly created target; defaults to the source product's name. */
        name?: string | null;
        /** @description Names keyed by language code, for a newly created target. */
        name_translations?: {
          [key: string]: string;
        } | null;
        /** @description SKU receiving the stock; must differ from source_sku. */
        sku: string;
      } & {
        [key: string]: unknown;
      };
    } & {
      [key: string]: unknown;
    };
    SplitResponse: {
      inbound_shipment_id: string | null;
      incident_id: string | null;
      moved_quantity: number;
      source_product_id: string;
      source_sku: string;
      target_created: boolean;
      target_product_id: string | null;
      target_sku: string;
    };
    StockLot: {
      batch_number: string | null;
      best_before: string | null;
      blocked: number;
      locations: {
        location: string;
        on_hand: number;
      }[];
      not_shelved: number;
      on_hand: number;
      /** @description Shelved units, reserved and picking ones included. */
      on_shelf: number;
    };
    StockMove: {
      id: string;
      quantity: number;
      stock_units: {
        from_location: string;
        id: string;
        product_id: string;
        /** @enum {string} */
        state: 'on_shelf' | 'reserved' | 'picking' | 'not_shelved' | 'written_off' | 'blocked';
      }[];
      to_location: string;
    };
    StockMovement: {
      actor: {
        id: string | null;
        label: string | null;
        /** @enum {string} */
        type: 'api_client' | 'user' | 'system';
      };
      batch_number: string | null;
      best_before: string | null;
      from_location: string | null;
      /** @description null: the units entered the stock. */
      from_state: ('on_shelf' | 'not_shelved' | 'blocked' | 'written_off') | null;
      id: string;
      /** Format: date-time */
      occurred_at: string;
      product_id: string;
      /** @description Units moved, always > 0. */
      quantity: number;
      /** @enum {string} */
      reason:
        | 'opening_balance'
        | 'units_received'
        | 'inbound_received'
        | 'return_received'
        | 'moved'
        | 'shelved'
        | 'unshelved'
        | 'blocked'
        | 'unblocked'
        | 'written_off'
        | 'order_shipped'
        | 'split_out'
        | 'split_in'
        | 'count_adjustment';
      /** @description The document the change answers to (null for the opening balance). */
      reference: {
        id: string;
        /** @enum {string} */
        type:
          | 'stock_receipt'
          | 'stock_unit'
          | 'inbound_shipment'
          | 'order_return'
          | 'shipment'
          | 'order'
          | 'incident'
          | 'stock_move'
          | 'cycle_count';
      } | null;
      to_location: string | null;
      /** @description null: the units left the stock. */
      to_state: ('on_shelf' | 'not_shelved' | 'blocked' | 'written_off') | null;
    };
    StockUnit: {
      batch_number: string | null;
      best_before: string | null;
      /** Format: date-time */
      created_at: string;
      id: string;
      location: string;
      order_id: string | null;
      product_id: string;
      /** @enum {string} */
      state: 'on_shelf' | 'reserved' | 'picking' | 'not_shelved' | 'written_off' | 'blocked';
      /** Format: date-time */
      updated_at: string;
    };
    UnpricedEvent: {
      charge_id: string | null;
      /** Format: date-time */
      created_at: string;
      description: string;
      fee: string;
      id: string;
      merchant_id: string;
      /** Format: date-time */
      occurred_at: string;
      quantity: number;
      /** @enum {string} */
      reason: 'no_rate_card' | 'no_version_in_force' | 'fee_not_on_card';
      reason_text: string;
      reference: {
        id: string;
        type: string;
      };
      resolved_at: string | null;
      subject: {
        id: string;
        type: string;
      } | null;
    };
    User: {
      /** Format: date-time */
      created_at: string;
      email: string;
      id: string;
      merchant_id: string | null;
      /** @description Shown in the portal header and in change histories. */
      name: string | null;
      /** @enum {string} */
      role: 'merchant_admin' | 'merchant_staff' | 'warehouse_staff' | 'operator_admin';
    };
    WebhookDelivery: {
      attempt: number;
      /** Format: date-time */
      created_at: string;
      error: string | null;
      event_id: string;
      event_type: string;
      id: string;
      /** @description When a pending attempt is due. */
      next_attempt_at: string | null;
      response_status: number | null;
      /** @enum {string} */
      status: 'pending' | 'sending' | 'succeeded' | 'failed' | 'cancelled';
      /** Format: date-time */
      updated_at: string;
    };
    WebhookEndpoint: {
      active: boolean;
      /** @description The API version its events are rendered in. */
      api_version: string;
      /** Format: date-time */
      created_at: string;
      description: string | null;
      event_types: string[];
      id: string;
      /** @description whsec_…: only in the create response. */
      secret?: string;
      url: string;
    };
    WebhookReplay: {
      /** @description Events with an attempt to this endpoint already waiting (not added twice). */
      already_pending: number;
      /** @description The events queued. */
      event_ids: string[];
      /** @description Events of a type the endpoint does not subscribe to (not sent). */
      not_subscribed: number;
      /** @description New attempts added, due at once. */
      queued: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  legacySplitProduct: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['LegacySplitRequest'];
      };
    };
    responses: {
      /** @description Split done, or no units matched */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LegacySplitResponse'];
        };
      };
      /** @description error_code: TARGET_SAME_AS_SOURCE, SPLIT_TOO_LARGE, VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: MERCHANT_FORBIDDEN */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: SOURCE_PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: SPLIT_IN_PROGRESS, STOCK_CHANGED, TARGET_PRODUCT_INACTIVE, PHANTOM_STOCK_SUSPECTED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  opsListCharges: {
    parameters: {
      query?: {
        fee?: string;
        from?: string;
        invoice_id?: string;
        invoiced?: 'true' | 'false';
        limit?: number;
        merchant_id?: string;
        offset?: number;
        reference_id?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Charges */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            charges: components['schemas']['Charge'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createManualCharge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          charge: {
            amount: number;
            merchant_id: string;
            /** Format: date-time */
            occurred_at?: string;
            reason: string;
            subject?: {
              id: string;
              /** @enum {string} */
              type: 'order' | 'order_return' | 'inbound_shipment' | 'product';
            };
            vat_rate?: number;
          };
        };
      };
    };
    responses: {
      /** @description The charge */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            charge: components['schemas']['Charge'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: MERCHANT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listUnpricedEvents: {
    parameters: {
      query?: {
        limit?: number;
        merchant_id?: string;
        offset?: number;
        resolved?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unpriced work */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            total: number;
            unpriced_events: components['schemas']['UnpricedEvent'][];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  repriceUnpricedEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          merchant_id?: string;
        };
      };
    };
    responses: {
      /** @description What was priced */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            repriced: number;
            still_unpriced: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listCarriers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The carriers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            carriers: components['schemas']['Carrier'][];
          };
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCarrier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        carrierCode: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The carrier */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            carrier: components['schemas']['Carrier'];
          };
        };
      };
      /** @description error_code: CARRIER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateCarrier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        carrierCode: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          carrier: {
            /** @description https URL containing {code} (the first tracking code, URL-encoded); null: shipments of this carrier carry no tracking link. */
            tracking_url_template: string | null;
          };
        };
      };
    };
    responses: {
      /** @description The carrier */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            carrier: components['schemas']['Carrier'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: CARRIER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAllCatalogServices: {
    parameters: {
      query?: {
        kind?: 'extra' | 'delivery';
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Catalog services */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            catalog_services: components['schemas']['CatalogService'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createCatalogService: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          catalog_service: {
            /** @default true */
            active?: boolean;
            code: string;
            /** @enum {string} */
            kind: 'extra' | 'delivery';
            /**
             * @description Merchants the service is available to; null: every merchant.
             * @default null
             */
            merchant_ids?: string[] | null;
            name: string;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            catalog_service: components['schemas']['CatalogService'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: CATALOG_SERVICE_CODE_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateCatalogService: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        catalogServiceId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          catalog_service: {
            active?: boolean;
            code?: string;
            /** @enum {string} */
            kind?: 'extra' | 'delivery';
            /** @description Merchants the service is available to; null: every merchant. */
            merchant_ids?: string[] | null;
            name?: string;
          };
        };
      };
    };
    responses: {
      /** @description The service */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            catalog_service: components['schemas']['CatalogService'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: CATALOG_SERVICE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: CATALOG_SERVICE_CODE_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listCycleCounts: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        status?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Counts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cycle_counts: {
              counted_count: number;
              /** Format: date-time */
              created_at: string;
              created_by: {
                id: string | null;
                label: string | null;
                type: string;
              };
              decided_at: string | null;
              decided_by: {
                id: string | null;
                label: string | null;
                type: string;
              } | null;
              id: string;
              location_count: number;
              note: string | null;
              selection: {
                [key: string]: unknown;
              };
              /** @enum {string} */
              status: 'open' | 'awaiting_approval' | 'approved' | 'rejected';
              variance_threshold_units: number;
            }[];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createCycleCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          cycle_count: {
            locations?: string[];
            /** @description Active locations no approved count counted in this many days. */
            not_counted_for_days?: number;
            note?: string | null;
            /** @description Every location holding this product. */
            product_id?: string;
            /**
             * @description A variance of more units than this at a location needs a recount by another person.
             * @default 0
             */
            variance_threshold_units?: number;
          };
        };
      };
    };
    responses: {
      /** @description The count */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cycle_count: components['schemas']['CycleCount'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: LOCATION_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: CYCLE_COUNT_NOTHING_TO_COUNT */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCycleCount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        cycleCountId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cycle_count: components['schemas']['CycleCount'];
          };
        };
      };
      /** @description error_code: CYCLE_COUNT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  approveCycleCount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        cycleCountId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cycle_count: components['schemas']['CycleCount'];
          };
        };
      };
      /** @description error_code: CYCLE_COUNT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: CYCLE_COUNT_NOT_APPROVABLE, CYCLE_COUNT_APPROVER_IS_COUNTER */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  rejectCycleCount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        cycleCountId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cycle_count: components['schemas']['CycleCount'];
          };
        };
      };
      /** @description error_code: CYCLE_COUNT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: CYCLE_COUNT_NOT_APPROVABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  submitCycleCountResult: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        cycleCountId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          result: {
            /** @description What stands there, product by product (and lot when the label shows it); [] for an empty location. */
            items: {
              batch_number?: string | null;
              best_before?: string | null;
              product:
                | {
                    id: string;
                  }
                | {
                    gtin: string;
                  };
              quantity: number;
            }[];
            location: string;
          };
        };
      };
    };
    responses: {
      /** @description The count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cycle_count: components['schemas']['CycleCount'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: CYCLE_COUNT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: CYCLE_COUNT_NOT_COUNTABLE, CYCLE_COUNT_SAME_COUNTER */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  opsListInboundShipments: {
    parameters: {
      query?: {
        /** @description Expected on or after this day. */
        expected_from?: string;
        /** @description Expected on or before this day. */
        expected_to?: string;
        limit?: number;
        merchant_id?: string;
        offset?: number;
        /** @description Part of the name or the merchant's reference, or a tracking code. */
        q?: string;
        /** @description Comma list of statuses. */
        status?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Notices with their merchant */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            inbound_shipments: {
              arrival: {
                /** Format: date-time */
                arrived_at: string;
                boxes_arrived: number | null;
                note: string | null;
              } | null;
              carrier: string | null;
              close_note: string | null;
              /** Format: date-time */
              created_at: string;
              expected_at: string | null;
              id: string;
              /** @description false until billing charged the shipment. */
              invoiced: boolean;
              /** @description Per product, the boxes summed. */
              lines: {
                damaged_quantity: number;
                /** @description short is known once the notice is closed (processed). */
                discrepancy: ('short' | 'over' | 'damaged' | 'unexpected') | null;
                expected_quantity: number;
                expired_quantity: number;
                product_id: string;
                /** @description The quantity announced (a split or return: brought). */
                quantity: number;
                /** @description Every unit counted, damaged ones included. */
                received_quantity: number;
                sku: string | null;
              }[];
              merchant_id: string;
              merchant_name: string;
              merchant_reference: string | null;
              name: string;
              notes: string | null;
              packaging: ('boxes' | 'pallets') | null;
              processed_at: string | null;
              /** @enum {string} */
              source: 'notice' | 'product_split' | 'order_return';
              /** @enum {string} */
              status: 'announced' | 'arrived' | 'receiving' | 'processed' | 'cancelled' | 'pending';
              totals: {
                blocked_quantity: number;
                boxes: number;
                boxes_received: number;
                damaged_quantity: number;
                /** @description short is known once the notice is closed (processed). */
                discrepancy: ('short' | 'over' | 'damaged' | 'unexpected') | null;
                expected_quantity: number;
                expired_quantity: number;
                receipts: number;
                /** @description Every unit counted, damaged ones included. */
                received_quantity: number;
              };
              tracking_codes: string[];
              /** Format: date-time */
              updated_at: string;
            }[];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  opsGetInboundShipment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        inboundShipmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The inbound shipment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            inbound_shipment: components['schemas']['InboundShipment'];
          };
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  arriveInboundShipment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        inboundShipmentId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @default {} */
          arrival?: {
            boxes_arrived?: number | null;
            note?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description The notice, arrived */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            inbound_shipment: components['schemas']['InboundShipment'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_ARRIVABLE, INBOUND_SHIPMENT_CLOSED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  closeInboundShipment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        inboundShipmentId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @default {} */
          close?: {
            note?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description The notice, processed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            inbound_shipment: components['schemas']['InboundShipment'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_RECEIVABLE, INBOUND_SHIPMENT_CLOSED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_CLOSE_NOTE_REQUIRED */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  opsListInboundShipmentPhotos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        inboundShipmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The photos */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            photos: components['schemas']['InboundPhoto'][];
          };
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  addInboundShipmentPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        inboundShipmentId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description Stored */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            photo: components['schemas']['InboundPhoto'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_RECEIVABLE, INBOUND_SHIPMENT_CLOSED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: FILE_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_BOX_NOT_FOUND, INBOUND_BOX_OF_ANOTHER_SHIPMENT */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createInboundReceipt: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path: {
        inboundShipmentId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          receipt: {
            /** @description The code on the box label (IB...), when counting a box. */
            box?: string | null;
            lines: {
              batch_number?: string | null;
              best_before?: string | null;
              /** @enum {string} */
              condition: 'sellable' | 'damaged';
              location: string;
              product: {
                gtin?: string;
                id?: string;
                sku?: string;
              };
              quantity: number;
            }[];
          };
        };
      };
    };
    responses: {
      /** @description The receipt (or its replay) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            receipt: components['schemas']['InboundReceipt'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR, INVALID_IDEMPOTENCY_KEY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: IDEMPOTENCY_KEY_REUSED, INBOUND_SHIPMENT_NOT_RECEIVABLE, INBOUND_SHIPMENT_CLOSED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_BOX_NOT_FOUND, INBOUND_BOX_OF_ANOTHER_SHIPMENT, INBOUND_PRODUCT_AMBIGUOUS, PRODUCT_NOT_FOUND */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  opsListInvoices: {
    parameters: {
      query?: {
        kind?: 'invoice' | 'credit_note';
        limit?: number;
        merchant_id?: string;
        offset?: number;
        period?: string;
        status?: 'draft' | 'issued' | 'paid' | 'void';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Invoices */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoices: {
              charge_count: number;
              /** Format: date-time */
              created_at: string;
              credited_invoice: {
                id: string;
                number: string | null;
              } | null;
              currency: string;
              due_date: string | null;
              id: string;
              issue_date: string | null;
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              merchant_id: string;
              number: string | null;
              paid_at: string | null;
              period: string;
              reason: string | null;
              /** @enum {string} */
              status: 'draft' | 'issued' | 'paid' | 'void';
              subtotal: components['schemas']['Money'];
              total: components['schemas']['Money'];
              /** Format: date-time */
              updated_at: string;
              vat_breakdown: {
                taxable_amount: number;
                vat_amount: number;
                vat_rate: number;
              }[];
              vat_total: components['schemas']['Money'];
            }[];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  runInvoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          invoice_run: {
            merchant_id?: string;
            period: string;
          };
        };
      };
    };
    responses: {
      /** @description The drafts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoice_run: {
              invoices: {
                charge_count: number;
                /** Format: date-time */
                created_at: string;
                credited_invoice: {
                  id: string;
                  number: string | null;
                } | null;
                currency: string;
                due_date: string | null;
                id: string;
                issue_date: string | null;
                /** @enum {string} */
                kind: 'invoice' | 'credit_note';
                merchant_id: string;
                number: string | null;
                paid_at: string | null;
                period: string;
                reason: string | null;
                /** @enum {string} */
                status: 'draft' | 'issued' | 'paid' | 'void';
                subtotal: components['schemas']['Money'];
                total: components['schemas']['Money'];
                /** Format: date-time */
                updated_at: string;
                vat_breakdown: {
                  taxable_amount: number;
                  vat_amount: number;
                  vat_rate: number;
                }[];
                vat_total: components['schemas']['Money'];
              }[];
              period: string;
            };
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: MERCHANT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  opsGetInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        invoiceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoice: components['schemas']['Invoice'];
          };
        };
      };
      /** @description error_code: INVOICE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  issueInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        invoiceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The issued invoice */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoice: components['schemas']['Invoice'];
          };
        };
      };
      /** @description error_code: INVOICE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INVOICE_NOT_ISSUABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INVOICE_EMPTY */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  payInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        invoiceId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          payment?: {
            /** Format: date-time */
            paid_at?: string;
            reference?: string;
          };
        };
      };
    };
    responses: {
      /** @description The paid invoice */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoice: components['schemas']['Invoice'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INVOICE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INVOICE_NOT_PAYABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  voidInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        invoiceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The void draft */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoice: components['schemas']['Invoice'];
          };
        };
      };
      /** @description error_code: INVOICE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INVOICE_NOT_VOIDABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createCreditNote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        invoiceId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          credit_note: {
            lines?: {
              amount?: number;
              line_id: string;
            }[];
            reason: string;
          };
        };
      };
    };
    responses: {
      /** @description The credit note */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoice: components['schemas']['Invoice'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INVOICE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INVOICE_NOT_CREDITABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INVOICE_LINE_NOT_FOUND, CREDIT_EXCEEDS_INVOICE */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listLocations: {
    parameters: {
      query?: {
        active?: 'true' | 'false';
        /** @description Comma list of kinds. */
        kind?: string;
        limit?: number;
        offset?: number;
        /** @description Codes starting with this text. */
        q?: string;
        zone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Locations */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            locations: components['schemas']['Location'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createLocation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          location: {
            /** @default true */
            active?: boolean;
            code: string;
            /** @enum {string} */
            kind: 'pick' | 'bulk' | 'returns' | 'quarantine' | 'dock';
            zone?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description The location */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            location: components['schemas']['Location'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: LOCATION_CODE_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  importLocations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          locations: {
            /** @default true */
            active?: boolean;
            code: string;
            /** @enum {string} */
            kind: 'pick' | 'bulk' | 'returns' | 'quarantine' | 'dock';
            zone?: string | null;
          }[];
        };
      };
    };
    responses: {
      /** @description How many were created, updated and already as given */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            imported: {
              created: number;
              unchanged: number;
              updated: number;
            };
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: LOCATION_NOT_EMPTY */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getLocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        locationId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The location */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            location: components['schemas']['Location'];
          };
        };
      };
      /** @description error_code: LOCATION_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateLocation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        locationId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          location: {
            active?: boolean;
            /** @enum {string} */
            kind?: 'pick' | 'bulk' | 'returns' | 'quarantine' | 'dock';
            zone?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description The location */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            location: components['schemas']['Location'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: LOCATION_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: LOCATION_NOT_EMPTY */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  locationLabels: {
    parameters: {
      query: {
        codes: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The labels */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: LOCATION_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listMerchants: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Merchants */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            merchants: components['schemas']['Merchant'][];
            total: number;
          };
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createMerchant: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          merchant: {
            name: string;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            merchant: components['schemas']['Merchant'];
          };
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listApiClients: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        merchantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description API clients */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            api_clients: components['schemas']['ApiClient'][];
            total: number;
          };
        };
      };
      /** @description error_code: MERCHANT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createApiClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        merchantId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          api_client: {
            name: string;
            scopes: (
              | 'orders:read'
              | 'orders:manage'
              | 'order_returns:read'
              | 'order_returns:manage'
              | 'products:read'
              | 'products:manage'
              | 'webhooks:manage'
              | 'billing:read'
            )[];
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            api_client: components['schemas']['ApiClient'];
          };
        };
      };
      /** @description error_code: MERCHANT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  revokeApiClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: string;
        merchantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description error_code: API_CLIENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getBillingDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        merchantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The merchant's billing details */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            billing_details: components['schemas']['BillingDetails'];
          };
        };
      };
      /** @description error_code: MERCHANT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  putBillingDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        merchantId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          billing_details: components['schemas']['BillingDetailsInput'];
        };
      };
    };
    responses: {
      /** @description The merchant's billing details */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            billing_details: components['schemas']['BillingDetails'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: MERCHANT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMerchantRateCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        merchantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The merchant's card */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            merchant_rate_card: {
              assigned: boolean;
              merchant_id: string;
              rate_card: components['schemas']['RateCard'] | null;
            };
          };
        };
      };
      /** @description error_code: MERCHANT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  assignRateCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        merchantId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          rate_card: {
            id: string;
          };
        };
      };
    };
    responses: {
      /** @description The merchant's card */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            merchant_rate_card: {
              assigned: boolean;
              merchant_id: string;
              rate_card: components['schemas']['RateCard'] | null;
            };
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: MERCHANT_NOT_FOUND, RATE_CARD_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createMerchantSandbox: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        merchantId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description It already existed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The sandbox's first API client; its secret only in the answer that created it. */
            api_client: {
              client_id: string;
              client_secret: string;
            } | null;
            sandbox: components['schemas']['Sandbox'];
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The sandbox's first API client; its secret only in the answer that created it. */
            api_client: {
              client_id: string;
              client_secret: string;
            } | null;
            sandbox: components['schemas']['Sandbox'];
          };
        };
      };
      /** @description error_code: MERCHANT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: MERCHANT_IS_SANDBOX */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createMerchantUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        merchantId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          user: {
            /** Format: email */
            email: string;
            name?: string;
            password: string;
            /** @enum {string} */
            role: 'merchant_admin' | 'merchant_staff';
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: components['schemas']['User'];
          };
        };
      };
      /** @description error_code: MERCHANT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: USER_EMAIL_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  opsListOrderReturns: {
    parameters: {
      query?: {
        condition?: string;
        created_from?: string;
        created_to?: string;
        discrepancy?: 'true' | 'false';
        exchange_status?: string;
        /** @description Returns with (true) or without (false) an exchange. */
        has_exchange?: 'true' | 'false';
        limit?: number;
        merchant_id?: string;
        offset?: number;
        origin?: string;
        original_order_id?: string;
        q?: string;
        reason?: string;
        status?: string;
        tracking_code?: string;
        type?: 'customer_return' | 'agent_return';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Returns */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_returns: components['schemas']['OrderReturnSummary'][];
            total: number;
          };
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  opsGetOrderReturn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  arriveOrderReturn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          arrival: {
            items?:
              | {
                  product: {
                    id: string;
                  };
                  quantity: number;
                }[]
              | null;
            warehouse_location: {
              id: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Now pending_merchant_decision */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND, PRODUCT_MERCHANT_MISMATCH */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_ARRIVABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  completeOrderReturn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Now processed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_COMPLETABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  releaseOrderReturn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Now processing */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_RELEASABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  uploadOrderReturnAttachment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description Uploaded */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attachment: components['schemas']['ReturnAttachment'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND, ORDER_RETURN_ITEM_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: FILE_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  completeOrderReturnExtraService: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        attachmentId: string;
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          completion?: {
            comment?: string;
          };
        };
      };
    };
    responses: {
      /** @description The attachment, done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            service_attachment: components['schemas']['ReturnServiceAttachment'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND, EXTRA_SERVICE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: EXTRA_SERVICE_ALREADY_COMPLETED, EXTRA_SERVICE_NOT_COMPLETABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  inspectOrderReturnLine: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemId: string;
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          inspection: {
            /** @enum {string} */
            condition: 'sellable' | 'opened_sellable' | 'damaged' | 'defective' | 'missing' | 'wrong_item';
            note?: string | null;
            received_quantity: number;
          };
        };
      };
    };
    responses: {
      /** @description The return with the inspected line */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND, ORDER_RETURN_ITEM_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_INSPECTABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  opsListOrders: {
    parameters: {
      query?: {
        created_from?: string;
        created_to?: string;
        /** @description requested_delivery_method.code */
        delivery_method?: string;
        limit?: number;
        merchant_id?: string;
        offset?: number;
        /** @description requested_pickup_point.code or pickup_point.id */
        pickup_point?: string;
        /** @description Comma list; default confirmed (the orders waiting to be picked). */
        status?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Orders with merchant_id */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orders: components['schemas']['QueueOrder'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  reportOrderProblem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          problem: {
            /** @enum {string} */
            code: 'unit_missing' | 'unit_damaged' | 'address_invalid' | 'other';
            item_id?: string | null;
            note?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description The order (processing or problem) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: components['schemas']['QueueOrder'];
            /** @description A free unit that replaced the failed one (the order stays processing). */
            replacement: {
              location: string;
              stock_unit_id: string;
            } | null;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_PROBLEM_NOT_REPORTABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  resolveOrderProblem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Now confirmed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: components['schemas']['QueueOrder'];
          };
        };
      };
      /** @description error_code: ORDER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_PROBLEM_NOT_RESOLVABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  startPickingOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Now processing, with its pick list */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: components['schemas']['QueueOrder'];
            pick_list: components['schemas']['PickList'];
          };
        };
      };
      /** @description error_code: ORDER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_NOT_PICKABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  completeOrderExtraService: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        attachmentId: string;
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          completion?: {
            comment?: string;
          };
        };
      };
    };
    responses: {
      /** @description The attachment, done */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            service_attachment: components['schemas']['ServiceAttachment'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_NOT_FOUND, EXTRA_SERVICE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: EXTRA_SERVICE_ALREADY_COMPLETED, EXTRA_SERVICE_NOT_COMPLETABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createShipment: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          shipment: {
            /** @enum {string} */
            carrier: 'posti' | 'postnord' | 'dhl' | 'matkahuolto' | 'bring' | 'other';
            items: {
              order_item_id: string;
              quantity: number;
            }[];
            parcels: {
              height_mm?: number | null;
              length_mm?: number | null;
              weight_grams?: number | null;
              width_mm?: number | null;
            }[];
            service?: string | null;
            /** @description Absent or empty: the local carrier gives one code per parcel. */
            tracking_codes?: string[] | null;
          };
        };
      };
    };
    responses: {
      /** @description Shipped (or replayed) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: components['schemas']['QueueOrder'];
            shipment: components['schemas']['Shipment'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR, INVALID_IDEMPOTENCY_KEY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: IDEMPOTENCY_KEY_REUSED, ORDER_NOT_SHIPPABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAllPickupPoints: {
    parameters: {
      query?: {
        country_code?: string;
        limit?: number;
        offset?: number;
        postal_code?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Pickup points */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pickup_points: components['schemas']['PickupPoint'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createPickupPoint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          pickup_point: {
            /** @default true */
            active?: boolean;
            address: string;
            city: string;
            code: string;
            country_code: string;
            name: string;
            postal_code: string;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pickup_point: components['schemas']['PickupPoint'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updatePickupPoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        pickupPointId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          pickup_point: {
            active?: boolean;
            address?: string;
            city?: string;
            code?: string;
            country_code?: string;
            name?: string;
            postal_code?: string;
          };
        };
      };
    };
    responses: {
      /** @description The pickup point */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pickup_point: components['schemas']['PickupPoint'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: PICKUP_POINT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  countStock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          stock_count: {
            counted_quantity: number;
          };
        };
      };
    };
    responses: {
      /** @description The product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product: components['schemas']['Product'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listRateCards: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Rate cards */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rate_cards: components['schemas']['RateCard'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createRateCard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          rate_card: {
            currency: string;
            default?: boolean;
            fees: {
              fee: string;
              unit_price: number;
              vat_rate?: number;
            }[];
            name: string;
            /** Format: date */
            valid_from?: string;
          };
        };
      };
    };
    responses: {
      /** @description The card */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rate_card: components['schemas']['RateCard'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: RATE_CARD_SERVICE_NOT_FOUND */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getRateCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        rateCardId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The card */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rate_card: components['schemas']['RateCard'];
          };
        };
      };
      /** @description error_code: RATE_CARD_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateRateCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        rateCardId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          rate_card: {
            default?: boolean;
            fees?: {
              fee: string;
              unit_price: number;
              vat_rate?: number;
            }[];
            name?: string;
            /** Format: date */
            valid_from?: string;
          };
        };
      };
    };
    responses: {
      /** @description The card */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rate_card: components['schemas']['RateCard'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: RATE_CARD_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: RATE_CARD_SERVICE_NOT_FOUND, RATE_CARD_VALID_FROM_INVALID */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  receiveStockUnits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          receipt: {
            batch_number?: string | null;
            best_before?: string | null;
            location: string;
            product_id: string;
            quantity: number;
            /**
             * @default on_shelf
             * @enum {string}
             */
            state?: 'on_shelf' | 'not_shelved' | 'blocked';
          };
        };
      };
    };
    responses: {
      /** @description The received units */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stock_units: components['schemas']['StockUnit'][];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  moveStockUnits: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          move:
            | {
                batch_number?: string | null;
                best_before?: string | null;
                from_location: string;
                product:
                  | {
                      id: string;
                    }
                  | {
                      sku: string;
                    }
                  | {
                      gtin: string;
                    };
                quantity: number;
                to_location: string;
              }
            | {
                from_location?: string;
                to_location: string;
                unit_ids: string[];
              };
        };
      };
    };
    responses: {
      /** @description The move */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stock_move: components['schemas']['StockMove'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND, STOCK_UNIT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: STOCK_MOVE_UNITS_UNAVAILABLE, IDEMPOTENCY_KEY_REUSED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: LOCATION_INACTIVE */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  changeStockUnit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        stockUnitId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          stock_unit: {
            location?: string;
            /** @enum {string} */
            state?: 'on_shelf' | 'reserved' | 'picking' | 'not_shelved' | 'written_off' | 'blocked';
          };
        };
      };
    };
    responses: {
      /** @description The unit */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stock_unit: components['schemas']['StockUnit'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: STOCK_UNIT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: STOCK_UNIT_STATE_CHANGE_NOT_ALLOWED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createOperatorUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          user: {
            /** Format: email */
            email: string;
            name?: string;
            password: string;
            /** @enum {string} */
            role: 'warehouse_staff' | 'operator_admin';
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: components['schemas']['User'];
          };
        };
      };
      /** @description error_code: USER_EMAIL_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listCharges: {
    parameters: {
      query?: {
        fee?: string;
        from?: string;
        invoice_id?: string;
        invoiced?: 'true' | 'false';
        limit?: number;
        offset?: number;
        reference_id?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Charges */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            charges: components['schemas']['Charge'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listCatalogServices: {
    parameters: {
      query?: {
        kind?: 'extra' | 'delivery';
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Catalog services */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            catalog_services: components['schemas']['CatalogService'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listEvents: {
    parameters: {
      query?: {
        created_from?: string;
        created_to?: string;
        /** @description false: events that at least one endpoint has not accepted yet (failed or still waiting); true: every endpoint they were sent to accepted them (events sent to no endpoint count as true). */
        delivery_success?: 'true' | 'false';
        limit?: number;
        offset?: number;
        /** @description Event types; repeat the parameter (type=a&type=b) or separate them with commas. */
        type?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Events */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            events: components['schemas']['Event'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        eventId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The event */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            event: {
              /** @description The exact JSON body every delivery of this event sends. */
              body: string;
              /** Format: date-time */
              created_at: string;
              data: {
                [key: string]: unknown;
              };
              deliveries: components['schemas']['EventEndpointDeliveries'][];
              /** @description The event id, sent as the webhook-id header and the body's id. */
              id: string;
              /** @description Endpoints that have not accepted this event yet. */
              pending_endpoints: number;
              /** @enum {string} */
              type:
                | 'product.inventory_changed'
                | 'product.stock_counted'
                | 'inbound_shipment.arrived'
                | 'inbound_shipment.processed'
                | 'order.created'
                | 'order.status_changed'
                | 'order.shipped'
                | 'order_return.inspected'
                | 'order_return.exchange_held'
                | 'order_return.exchange_released'
                | 'order_return.exchange_cancelled'
                | 'return_request.created'
                | 'return_request.decided'
                | 'invoice.issued'
                | 'invoice.paid';
            };
          };
        };
      };
      /** @description error_code: EVENT_NOT_FOUND, EVENT_EXPIRED */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  downloadFile: {
    parameters: {
      query?: {
        expires?: string;
        signature?: string;
      };
      header?: never;
      path: {
        fileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its media type and Content-Disposition */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description error_code: LINK_EXPIRED, LINK_INVALID */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: FILE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listInboundShipments: {
    parameters: {
      query?: {
        /** @description Expected on or after this day. */
        expected_from?: string;
        /** @description Expected on or before this day. */
        expected_to?: string;
        limit?: number;
        offset?: number;
        /** @description Part of the name or the merchant's reference, or a tracking code. */
        q?: string;
        /** @description Comma list: notice (announced by the merchant), product_split, order_return. */
        source?: string;
        /** @description Comma list of statuses. */
        status?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Inbound shipments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            inbound_shipments: components['schemas']['InboundShipmentSummary'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createInboundShipment: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          inbound_shipment: {
            boxes: {
              id?: string;
              lines: {
                batch_number?: string | null;
                best_before?: string | null;
                product: {
                  id?: string;
                  sku?: string;
                };
                quantity: number;
              }[];
              reference?: string | null;
              tracking_code?: string | null;
            }[];
            carrier?: string | null;
            expected_at?: string | null;
            merchant_reference?: string | null;
            name: string;
            notes?: string | null;
            /**
             * @default boxes
             * @enum {string}
             */
            packaging?: 'boxes' | 'pallets';
            tracking_codes?: string[] | null;
          };
        };
      };
    };
    responses: {
      /** @description The notice, announced */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            inbound_shipment: components['schemas']['InboundShipment'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR, PRODUCT_NOT_FOUND, INVALID_IDEMPOTENCY_KEY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: IDEMPOTENCY_KEY_REUSED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getInboundShipment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        inboundShipmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The inbound shipment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            inbound_shipment: components['schemas']['InboundShipment'];
          };
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateInboundShipment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        inboundShipmentId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          inbound_shipment: {
            boxes?: {
              id?: string;
              lines: {
                batch_number?: string | null;
                best_before?: string | null;
                product: {
                  id?: string;
                  sku?: string;
                };
                quantity: number;
              }[];
              reference?: string | null;
              tracking_code?: string | null;
            }[];
            carrier?: string | null;
            expected_at?: string | null;
            merchant_reference?: string | null;
            name?: string;
            notes?: string | null;
            /** @enum {string} */
            packaging?: 'boxes' | 'pallets';
            tracking_codes?: string[] | null;
          };
        };
      };
    };
    responses: {
      /** @description The notice */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            inbound_shipment: components['schemas']['InboundShipment'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR, PRODUCT_NOT_FOUND */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_EDITABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  cancelInboundShipment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        inboundShipmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notice, cancelled */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            inbound_shipment: components['schemas']['InboundShipment'];
          };
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_CANCELLABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getInboundBoxLabels: {
    parameters: {
      query?: {
        /** @description a6: one label per page; a4: four labels per page. */
        layout?: 'a6' | 'a4';
      };
      header?: never;
      path: {
        inboundShipmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The labels */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_HAS_NO_BOXES */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listInboundShipmentPhotos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        inboundShipmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The photos */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            photos: components['schemas']['InboundPhoto'][];
          };
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getIncident: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        incidentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The incident */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            incident: components['schemas']['Incident'];
          };
        };
      };
      /** @description error_code: INCIDENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listInvoices: {
    parameters: {
      query?: {
        kind?: 'invoice' | 'credit_note';
        limit?: number;
        offset?: number;
        period?: string;
        status?: 'draft' | 'issued' | 'paid' | 'void';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Invoices */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoices: {
              charge_count: number;
              /** Format: date-time */
              created_at: string;
              credited_invoice: {
                id: string;
                number: string | null;
              } | null;
              currency: string;
              due_date: string | null;
              id: string;
              issue_date: string | null;
              /** @enum {string} */
              kind: 'invoice' | 'credit_note';
              merchant_id: string;
              number: string | null;
              paid_at: string | null;
              period: string;
              reason: string | null;
              /** @enum {string} */
              status: 'draft' | 'issued' | 'paid' | 'void';
              subtotal: components['schemas']['Money'];
              total: components['schemas']['Money'];
              /** Format: date-time */
              updated_at: string;
              vat_breakdown: {
                taxable_amount: number;
                vat_amount: number;
                vat_rate: number;
              }[];
              vat_total: components['schemas']['Money'];
            }[];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getInvoice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        invoiceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            invoice: components['schemas']['Invoice'];
          };
        };
      };
      /** @description error_code: INVOICE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  downloadInvoiceDocument: {
    parameters: {
      query?: {
        expires?: string;
        signature?: string;
      };
      header?: never;
      path: {
        invoiceId: string;
        kind: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description error_code: LINK_INVALID, LINK_EXPIRED */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INVOICE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listOrderReturns: {
    parameters: {
      query?: {
        condition?: string;
        created_from?: string;
        created_to?: string;
        discrepancy?: 'true' | 'false';
        exchange_status?: string;
        /** @description Returns with (true) or without (false) an exchange. */
        has_exchange?: 'true' | 'false';
        limit?: number;
        offset?: number;
        origin?: string;
        original_order_id?: string;
        q?: string;
        reason?: string;
        status?: string;
        tracking_code?: string;
        type?: 'customer_return' | 'agent_return';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Returns without items */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_returns: components['schemas']['OrderReturnSummary'][];
            total: number;
          };
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createOrderReturn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          order_return: {
            handling_instructions?: string | null;
            items?:
              | {
                  /** @description Another product sent in exchange for this line, when the merchant's return policy allows exchanges. */
                  exchange?: components['schemas']['OrderReturnItemExchangeInput'] | null;
                  original_order?: {
                    id: string;
                  } | null;
                  product: {
                    id: string;
                  };
                  quantity: number;
                  return_reason?: components['schemas']['ReturnReason'] | null;
                }[]
              | null;
            merchant_reference?: string | null;
            name?: string | null;
            original_order?: {
              id: string;
            } | null;
            remarks?: string | null;
            tracking_codes?: string[] | null;
            /**
             * @default customer_return
             * @enum {string}
             */
            type?: 'customer_return' | 'agent_return';
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: ORIGINAL_ORDER_NOT_FOUND, ORIGINAL_ORDER_MERCHANT_MISMATCH, PRODUCT_NOT_FOUND, PRODUCT_MERCHANT_MISMATCH, ORDER_RETURN_EXCHANGE_PRODUCT_NOT_FOUND, ORDER_RETURN_EXCHANGE_PRODUCT_MERCHANT_MISMATCH, ORDER_RETURN_EXCHANGE_NOT_ALLOWED, ORDER_RETURN_EXCHANGE_REQUIRES_ORIGINAL_ORDER */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOrderReturn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  cancelOrderReturn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cancelled return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_CANCELLABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  decideOrderReturn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          merchant_decision: {
            /** @enum {string} */
            code: 'resend_as_it_is' | 'destroy' | 'to_shelf' | 'resend_as_new';
            items?:
              | {
                  /** @enum {string} */
                  code: 'to_shelf' | 'resend' | 'destroy';
                  id: string;
                  restock_as_product?: {
                    id: string;
                  } | null;
                }[]
              | null;
          };
        };
      };
    };
    responses: {
      /** @description The accepted return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_DECISION_ITEMS_NOT_ALLOWED, ORDER_RETURN_DECISION_REQUIRES_ORIGINAL_ORDER, ORDER_RETURN_DECISION_UNKNOWN_ITEM, ORDER_RETURN_DECISION_RESEND_NOT_ALLOWED, ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_ALLOWED, ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_FOUND, ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_MERCHANT_MISMATCH */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_DECIDABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  requestOrderReturnLabel: {
    parameters: {
      query?: {
        wait_seconds?: string;
      };
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Finished (complete or failed) within the wait */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return_id: string;
            return_label: components['schemas']['ReturnLabel'];
          };
        };
      };
      /** @description Still pending or processing: poll GET .../return-label */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return_id: string;
            return_label: components['schemas']['ReturnLabel'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORIGINAL_ORDER_REQUIRED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listOrderReturnAttachments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Attachments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            attachments: components['schemas']['ReturnAttachment'][];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  cancelOrderReturnExchange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND, ORDER_RETURN_EXCHANGE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_EXCHANGE_RELEASED, ORDER_RETURN_EXCHANGE_CANCELLED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  releaseOrderReturnExchange: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND, ORDER_RETURN_EXCHANGE_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_EXCHANGE_RELEASED, ORDER_RETURN_EXCHANGE_CANCELLED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  attachOrderReturnService: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          service_attachment: {
            /** Format: uuid */
            id?: string;
            merchant_remarks?: string | null;
            parameters?: {
              [key: string]: unknown;
            };
            quantity?: number | null;
            service: {
              code?: string | null;
              id?: string | null;
            };
          };
        };
      };
    };
    responses: {
      /** @description Attached */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            service_attachment: components['schemas']['ReturnServiceAttachment'];
          };
        };
      };
      /** @description error_code: SERVICE_NOT_AVAILABLE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: CATALOG_SERVICE_NOT_FOUND, ORDER_RETURN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: SERVICE_DISABLED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  editOrderReturnItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemId: string;
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          item: {
            exchange?: components['schemas']['OrderReturnItemExchangeInput'] | null;
            return_reason?: components['schemas']['ReturnReason'] | null;
          };
        };
      };
    };
    responses: {
      /** @description The updated return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_EXCHANGE_PRODUCT_NOT_FOUND, ORDER_RETURN_EXCHANGE_PRODUCT_MERCHANT_MISMATCH, ORDER_RETURN_EXCHANGE_NOT_ALLOWED, ORDER_RETURN_EXCHANGE_REQUIRES_ORIGINAL_ORDER */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND, ORDER_RETURN_ITEM_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_EDITABLE, ORDER_RETURN_EXCHANGE_RELEASED, ORDER_RETURN_EXCHANGE_CANCELLED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  attachOrderReturnLineService: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemId: string;
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          service_attachment: {
            /** Format: uuid */
            id?: string;
            merchant_remarks?: string | null;
            parameters?: {
              [key: string]: unknown;
            };
            quantity?: number | null;
            service: {
              code?: string | null;
              id?: string | null;
            };
          };
        };
      };
    };
    responses: {
      /** @description Attached */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            service_attachment: components['schemas']['ReturnServiceAttachment'];
          };
        };
      };
      /** @description error_code: SERVICE_NOT_AVAILABLE */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: CATALOG_SERVICE_NOT_FOUND, ORDER_RETURN_NOT_FOUND, ORDER_RETURN_ITEM_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: SERVICE_DISABLED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  decideOrderReturnLine: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemId: string;
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          merchant_decision: {
            /** @enum {string} */
            code: 'to_shelf' | 'resend' | 'destroy';
            restock_as_product?: {
              id: string;
            } | null;
          };
        };
      };
    };
    responses: {
      /** @description The updated return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_DECISION_ITEMS_NOT_ALLOWED, ORDER_RETURN_DECISION_RESEND_NOT_ALLOWED, ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_ALLOWED, ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_FOUND, ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_MERCHANT_MISMATCH */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND, ORDER_RETURN_ITEM_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NO_DECISION, ORDER_RETURN_NOT_DECIDABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOrderReturnLabel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The label */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            return_label: components['schemas']['ReturnLabel'];
          };
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND, RETURN_LABEL_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ListOrders: {
    parameters: {
      query?: {
        created_from?: string;
        created_to?: string;
        limit?: number;
        merchants_id?: string;
        offset?: number;
        q?: string;
        /** @description Orders with a shipment shipped from then on. */
        shipped_from?: string;
        /** @description Orders with a shipment shipped until then. */
        shipped_to?: string;
        status?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Orders */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orders: components['schemas']['Order'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  CreateOrder: {
    parameters: {
      query?: never;
      header?: {
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          order: {
            customer?: {
              address?: string | null;
              city?: string | null;
              country_code?: string | null;
              delivery_instructions?: string | null;
              door_code?: string | null;
              email?: string | null;
              eori?: string | null;
              first_name?: string | null;
              last_name?: string | null;
              organization?: string | null;
              phone?: string | null;
              postal_code?: string | null;
              state?: string | null;
              vat_id?: string | null;
            };
            delivery_service?: {
              code?: string;
              id?: string;
            } | null;
            extra_services?: {
              /** Format: uuid */
              id: string;
              merchant_remarks?: string | null;
              parameters?: {
                [key: string]: unknown;
              };
              quantity?: number | null;
              service: {
                code?: string | null;
                id?: string;
              };
              /** @enum {string} */
              status?: 'active' | 'archived';
            }[];
            items?: {
              additional_info?: string | null;
              batch_numbers?: string[] | null;
              best_before_date?: string | null;
              extra_services?: {
                /** Format: uuid */
                id: string;
                merchant_remarks?: string | null;
                parameters?: {
                  [key: string]: unknown;
                };
                quantity?: number | null;
                service: {
                  code?: string | null;
                  id?: string;
                };
                /** @enum {string} */
                status?: 'active' | 'archived';
              }[];
              fulfillment_by?: ('provider' | 'merchant') | null;
              product: {
                components?:
                  | {
                      amount: number;
                      product: {
                        id: string;
                        name?: string;
                        sku?: string | null;
                      };
                    }[]
                  | null;
                /** @enum {string} */
                fulfillment_by?: 'provider' | 'merchant';
                id?: string;
                name?: string;
                sku?: string;
              };
              quantity: number;
              sales_info?: {
                currency?: string | null;
                gross_price: number | null;
                tax_percent: number | null;
              } | null;
            }[];
            language?: string | null;
            merchants_id?: string | null;
            merchants_order_time?: string | null;
            no_after_than?: string | null;
            no_earlier_than?: string | null;
            pickup_point?: {
              id: string;
            } | null;
            process_hold?: boolean | null;
            process_lock?: {
              comment: string | null;
              created: {
                ts: string | null;
              };
              expires: string | null;
              id: string | null;
            } | null;
            requested_delivery_destination?: {
              pickup_point: {
                id: string;
              };
            } | null;
            requested_delivery_method?: {
              code: string;
              info?: string | null;
            } | null;
            requested_delivery_service?: {
              code?: string;
              id?: string;
            } | null;
            requested_pickup_point?: {
              code: string;
              info?: string | null;
            } | null;
            /** @enum {string} */
            status?: 'draft' | 'confirmed';
          };
        };
      };
    };
    responses: {
      /** @description Created (or replayed) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: components['schemas']['Order'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR, INVALID_IDEMPOTENCY_KEY */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: IDEMPOTENCY_KEY_REUSED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND, DELIVERY_SERVICE_NOT_FOUND, PICKUP_POINT_NOT_FOUND, CATALOG_SERVICE_NOT_FOUND, ORDER_CONFIRMATION_FAILED */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_CREATE_TIMEOUT */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  GetOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: components['schemas']['Order'];
          };
        };
      };
      /** @description error_code: ORDER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  DeleteOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: components['schemas']['Order'];
          };
        };
      };
      /** @description error_code: ORDER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_NOT_DELETABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  UpdateOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          order: {
            customer?: {
              address?: string | null;
              city?: string | null;
              country_code?: string | null;
              delivery_instructions?: string | null;
              door_code?: string | null;
              email?: string | null;
              eori?: string | null;
              first_name?: string | null;
              last_name?: string | null;
              organization?: string | null;
              phone?: string | null;
              postal_code?: string | null;
              state?: string | null;
              vat_id?: string | null;
            } | null;
            delivery_service?: {
              code?: string;
              id?: string;
            } | null;
            extra_services?:
              | {
                  /** Format: uuid */
                  id: string;
                  merchant_remarks?: string | null;
                  parameters?: {
                    [key: string]: unknown;
                  };
                  quantity?: number | null;
                  service: {
                    code?: string | null;
                    id?: string;
                  };
                  /** @enum {string} */
                  status?: 'active' | 'archived';
                }[]
              | null;
            items?:
              | {
                  additional_info?: string | null;
                  batch_numbers?: string[] | null;
                  best_before_date?: string | null;
                  extra_services?: {
                    /** Format: uuid */
                    id: string;
                    merchant_remarks?: string | null;
                    parameters?: {
                      [key: string]: unknown;
                    };
                    quantity?: number | null;
                    service: {
                      code?: string | null;
                      id?: string;
                    };
                    /** @enum {string} */
                    status?: 'active' | 'archived';
                  }[];
                  fulfillment_by?: ('provider' | 'merchant') | null;
                  id?: string;
                  product: {
                    components?:
                      | {
                          amount: number;
                          product: {
                            id: string;
                            name?: string;
                            sku?: string | null;
                          };
                        }[]
                      | null;
                    /** @enum {string} */
                    fulfillment_by?: 'provider' | 'merchant';
                    id?: string;
                    name?: string;
                    sku?: string;
                  };
                  quantity: number;
                  sales_info?: {
                    currency?: string | null;
                    gross_price: number | null;
                    tax_percent: number | null;
                  } | null;
                }[]
              | null;
            language?: string | null;
            merchants_id?: string | null;
            merchants_order_time?: string | null;
            no_after_than?: string | null;
            no_earlier_than?: string | null;
            pickup_point?: {
              id: string;
            } | null;
            process_hold?: boolean | null;
            process_lock?: {
              comment: string | null;
              created: {
                ts: string | null;
              };
              expires: string | null;
              id: string | null;
            } | null;
            requested_delivery_destination?: {
              pickup_point: {
                id: string;
              };
            } | null;
            requested_delivery_method?: {
              code: string;
              info?: string | null;
            } | null;
            requested_delivery_service?: {
              code?: string;
              id?: string;
            } | null;
            requested_pickup_point?: {
              code: string;
              info?: string | null;
            } | null;
            /** @description Not allowed: use _confirm, _cancel or DELETE. */
            status?: unknown;
          };
        };
      };
    };
    responses: {
      /** @description The changed order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: components['schemas']['Order'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_NOT_EDITABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND, DELIVERY_SERVICE_NOT_FOUND, PICKUP_POINT_NOT_FOUND, CATALOG_SERVICE_NOT_FOUND, ORDER_CONFIRMATION_FAILED */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  CancelOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The cancelled order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: components['schemas']['Order'];
          };
        };
      };
      /** @description error_code: ORDER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_NOT_CANCELLABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ConfirmOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The confirmed (or waiting) order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: components['schemas']['Order'];
          };
        };
      };
      /** @description error_code: ORDER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_NOT_CONFIRMABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_CONFIRMATION_FAILED */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  UpdateOrderItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemId: string;
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          item: {
            additional_info?: string | null;
            batch_numbers?: string[] | null;
            best_before_date?: string | null;
            extra_services?:
              | {
                  /** Format: uuid */
                  id: string;
                  merchant_remarks?: string | null;
                  parameters?: {
                    [key: string]: unknown;
                  };
                  quantity?: number | null;
                  service: {
                    code?: string | null;
                    id?: string;
                  };
                  /** @enum {string} */
                  status?: 'active' | 'archived';
                }[]
              | null;
            fulfillment_by?: ('provider' | 'merchant') | null;
            product?: {
              components?:
                | {
                    amount: number;
                    product: {
                      id: string;
                      name?: string;
                      sku?: string | null;
                    };
                  }[]
                | null;
              /** @enum {string} */
              fulfillment_by?: 'provider' | 'merchant';
              id?: string;
              name?: string;
              sku?: string;
            };
            quantity?: number;
            sales_info?: {
              currency?: string | null;
              gross_price: number | null;
              tax_percent: number | null;
            } | null;
          };
        };
      };
    };
    responses: {
      /** @description The changed order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: components['schemas']['Order'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_NOT_FOUND, ORDER_ITEM_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_NOT_EDITABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND, CATALOG_SERVICE_NOT_FOUND, ORDER_CONFIRMATION_FAILED */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOrderReturnEligibility: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Eligibility per line */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            return_eligibility: components['schemas']['ReturnEligibility'];
          };
        };
      };
      /** @description error_code: ORDER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ListWaitingOrdersDeprecated: {
    parameters: {
      query?: {
        created_from?: string;
        created_to?: string;
        limit?: number;
        merchants_id?: string;
        offset?: number;
        q?: string;
        /** @description Orders with a shipment shipped from then on. */
        shipped_from?: string;
        /** @description Orders with a shipment shipped until then. */
        shipped_to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Orders */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orders: components['schemas']['Order'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ENDPOINT_SUNSET */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  ListWaitingOrders: {
    parameters: {
      query?: {
        created_from?: string;
        created_to?: string;
        limit?: number;
        merchants_id?: string;
        offset?: number;
        q?: string;
        /** @description Orders with a shipment shipped from then on. */
        shipped_from?: string;
        /** @description Orders with a shipment shipped until then. */
        shipped_to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Orders */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orders: components['schemas']['Order'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPickupPoints: {
    parameters: {
      query?: {
        country_code?: string;
        limit?: number;
        offset?: number;
        postal_code?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Pickup points */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pickup_points: components['schemas']['PickupPoint'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listProducts: {
    parameters: {
      query?: {
        active?: 'true' | 'false';
        /** @description Products with units on hand whose best-before date is within this many days (or past). */
        expires_within_days?: number;
        limit?: number;
        offset?: number;
        q?: string;
        sku?: string;
        variant_group?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Products */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            products: components['schemas']['Product'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createProduct: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          product: {
            active?: boolean;
            gtin?: string | null;
            name: string;
            name_translations?: {
              [key: string]: string;
            } | null;
            /** @description false: final sale, never offered for return (default true). */
            returnable?: boolean;
            sku: string;
            variant_group?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product: components['schemas']['Product'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: PRODUCT_SKU_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product: components['schemas']['Product'];
          };
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          product: {
            active?: boolean;
            gtin?: string | null;
            name?: string;
            name_translations?: {
              [key: string]: string;
            } | null;
            returnable?: boolean;
            sku?: unknown;
            variant_group?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description The product */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            product: components['schemas']['Product'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listStockLots: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Lots */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stock_lots: components['schemas']['StockLot'][];
            total: number;
          };
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listProductStockMovements: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Movements out of or into this location code. */
        location?: string;
        /** @description A date (its whole UTC day) or an instant. */
        occurred_from?: string;
        occurred_to?: string;
        offset?: number;
        /** @description Comma list of reasons. */
        reason?: string;
        reference_id?: string;
      };
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Stock movements */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stock_movements: components['schemas']['StockMovement'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listStockUnits: {
    parameters: {
      query?: {
        /** @description Units with exactly this best-before date. */
        best_before?: string;
        limit?: number;
        location?: string;
        offset?: number;
        /** @description Comma list of states. */
        state?: string;
      };
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Stock units */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stock_units: components['schemas']['StockUnit'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  splitProduct: {
    parameters: {
      query?: never;
      header: {
        /** @description 1-64 visible ASCII characters; retries reuse the key. */
        'Idempotency-Key': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['SplitRequest'];
      };
    };
    responses: {
      /** @description Done; moved_quantity says how many units moved (0 when none matched) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SplitResponse'];
        };
      };
      /** @description error_code: INVALID_IDEMPOTENCY_KEY, TARGET_SAME_AS_SOURCE, SPLIT_TOO_LARGE, VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: SOURCE_PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: SPLIT_IN_PROGRESS, STOCK_CHANGED, IDEMPOTENCY_KEY_REUSED, TARGET_PRODUCT_INACTIVE, PHANTOM_STOCK_SUSPECTED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listRequestLogs: {
    parameters: {
      query?: {
        /** @description Only requests served in this dated API version (which clients still use an old one). */
        api_version?: string;
        client_id?: string;
        created_from?: string;
        created_to?: string;
        error_code?: string;
        limit?: number;
        method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        offset?: number;
        request_id?: string;
        /** @description A route template, e.g. /v1/orders/{orderId}. */
        route?: string;
        /** @description A status class (2xx, 4xx, 5xx) or an exact status (409). */
        status?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Requests */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            request_logs: components['schemas']['RequestLog'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getRequestLog: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        requestLogId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            request_log: components['schemas']['RequestLogDetail'];
          };
        };
      };
      /** @description error_code: REQUEST_LOG_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getReturnPolicy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The policy */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            return_policy: components['schemas']['ReturnPolicy'];
          };
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  putReturnPolicy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          return_policy: {
            /**
             * @description Countries of the order's customer; empty means all.
             * @default []
             */
            allowed_countries?: string[];
            /** @default {} */
            branding?: {
              accent_color?: string | null;
              display_name?: string | null;
            };
            /** @default [] */
            embed_origins?: string[];
            enabled: boolean;
            /**
             * @description Exchanges (a return line asking for another product): allowed at all; when the exchange order is released (on_registration: at once; on_arrival; on_inspection: once every line with an exchange was inspected sellable); only within the returned product’s variant group.
             * @default {
             *       "enabled": true,
             *       "release": "on_inspection",
             *       "same_variant_group_only": true
             *     }
             */
            exchanges?: {
              /** @default true */
              enabled?: boolean;
              /**
               * @default on_inspection
               * @enum {string}
               */
              release?: 'on_registration' | 'on_arrival' | 'on_inspection';
              /** @default true */
              same_variant_group_only?: boolean;
            };
            /** @default {} */
            instructions?: {
              en?: string | null;
              fi?: string | null;
              sv?: string | null;
            };
            /**
             * @default [
             *       "prepaid_label",
             *       "own_shipment"
             *     ]
             */
            methods?: ('prepaid_label' | 'own_shipment')[];
            /**
             * @default [
             *       "other"
             *     ]
             */
            note_required_for?: (
              | 'damaged_in_transit'
              | 'defective'
              | 'wrong_item_sent'
              | 'not_as_described'
              | 'size_too_small'
              | 'size_too_large'
              | 'no_longer_needed'
              | 'arrived_too_late'
              | 'unwanted_gift'
              | 'other'
            )[];
            /** @default [] */
            photo_required_for?: (
              | 'damaged_in_transit'
              | 'defective'
              | 'wrong_item_sent'
              | 'not_as_described'
              | 'size_too_small'
              | 'size_too_large'
              | 'no_longer_needed'
              | 'arrived_too_late'
              | 'unwanted_gift'
              | 'other'
            )[];
            /**
             * @default [
             *       "damaged_in_transit",
             *       "defective",
             *       "wrong_item_sent",
             *       "not_as_described",
             *       "size_too_small",
             *       "size_too_large",
             *       "no_longer_needed",
             *       "arrived_too_late",
             *       "unwanted_gift",
             *       "other"
             *     ]
             */
            reason_codes?: (
              | 'damaged_in_transit'
              | 'defective'
              | 'wrong_item_sent'
              | 'not_as_described'
              | 'size_too_small'
              | 'size_too_large'
              | 'no_longer_needed'
              | 'arrived_too_late'
              | 'unwanted_gift'
              | 'other'
            )[];
            /**
             * @default manual
             * @enum {string}
             */
            review?: 'automatic' | 'manual';
            slug?: string | null;
            /** @default 30 */
            window_days?: number;
            /**
             * @default order_processed
             * @enum {string}
             */
            window_starts?: 'order_created' | 'order_processed';
          };
        };
      };
    };
    responses: {
      /** @description The saved policy */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            return_policy: components['schemas']['ReturnPolicy'];
          };
        };
      };
      /** @description error_code: RETURN_POLICY_SLUG_TAKEN */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  putReturnPolicyLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'multipart/form-data': {
          [key: string]: unknown;
        };
      };
    };
    responses: {
      /** @description The policy with its logo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            return_policy: components['schemas']['ReturnPolicy'];
          };
        };
      };
      /** @description error_code: FILE_TOO_LARGE */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: STORAGE_UNAVAILABLE */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteReturnPolicyLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The policy without a logo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            return_policy: components['schemas']['ReturnPolicy'];
          };
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listReturnRequests: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        status?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Return requests */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            return_requests: components['schemas']['ReturnRequest'][];
            total: number;
          };
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getReturnRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        returnRequestId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            return_request: components['schemas']['ReturnRequest'];
          };
        };
      };
      /** @description error_code: RETURN_REQUEST_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  approveReturnRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        returnRequestId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The approved request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            return_request: components['schemas']['ReturnRequest'];
          };
        };
      };
      /** @description error_code: RETURN_REQUEST_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: RETURN_REQUEST_ALREADY_DECIDED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  declineReturnRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        returnRequestId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          decline: {
            /** @description Shown to the customer on the tracking page and in the e-mail. */
            message: string;
          };
        };
      };
    };
    responses: {
      /** @description The declined request */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            return_request: components['schemas']['ReturnRequest'];
          };
        };
      };
      /** @description error_code: RETURN_REQUEST_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: RETURN_REQUEST_ALREADY_DECIDED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listShipments: {
    parameters: {
      query?: {
        carrier?: 'posti' | 'postnord' | 'dhl' | 'matkahuolto' | 'bring' | 'other';
        limit?: number;
        offset?: number;
        order_id?: string;
        shipped_from?: string;
        shipped_to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Shipments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            shipments: components['schemas']['Shipment'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getShipment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        shipmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The shipment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            shipment: components['schemas']['Shipment'];
          };
        };
      };
      /** @description error_code: SHIPMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateInboundShipmentReceipt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        inboundShipmentId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** @description Units to leave out of the receipt, by SKU: the notice closes short of them. */
          short?: {
            quantity: number;
            sku: string;
          }[];
        };
      };
    };
    responses: {
      /** @description The notice, processed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            inbound_shipment: components['schemas']['InboundShipment'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: SANDBOX_ONLY */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: INBOUND_SHIPMENT_NOT_RECEIVABLE, INBOUND_SHIPMENT_CLOSED */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateOrderReturnArrival: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          arrival?: {
            items?:
              | {
                  product: {
                    id: string;
                  };
                  quantity: number;
                }[]
              | null;
            warehouse_location?: {
              id: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Now pending_merchant_decision */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND, VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: SANDBOX_ONLY */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_ARRIVABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateOrderReturnCompletion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Now processed */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: SANDBOX_ONLY */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_COMPLETABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateOrderReturnInspection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /**
           * @description The condition of every line not listed in items (its expected quantity received).
           * @default sellable
           * @enum {string}
           */
          condition?: 'sellable' | 'opened_sellable' | 'damaged' | 'defective' | 'missing' | 'wrong_item';
          /** @description Per line: item_id, received_quantity, condition, note. */
          items?: {
            /** @enum {string} */
            condition: 'sellable' | 'opened_sellable' | 'damaged' | 'defective' | 'missing' | 'wrong_item';
            item_id: string;
            note?: string | null;
            received_quantity: number;
          }[];
        };
      };
    };
    responses: {
      /** @description The inspected return */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: SANDBOX_ONLY */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND, ORDER_RETURN_ITEM_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_INSPECTABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateOrderReturnRelease: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderReturnId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Now processing */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order_return: components['schemas']['OrderReturn'];
          };
        };
      };
      /** @description error_code: SANDBOX_ONLY */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_RETURN_NOT_RELEASABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateOrderProcessing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Now processed, with its shipments */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: components['schemas']['Order'];
          };
        };
      };
      /** @description error_code: SANDBOX_ONLY */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: ORDER_NOT_PICKABLE, ORDER_NOT_SHIPPABLE */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  simulateStockReceipt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          receipt: {
            /** @default SANDBOX-SHELF */
            location?: string;
            quantity: number;
          };
        };
      };
    };
    responses: {
      /** @description The units received */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stock_units: components['schemas']['StockUnit'][];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: SANDBOX_ONLY */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: PRODUCT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listStockMovements: {
    parameters: {
      query?: {
        limit?: number;
        /** @description Movements out of or into this location code. */
        location?: string;
        /** @description A date (its whole UTC day) or an instant. */
        occurred_from?: string;
        occurred_to?: string;
        offset?: number;
        product_id?: string;
        /** @description Comma list of reasons. */
        reason?: string;
        reference_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Stock movements */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            stock_movements: components['schemas']['StockMovement'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listWebhookEndpoints: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Endpoints */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            total: number;
            webhook_endpoints: components['schemas']['WebhookEndpoint'][];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          webhook_endpoint: {
            /**
             * @description The API version its events are rendered in (default: the newest).
             * @enum {string}
             */
            api_version?: '2026-12-01' | '2027-01-15';
            description?: string | null;
            event_types: (
              | 'product.inventory_changed'
              | 'product.stock_counted'
              | 'inbound_shipment.arrived'
              | 'inbound_shipment.processed'
              | 'order.created'
              | 'order.status_changed'
              | 'order.shipped'
              | 'order_return.inspected'
              | 'order_return.exchange_held'
              | 'order_return.exchange_released'
              | 'order_return.exchange_cancelled'
              | 'return_request.created'
              | 'return_request.decided'
              | 'invoice.issued'
              | 'invoice.paid'
            )[];
            url: string;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            webhook_endpoint: components['schemas']['WebhookEndpoint'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR, WEBHOOK_URL_NOT_ALLOWED */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhookEndpointId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description error_code: WEBHOOK_ENDPOINT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  replayWebhookEvents: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhookEndpointId: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          created_from?: string;
          created_to?: string;
          event_ids?: string[];
          types?: (
            | 'product.inventory_changed'
            | 'product.stock_counted'
            | 'inbound_shipment.arrived'
            | 'inbound_shipment.processed'
            | 'order.created'
            | 'order.status_changed'
            | 'order.shipped'
            | 'order_return.inspected'
            | 'order_return.exchange_held'
            | 'order_return.exchange_released'
            | 'order_return.exchange_cancelled'
            | 'return_request.created'
            | 'return_request.decided'
            | 'invoice.issued'
            | 'invoice.paid'
          )[];
        };
      };
    };
    responses: {
      /** @description Queued */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            replay: components['schemas']['WebhookReplay'];
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: WEBHOOK_ENDPOINT_NOT_FOUND, EVENT_NOT_FOUND, EVENT_EXPIRED */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: REPLAY_TOO_LARGE */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        limit?: number;
        offset?: number;
        status?: 'pending' | 'sending' | 'succeeded' | 'failed' | 'cancelled';
      };
      header?: never;
      path: {
        webhookEndpointId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deliveries */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            deliveries: components['schemas']['WebhookDelivery'][];
            total: number;
          };
        };
      };
      /** @description error_code: VALIDATION_ERROR */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description error_code: WEBHOOK_ENDPOINT_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  retryWebhookDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deliveryId: string;
        webhookEndpointId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pending attempt */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            delivery: components['schemas']['WebhookDelivery'];
          };
        };
      };
      /** @description error_code: WEBHOOK_ENDPOINT_NOT_FOUND, WEBHOOK_DELIVERY_NOT_FOUND */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Error (04 A3) */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  event_inbound_shipment_arrived: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            arrived_at: string;
            boxes_announced: number;
            boxes_arrived: number | null;
            expected_at: string | null;
            inbound_shipment_id: string;
            merchant_reference: string | null;
            name: string;
            note: string | null;
          };
          id: string;
          /** @constant */
          type: 'inbound_shipment.arrived';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_inbound_shipment_processed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data:
            | {
                arrived_at: string | null;
                boxes: {
                  announced: number;
                  arrived: number | null;
                  received: number;
                };
                discrepancy: ('short' | 'over' | 'damaged' | 'unexpected') | null;
                expected_at: string | null;
                inbound_shipment_id: string;
                invoiced: boolean;
                lines: {
                  damaged_quantity: number;
                  discrepancy: ('short' | 'over' | 'damaged' | 'unexpected') | null;
                  expected_quantity: number;
                  expired_quantity: number;
                  product_id: string;
                  quantity: number;
                  received_quantity: number;
                  sku: string | null;
                }[];
                merchant_reference: string | null;
                name: string;
                note: string | null;
                processed_at: string;
                receipts: number;
                /** @constant */
                source: 'notice';
                /** @constant */
                status: 'processed';
                units: {
                  blocked: number;
                  damaged: number;
                  expected: number;
                  expired: number;
                  over: number;
                  received: number;
                  short: number;
                };
              }
            | {
                inbound_shipment_id: string;
                lines: {
                  product_id: string;
                  quantity: number;
                  /** @enum {string} */
                  unit_state?: 'on_shelf' | 'blocked';
                }[];
                name: string | null;
                order_return_id?: string;
                processed_at: string;
                /** @constant */
                source: 'order_return';
              };
          id: string;
          /** @constant */
          type: 'inbound_shipment.processed';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_invoice_issued: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            credited_invoice_id: string | null;
            currency: string;
            due_date: string | null;
            invoice_id: string;
            issue_date: string;
            /** @enum {string} */
            kind: 'invoice' | 'credit_note';
            number: string;
            period: string;
            subtotal: {
              amount: number;
              currency: string;
            };
            total: {
              amount: number;
              currency: string;
            };
            vat_total: {
              amount: number;
              currency: string;
            };
          };
          id: string;
          /** @constant */
          type: 'invoice.issued';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_invoice_paid: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            credited_invoice_id: string | null;
            currency: string;
            due_date: string | null;
            invoice_id: string;
            issue_date: string;
            /** @enum {string} */
            kind: 'invoice' | 'credit_note';
            number: string;
            paid_at: string;
            period: string;
            subtotal: {
              amount: number;
              currency: string;
            };
            total: {
              amount: number;
              currency: string;
            };
            vat_total: {
              amount: number;
              currency: string;
            };
          };
          id: string;
          /** @constant */
          type: 'invoice.paid';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_order_return_exchange_cancelled: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            /** @enum {string} */
            cancelled_by: 'manual' | 'return_cancelled' | 'lines_removed';
            exchange_order_id: string;
            /** @constant */
            exchange_status: 'cancelled';
            order_return_id: string;
          };
          id: string;
          /** @constant */
          type: 'order_return.exchange_cancelled';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_order_return_exchange_held: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            exchange_order_id: string;
            /** @constant */
            exchange_status: 'held';
            items: {
              condition: string;
              item_id: string;
            }[];
            order_return_id: string;
          };
          id: string;
          /** @constant */
          type: 'order_return.exchange_held';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_order_return_exchange_released: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            exchange_order_id: string;
            /** @constant */
            exchange_status: 'released';
            order_return_id: string;
            order_status: string;
            /** @enum {string} */
            released_by: 'on_registration' | 'on_arrival' | 'on_inspection' | 'manual';
          };
          id: string;
          /** @constant */
          type: 'order_return.exchange_released';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_order_return_inspected: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            condition: string;
            discrepancy: boolean;
            expected_quantity: number | null;
            inspected_at: string;
            item_id: string;
            note: string | null;
            order_return_id: string;
            product_id: string;
            received_quantity: number;
          };
          id: string;
          /** @constant */
          type: 'order_return.inspected';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_order_created: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            order_id: string;
            status: string;
          };
          id: string;
          /** @constant */
          type: 'order.created';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_order_shipped: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            carrier: string;
            items: {
              order_item_id: string;
              quantity: number;
            }[];
            merchants_id: string | null;
            order_id: string;
            service: string | null;
            shipment_id: string;
            shipped_at: string;
            tracking_codes: string[];
            tracking_url: string | null;
          };
          id: string;
          /** @constant */
          type: 'order.shipped';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_order_status_changed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            order_id: string;
            previous_status: string;
            status: string;
          };
          id: string;
          /** @constant */
          type: 'order.status_changed';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_product_inventory_changed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            available: number;
            change: {
              available: number;
              on_hand: number;
              reserved: number;
            };
            details?: {
              [key: string]: unknown;
            };
            on_hand: number;
            product_id: string;
            reason: string;
            reserved: number;
            sku: string;
          };
          id: string;
          /** @constant */
          type: 'product.inventory_changed';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_product_stock_counted: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            available: number;
            counted_at: string;
            cycle_count_id: string;
            locations: {
              adjustment: number;
              batch_number: string | null;
              best_before: string | null;
              counted: number;
              expected: number;
              location: string;
            }[];
            on_hand: number;
            product_id: string;
            reserved: number;
            sku: string;
          };
          id: string;
          /** @constant */
          type: 'product.stock_counted';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_return_request_created: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            order_id: string;
            return_request_id: string;
            /** @enum {string} */
            review: 'automatic' | 'manual';
            /** @constant */
            status: 'pending';
          };
          id: string;
          /** @constant */
          type: 'return_request.created';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  event_return_request_decided: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': {
          /** Format: date-time */
          created_at: string;
          data: {
            order_return_id: string | null;
            return_request_id: string;
            /** @enum {string} */
            status: 'approved' | 'declined';
          };
          id: string;
          /** @constant */
          type: 'return_request.decided';
        };
      };
    };
    responses: {
      /** @description Received (any 2xx) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
