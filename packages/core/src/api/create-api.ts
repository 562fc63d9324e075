import type { ApiClient } from './client';
import { createChatApi, createCategoryApi, createChatHeadApi } from './chat';
import { createConfigApi } from './config';
import { createBankApi, createContactApi, createFaqApi } from './content';
import { createEmployeeApi, createMiscApi } from './employee';
import { createBusinessRoleApi, createHearFromApi, createLookupApi } from './onboarding';
import { createDiscountApi, createPlanApi } from './plan';
import { createUserApi } from './user';
import { createWalletApi } from './wallet';

/** Every call of spec §7 (plus config and health), grouped by area as the paths are. */
export function createApi(client: ApiClient) {
  return {
    user: createUserApi(client),
    lookup: createLookupApi(client),
    businessRole: createBusinessRoleApi(client),
    hearFrom: createHearFromApi(client),
    category: createCategoryApi(client),
    chatHead: createChatHeadApi(client),
    chat: createChatApi(client),
    plan: createPlanApi(client),
    discount: createDiscountApi(client),
    employee: createEmployeeApi(client),
    misc: createMiscApi(client),
    wallet: createWalletApi(client),
    contact: createContactApi(client),
    faq: createFaqApi(client),
    bank: createBankApi(client),
    config: createConfigApi(client),
  };
}

export type Api = ReturnType<typeof createApi>;
