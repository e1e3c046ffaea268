import type { BackendPorts } from '../../src/ports/backend-ports';
import type { MemberEventMap } from '../../src/ports/member-events.port';
import type { ContractTarget } from './contract-target';
import { itWithTools } from './contract-target';
import { eventually, loginMember } from './contract-helpers';

async function firstPerformer(target: ContractTarget): Promise<{ id: number; username: string }> {
  const [performer] = (await target.makePorts().performers.find({ page: 1, limit: 60 })).items.slice(9, 10);
  if (!performer) throw new Error('no performers');
  return { id: performer.id, username: performer.username };
}

type StatusEvent = MemberEventMap['performerStatus'];

/** A channel recording what it hears of performerStatus and setCredits. */
function listenForStatus(ports: BackendPorts): { statuses: StatusEvent[]; credits: number[] } {
  const heard = { statuses: [] as StatusEvent[], credits: [] as number[] };
  ports.memberEvents.on('performerStatus', (event) => heard.statuses.push(event));
  ports.memberEvents.on('setCredits', (event) => heard.credits.push(event.credits));
  return heard;
}

/** MemberEvents: connect, private-message replies, favourites, reconnect after a drop (SPEC §4). */
export function describeMemberEventsContract(name: string, target: ContractTarget): void {
  describe(`MemberEvents contract: ${name}`, () => {
    it('connects, reports the first connect and delivers favourite events', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const connects: boolean[] = [];
      const added: number[] = [];
      ports.memberEvents.onConnect((reconnect) => connects.push(reconnect));
      ports.memberEvents.on('favouriteAdd', (event) => added.push(event.performerId));
      ports.memberEvents.connect();
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

    it('opens the channel for the token the session holder has when connecting', async () => {
      const ports = target.makePorts();
      const heard = listenForStatus(ports);
      const connects: boolean[] = [];
      ports.memberEvents.onConnect((reconnect) => connects.push(reconnect));
      ports.memberEvents.connect();
      await eventually(target, () => connects.length === 1, 10);
      await loginMember(target, ports);
      ports.memberEvents.connect();
      await eventually(target, () => heard.credits.length > 0, 10);
      expect(connects).toEqual([false, false]);
      // Only the second channel, opened with the member's token, was told the balance.
      expect(heard.credits).toHaveLength(1);
      expect(heard.credits[0]).toBe(await ports.member.getCredits());
      ports.memberEvents.disconnect();
    });

    it('delivers the performer reply to a sent message as privateMessage', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const messages: MemberEventMap['privateMessage'][] = [];
      ports.memberEvents.on('privateMessage', (event) => messages.push(event));
      ports.memberEvents.connect();
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

    itWithTools(target)('delivers performerStatus to a guest and a member channel', async () => {
      const guest = target.makePorts();
      const member = target.makePorts();
      await loginMember(target, member);
      const guestHeard = listenForStatus(guest);
      const memberHeard = listenForStatus(member);
      guest.memberEvents.connect();
      member.memberEvents.connect();
      await eventually(target, () => guest.memberEvents.isConnected() && memberHeard.credits.length > 0, 10);
      const performer = await firstPerformer(target);
      const current = (await guest.performers.profile(performer.id)).onlineStatus;
      const status = current === 5 ? 3 : 5;
      const expected = { performerId: performer.id, onlineStatus: status };
      const about = (heard: { statuses: StatusEvent[] }) =>
        heard.statuses.filter((event) => event.performerId === performer.id);
      try {
        await target.tools?.setPerformerStatus(performer.username, status);
        await eventually(target, () => about(guestHeard).at(-1)?.onlineStatus === status, 10);
        await eventually(target, () => about(memberHeard).at(-1)?.onlineStatus === status, 10);
        expect(about(guestHeard).at(-1)).toEqual(expected);
        expect(about(memberHeard)).toEqual(about(guestHeard));
        expect((await guest.performers.profile(performer.id)).onlineStatus).toBe(status);
        // Member-only events stay member-only: a guest never gets a balance.
        expect(guestHeard.credits).toEqual([]);
      } finally {
        await target.tools?.setPerformerStatus(performer.username, null);
        guest.memberEvents.disconnect();
        member.memberEvents.disconnect();
      }
    });

    itWithTools(target)('announces schedule changes to a guest channel at the next slot', async () => {
      const guest = target.makePorts();
      const heard = listenForStatus(guest);
      guest.memberEvents.connect();
      await eventually(target, () => guest.memberEvents.isConnected(), 10);
      // Slots last 10 minutes; a minute a round crosses a boundary within ten rounds.
      await eventually(target, () => heard.statuses.length > 0, 60_000);
      for (const event of heard.statuses) {
        expect([0, 1, 3, 5, 9]).toContain(event.onlineStatus);
        expect((await guest.performers.profile(event.performerId)).onlineStatus).toBe(event.onlineStatus);
      }
      guest.memberEvents.disconnect();
    });

    itWithTools(target)('reconnects after a dropped socket and keeps delivering', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const connects: boolean[] = [];
      const messages: MemberEventMap['privateMessage'][] = [];
      ports.memberEvents.onConnect((reconnect) => connects.push(reconnect));
      ports.memberEvents.on('privateMessage', (event) => messages.push(event));
      ports.memberEvents.connect();
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
