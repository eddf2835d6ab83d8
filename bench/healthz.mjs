/** The framework's own ceiling on this machine: GET /healthz, measured in the same run as every other figure. */
import { figure, load } from './lib.mjs';

const r = await load({ path: '/healthz' });
figure({ name: 'GET /healthz', ...r });
