import { accountApi } from './account.api';
import { authApi } from './auth.api';
import { cartApi } from './cart.api';
import { catalogApi } from './catalog.api';
import { createHttp, type ApiClientOptions } from './client';
import { newsletterApi } from './newsletter.api';
import { participantsApi } from './participants.api';
import { resourcesApi } from './resources.api';
import { siteApi } from './site.api';

/** One typed function per call of 000 §7, 001 §7 and docs/api-contract.md; every answer is schema-checked. */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  return {
    ...siteApi(http),
    ...catalogApi(http),
    ...resourcesApi(http),
    ...authApi(http),
    ...participantsApi(http),
    ...cartApi(http),
    ...accountApi(http),
    ...newsletterApi(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
