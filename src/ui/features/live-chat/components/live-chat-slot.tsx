import { lazyPart, LoadedPart } from '../../../components/common/lazy-part';
import { useEffect, useState } from 'react';
import type { LiveChatRoomProps } from './live-chat-room';

// The room's code (log, tips, VIP...) loads after the page is interactive, in its own chunk.
const LiveChatRoom = lazyPart(() => import('./live-chat-room'));

/** Her room, once the page runs in the browser and only while she can chat: never server-rendered. */
export function LiveChatSlot(props: LiveChatRoomProps & { canChat: boolean }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !props.canChat) return null;
  return (
    <LoadedPart name="live chat room">
      <LiveChatRoom {...props} />
    </LoadedPart>
  );
}
