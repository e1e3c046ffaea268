import { SafeText } from '../../../components/common/safe-text';

/** A chat line's text through the core's safe markup (the room renders only in the browser). */
export function ChatText({ text }: { text: string }) {
  return <SafeText text={text} origin={window.location.origin} />;
}
