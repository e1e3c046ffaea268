import type { MemberEventMap } from '../../src/ports/member-events.port';
import type { ContractTarget } from './contract-target';
import { itWithTools } from './contract-target';
import { eventually, loginMember } from './contract-helpers';

async function firstPerformer(target: ContractTarget): Promise<{ id: number; username: string }> {
  const [performer] = (await target.makePorts().performers.find({ page: 1, limit: 60 })).items.slice(9, 10);
  if (!performer) throw new Error('no performers');
  return { id: performer.id, username: performer.username };
}

/** MemberEvents: connect, private-message replies, favourites, reconnect after a drop (SPEC §4). */
export function describeMemberEventsContract(name: string, target: ContractTarget): void {
  describe(`MemberEvents contract: ${name}`, () => {
    it('connects, reports the first connect and delivers favourite events', async () => {
      const ports = target.makePorts();
      const token = await loginMember(target, ports);
      const connects: boolean[] = [];
      const added: number[] = [];
      ports.memberEvents.onConnect((reconnect) => connects.push(reconnect));
      ports.memberEvents.on('favouriteAdd', (event) => added.push(event.performerId));
      ports.memberEvents.connect(token);
      await eventually(target, () => connects.length > 0, 10);
      expect(connects).toEqual([false]);
      expect(ports.memberEvents.isConnected()).toBe(true);
      const performer = await firstPerformer(target);
      await ports.member.removeFavourite(performer.id);
      await ports.member.addFavourite(performer.id);
      await eventually(target, () => added.includes(performer.id), 10);
      await ports.member.removeFavourite(performer.id);
      ports.memberEvents.disconnect();
      expect(ports.memberEvents.isConnected()).toBe(false);
    });

    it('delivers the performer reply to a sent message as privateMessage', async () => {
      const ports = target.makePorts();
      const token = await loginMember(target, ports);
      const messages: MemberEventMap['privateMessage'][] = [];
      ports.memberEvents.on('privateMessage', (event) => messages.push(event));
      ports.memberEvents.connect(token);
      await eventually(target, () => ports.memberEvents.isConnected(), 10);
      const performer = await firstPerformer(target);
      const send = {
        attachment: null,
        message: 'Ben je er?',
        partnerId: performer.id,
        target: performer.username,
      };
      const sent = await ports.inbox.send(0, send);
      const reply = await eventually(target, () =>
        messages.find((event) => event.conversationId === sent.conversationId),
      );
      expect(reply.message.owner).toBe('other');
      expect(reply.message.content.length).toBeGreaterThan(0);
      ports.memberEvents.disconnect();
    });

    itWithTools(target)('reconnects after a dropped socket and keeps delivering', async () => {
      const ports = target.makePorts();
      const token = await loginMember(target, ports);
      const connects: boolean[] = [];
      const messages: MemberEventMap['privateMessage'][] = [];
      ports.memberEvents.onConnect((reconnect) => connects.push(reconnect));
      ports.memberEvents.on('privateMessage', (event) => messages.push(event));
      ports.memberEvents.connect(token);
      await eventually(target, () => connects.length === 1, 10);
      target.tools?.dropSockets();
      await eventually(target, () => connects.length === 2, 100);
      expect(connects).toEqual([false, true]);
      const performer = await firstPerformer(target);
      const send = {
        attachment: null,
        message: 'Nog een vraag',
        partnerId: performer.id,
        target: performer.username,
      };
      const sent = await ports.inbox.send(0, send);
      await eventually(target, () => messages.find((event) => event.conversationId === sent.conversationId));
      ports.memberEvents.disconnect();
    });
  });
}
