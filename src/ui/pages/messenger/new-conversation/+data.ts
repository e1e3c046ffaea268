import type { PageContextServer } from 'vike/types';
import { parseQuery, queryValue } from '../../../../core/common/query';
import { messengerPageData } from '../../../features/messaging/messenger-page-data';
import { originalUrl } from '../../../renderer/original-url';

/** /messenger/new-conversation?modelId={id}&model={username}: start writing to a performer. */
export const data = (pageContext: PageContextServer) => {
  // The original URL's query: the logical URL (without /en) does not keep it.
  const query = parseQuery(originalUrl(pageContext).search);
  const username = queryValue(query, 'model')?.trim() ?? '';
  const id = Number(queryValue(query, 'modelId'));
  return messengerPageData(
    pageContext,
    username ? { id: Number.isInteger(id) && id > 0 ? id : null, username } : null,
  );
};
