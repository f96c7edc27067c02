import type { Services } from '../service/services.js';

export type { Services } from '../service/services.js';

export interface AppEnv {
  Variables: { services: Services };
}
