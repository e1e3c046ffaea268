import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/shell-context';
import type { PerformerPageViewModel } from '../view-models/performer-page.view-model';
import { PayByPhoneButton } from '../../dial-in';
import { useSite } from '../../../renderer/use-site';

/**
 * The chat tab's way to her: the link to write her a private message. A guest cannot message yet:
 * once the page runs, the link opens registration for her instead (the register modal with her
 * snapshot and name, SPEC §2); without script it still leads where the server sends guests. A
 * guest may also chat on a phone call, without an account (the dial-in drawer): offered only while
 * she can chat, since the call's credits pay her live chat, and not again during a call. Without
 * the messenger feature there is nowhere to write her, and no link.
 */
export const ChatEntry = observer(function ChatEntry({ vm }: { vm: PerformerPageViewModel }) {
  const { t } = useTranslation();
  const shell = useShell();
  const messenger = useSite().features.messenger;
  const performer = vm.performer;
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (shell.loggedIn || !performer) return;
    event.preventDefault();
    const { id, username, snapshot } = performer;
    shell.modals.show('register', { source: 'guest', performer: { id, username, snapshot } });
  }
  return (
    <>
      {messenger && (
        <a className="button performer-chat__message" href={vm.privateMessageHref} onClick={handleClick}>
          {t('profile.chat.privateMessage')}
        </a>
      )}
      {!shell.loggedIn && vm.canChat && !shell.dialIn.active && <PayByPhoneButton />}
    </>
  );
});
