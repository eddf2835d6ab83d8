import data from './demo-data.json';

/** Fixed identities of the demo data set (05 §1), shared with scripts/demo.mjs through demo-data.json. */
export const DEMO_MERCHANT_ID = data.merchantId;
export const DEMO_OTHER_MERCHANT_ID = data.otherMerchantId;

export const DEMO_USERS = data.users as readonly {
  email: string;
  password: string;
  role: 'merchant_admin' | 'merchant_staff' | 'warehouse_staff' | 'operator_admin';
  name: string;
  merchant: boolean;
}[];

export const DEMO_API_CLIENT = data.apiClient;
export const DEMO_OPERATOR_CLIENT = data.operatorClient;
