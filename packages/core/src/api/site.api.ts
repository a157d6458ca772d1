import { oneOf, organiserSchema, pageSchema, websiteSchema, type Organiser, type Page, type Website } from '../schemas/index';
import type { Http } from './client';

// Organiser and website (docs/api-contract.md "Organiser and website").

export function siteApi(http: Http) {
  return {
    getOrganiser: async (): Promise<Organiser> => (await http.send({ method: 'GET', path: 'organiser' }, oneOf(organiserSchema))).data,
    getWebsite: async (): Promise<Website> => (await http.send({ method: 'GET', path: 'website' }, oneOf(websiteSchema))).data,
    /** The page whose pathname is given (`/`, `/stages`...). */
    getPage: async (pathname: string): Promise<Page> =>
      (await http.send({ method: 'GET', path: 'website/pages', query: { pathname } }, oneOf(pageSchema))).data,
  };
}
