import type { FavouriteAlert } from '../../src/core/performers/favourite-alert.model';
import { ERROR_LABELS } from '../../src/core/common/api-error.model';
import type { ContractTarget, VisitorPorts } from './contract-target';
import { itWithTools } from './contract-target';
import { eventually, expectLabel, registerAndLogin } from './contract-helpers';

async function performerAt(ports: VisitorPorts, index: number): Promise<{ id: number; username: string }> {
  const performer = (await ports.performers.find({ page: 1, limit: 60 })).items[index];
  if (!performer) throw new Error('no performers');
  return { id: performer.id, username: performer.username };
}

const SUBSCRIPTION = {
  endpoint: 'https://push.example.test/send/abc',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** MemberApi's alert settings and push subscriptions, and the favouriteOnline event (docs/api.md). */
export function describeMemberAlertsContract(name: string, target: ContractTarget): void {
  describe(`MemberApi alerts contract: ${name}`, () => {
    it('lists every favourite with alerts on until one or all are switched off', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      const performer = await performerAt(ports, 40);
      expect(await ports.member.getAlertSettings()).toEqual({ enabled: true, performers: [] });
      await ports.member.addFavourite(performer.id);
      const on = { performerId: performer.id, username: performer.username, enabled: true };
      expect(await ports.member.getAlertSettings()).toEqual({ enabled: true, performers: [on] });
      const muted = await ports.member.updateAlertSettings({ enabled: false, muted: [performer.id] });
      expect(muted).toEqual({ enabled: false, performers: [{ ...on, enabled: false }] });
      expect(await ports.member.getAlertSettings()).toEqual(muted);
    });

    it('keeps and forgets push subscriptions, and refuses one without an https endpoint', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      await ports.member.addPushSubscription(SUBSCRIPTION);
      await ports.member.removePushSubscription(SUBSCRIPTION.endpoint);
      await expectLabel(
        ports.member.addPushSubscription({ ...SUBSCRIPTION, endpoint: 'http://plain.example.test/' }),
        ERROR_LABELS.validation,
      );
    });

    itWithTools(target)('tells a member when a favourite goes live, unless switched off', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      const performer = await performerAt(ports, 41);
      await ports.member.addFavourite(performer.id);
      const heard: FavouriteAlert[] = [];
      ports.memberEvents.on('favouriteOnline', (alert) => heard.push(alert));
      ports.memberEvents.connect();
      await eventually(target, () => ports.memberEvents.isConnected(), 10);
      try {
        await target.tools?.setPerformerStatus(performer.username, 0);
        await target.tools?.setPerformerStatus(performer.username, 3);
        await eventually(target, () => heard.length > 0, 10);
        const room = `/profile/${encodeURIComponent(performer.username)}`;
        expect(heard).toEqual([{ performerId: performer.id, username: performer.username, roomPath: room }]);
        await ports.member.updateAlertSettings({ enabled: true, muted: [performer.id] });
        await target.tools?.setPerformerStatus(performer.username, 0);
        await target.tools?.setPerformerStatus(performer.username, 1);
        await ports.member.getCredits();
        expect(heard).toHaveLength(1);
      } finally {
        await target.tools?.setPerformerStatus(performer.username, null);
        ports.memberEvents.disconnect();
      }
    });
  });
}
