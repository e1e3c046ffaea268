import type { App } from '../../../../../src/composition/app';
import type { DialInFlowListener } from '../../../../../src/core/dial-in/dial-in-flow';
import { DialInStatus } from '../../../../../src/ui/features/dial-in/view-models/dial-in-status';
import { onPhoneChatEnded } from '../../../../../src/ui/features/dial-in/view-models/phone-chat-end';

function appWithFlow() {
  const listeners: DialInFlowListener[] = [];
  const dialIn = jest.fn(async () => ({
    dialInFlow: {
      subscribe: (listener: DialInFlowListener) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      },
    },
  }));
  return { app: { features: { dialIn } } as unknown as App, dialIn, listeners };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('onPhoneChatEnded', () => {
  it('loads nothing without a phone call, and leaves the chat with the flow’s reason when the call ends', async () => {
    const status = new DialInStatus();
    const { app, dialIn, listeners } = appWithFlow();
    const left: string[] = [];
    const stop = onPhoneChatEnded(status, app, (reason) => left.push(reason));
    await settle();
    expect(dialIn).not.toHaveBeenCalled();
    status.show({ session: 's1', active: true } as Parameters<DialInStatus['show']>[0]);
    await settle();
    expect(listeners).toHaveLength(1);
    listeners[0]!.leaveChat?.('dialin_stopped');
    expect(left).toEqual(['dialin_stopped']);
    stop();
    expect(listeners).toHaveLength(0);
  });
});
