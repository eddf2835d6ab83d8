// Adapted from Medusa's starter seed (medusajs/medusa-starter-default src/scripts/seed.ts): the same workflows,
// cut to what the peer comparison needs: a region (EUR, system payment provider), a sales channel, a publishable
// API key, a stock location with a shipping option, and 3 products of one variant each with stock at the location.
// Writes the ids the bench uses to seed-output.json in the working directory.
import { writeFileSync } from 'node:fs';
import { ExecArgs } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, Modules, ProductStatus } from '@medusajs/framework/utils';
import {
  createApiKeysWorkflow,
  createInventoryLevelsWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingOptionsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from '@medusajs/medusa/core-flows';

export default async function seedPeer({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const link = container.resolve(ContainerRegistrationKeys.LINK);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const fulfillment = container.resolve(Modules.FULFILLMENT);
  const salesChannels = container.resolve(Modules.SALES_CHANNEL);
  const stores = container.resolve(Modules.STORE);
  const countries = ['de', 'dk', 'fr'];

  const [store] = await stores.listStores();
  let channels = await salesChannels.listSalesChannels({ name: 'Default Sales Channel' });
  if (!channels.length) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: 'Default Sales Channel' }] },
    });
    channels = result;
  }
  const channel = channels[0];
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: store.id },
      update: {
        supported_currencies: [{ currency_code: 'eur', is_default: true }],
        default_sales_channel_id: channel.id,
      },
    },
  });

  const { result: regions } = await createRegionsWorkflow(container).run({
    input: {
      regions: [
        { name: 'Europe', currency_code: 'eur', countries, payment_providers: ['pp_system_default'] },
      ],
    },
  });
  const region = regions[0];
  await createTaxRegionsWorkflow(container).run({
    input: countries.map((country_code) => ({ country_code, provider_id: 'tp_system' })),
  });

  const { result: locations } = await createStockLocationsWorkflow(container).run({
    input: {
      locations: [{ name: 'Warehouse', address: { city: 'Hamburg', country_code: 'DE', address_1: '' } }],
    },
  });
  const location = locations[0];
  await updateStoresWorkflow(container).run({
    input: { selector: { id: store.id }, update: { default_location_id: location.id } },
  });
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
    [Modules.FULFILLMENT]: { fulfillment_provider_id: 'manual_manual' },
  });

  const profiles = await fulfillment.listShippingProfiles({ type: 'default' });
  let profile = profiles[0];
  if (!profile) {
    const { result } = await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: 'Default Shipping Profile', type: 'default' }] },
    });
    profile = result[0];
  }
  const fulfillmentSet = await fulfillment.createFulfillmentSets({
    name: 'Warehouse delivery',
    type: 'shipping',
    service_zones: [
      {
        name: 'Europe',
        geo_zones: countries.map((country_code) => ({ country_code, type: 'country' as const })),
      },
    ],
  });
  await link.create({
    [Modules.STOCK_LOCATION]: { stock_location_id: location.id },
    [Modules.FULFILLMENT]: { fulfillment_set_id: fulfillmentSet.id },
  });
  const { result: shippingOptions } = await createShippingOptionsWorkflow(container).run({
    input: [
      {
        name: 'Standard Shipping',
        price_type: 'flat',
        provider_id: 'manual_manual',
        service_zone_id: fulfillmentSet.service_zones[0].id,
        shipping_profile_id: profile.id,
        type: { label: 'Standard', description: 'Ship in 2-3 days.', code: 'standard' },
        prices: [
          { currency_code: 'eur', amount: 10 },
          { region_id: region.id, amount: 10 },
        ],
        rules: [
          { attribute: 'enabled_in_store', value: 'true', operator: 'eq' },
          { attribute: 'is_return', value: 'false', operator: 'eq' },
        ],
      },
    ],
  });
  await linkSalesChannelsToStockLocationWorkflow(container).run({
    input: { id: location.id, add: [channel.id] },
  });

  const {
    result: [apiKey],
  } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: 'Bench', type: 'publishable', created_by: '' }] },
  });
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: apiKey.id, add: [channel.id] } });

  const { result: products } = await createProductsWorkflow(container).run({
    input: {
      products: ['Mug', 'Poster', 'Tote bag'].map((title, i) => ({
        title,
        handle: `bench-${i + 1}`,
        weight: 400,
        status: ProductStatus.PUBLISHED,
        shipping_profile_id: profile.id,
        options: [{ title: 'Size', values: ['One size'] }],
        variants: [
          {
            title: 'One size',
            sku: `BENCH-${i + 1}`,
            options: { Size: 'One size' },
            manage_inventory: true,
            prices: [{ amount: 10 + i, currency_code: 'eur' }],
          },
        ],
        sales_channels: [{ id: channel.id }],
      })),
    },
  });

  const { data: items } = await query.graph({ entity: 'inventory_item', fields: ['id'] });
  await createInventoryLevelsWorkflow(container).run({
    input: {
      inventory_levels: items.map((item) => ({
        location_id: location.id,
        stocked_quantity: 100_000_000,
        inventory_item_id: item.id,
      })),
    },
  });

  const out = {
    region_id: region.id,
    sales_channel_id: channel.id,
    publishable_key: apiKey.token,
    shipping_option_id: shippingOptions[0].id,
    stock_location_id: location.id,
    variant_ids: products.map((p) => p.variants[0].id),
  };
  writeFileSync('seed-output.json', JSON.stringify(out, null, 2));
  logger.info(`Seeded the peer comparison: ${JSON.stringify(out)}`);
}
