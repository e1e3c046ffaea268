import type { ChatAction } from '../../../../src/core/live-chat/chat.model';
import { fakeSetup, logIn } from '../../support/fake-setup';

export async function inChat(username = 'demo', password = 'demo1234') {
  const setup = fakeSetup();
  const session = await logIn(setup, username, password);
  const page = await setup.ports.performers.find({ limit: 1 });
  // Free chat: paid chat would bill its first minute on joining, and these tests count credits of tips alone.
  const join = await setup.ports.member.joinChat({ performerId: page.items[0]!.id, kind: 'free' });
  await setup.ports.chat.join(join);
  const actions: ChatAction[] = [];
  // Set to leave the balance out of the engine's replies to charges, as a backend may answer.
  const replies = { withoutCredits: false };
  const original = setup.ports.chat.action.bind(setup.ports.chat);
  jest.spyOn(setup.ports.chat, 'action').mockImplementation(async (action) => {
    actions.push(action);
    const reply = await original(action);
    return replies.withoutCredits ? {} : reply;
  });
  return { setup, session, actions, replies };
}
