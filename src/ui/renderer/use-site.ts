import type { SiteInfo } from './vike-page-context';
import { usePageContext } from './page-context';

/** The white-label facts the frame shows, sent with the first page of a visit and kept for the tab. */
let tabSite: SiteInfo | null = null;

export function useSite(): SiteInfo {
  const site = usePageContext().site ?? tabSite;
  if (!site) throw new Error('The page arrived without the site information');
  if (typeof window !== 'undefined') tabSite = site;
  return site;
}
