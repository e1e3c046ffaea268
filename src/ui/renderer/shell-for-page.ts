import type { App } from '../../composition/app';
import type { PageContext } from 'vike/types';
import { queryValue, parseQuery } from '../../core/common/query';
import { needsAgeGate } from '../../core/shell/age-gate';
import { canChat } from '../../core/live-chat/chat-availability';
import { ShellViewModel } from '../features/shell/view-models/shell.view-model';
import { pageData } from './page-data';

/** A new frame state for a server render, or the tab's first page. */
export function createShell(app: App, pageContext: PageContext, navigate: (url: string) => void) {
  const { performers, account } = app.features;
  const shell = new ShellViewModel(
    { performers, account, navigate, stores: app.stores },
    pageContext.mobileAgent === true,
    pageContext.dialInActive === true,
  );
  applyPage(shell, pageContext);
  return shell;
}

/** A performer page's first frame: its default tab (chat) and whether she can chat right now. */
function streamboxOf(pageContext: PageContext): { tab: string | null; canChat: boolean } {
  const performer = pageData<{ performer?: { onlineStatus?: number } } | undefined>(pageContext)?.performer;
  if (pageContext.config.layout !== 'streambox' || typeof performer?.onlineStatus !== 'number')
    return { tab: null, canChat: false };
  return { tab: 'chat', canChat: canChat(performer.onlineStatus) };
}

/**
 * What each page brings to the frame: the member as the backend last described them, the age gate,
 * and for the performer page the streambox state, so the server's HTML already shows or hides the
 * footer on phones as the page will.
 */
export function applyPage(shell: ShellViewModel, pageContext: PageContext): void {
  if (pageContext.member !== undefined) shell.seed(pageContext.member, pageContext.pendingMember ?? null);
  const streambox = streamboxOf(pageContext);
  shell.setStreambox(streambox.tab, streambox.canChat);
  const splash6 = queryValue(parseQuery(pageContext.urlParsed.searchOriginal ?? ''), 'splash6');
  if (needsAgeGate(splash6, pageContext.ageVerified === true) && !shell.modals.isOpen('ageVerification'))
    shell.modals.show('ageVerification');
}
