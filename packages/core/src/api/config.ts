import type { ApiClient } from './client';
import type { AppConfig, Health } from '../types';

/** Service configuration and health. */
export function createConfigApi(client: ApiClient) {
  return {
    getConfig: () => client.get<AppConfig>('/api/config'),
    getHealth: () => client.get<Health>('/api/health'),
  };
}
