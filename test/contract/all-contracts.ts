import { describeChatEngineContract } from './chat-engine.contract';
import type { ContractTarget } from './contract-target';
import { describeDialInApiContract } from './dial-in-api.contract';
import { describeInboxApiContract } from './inbox-api.contract';
import { describeLandersAndGeolocationContract } from './landers-geolocation.contract';
import { describeMediaApiContract } from './media-api.contract';
import { describeMemberAlertsContract } from './member-alerts.contract';
import { describeMemberApiContract } from './member-api.contract';
import { describeMemberEventsContract } from './member-events.contract';
import { describePaymentApiContract } from './payment-api.contract';
import { describePerformerApiContract } from './performer-api.contract';
import { describeSpendingLimitsContract } from './spending-limits.contract';
import { describeWalletHistoryContract } from './wallet-history.contract';
import { describeWalletServiceContract } from './wallet-service.contract';

/** Every port's contract against one implementation. */
export function describeAllContracts(name: string, target: ContractTarget): void {
  describeMemberApiContract(name, target);
  describeMemberAlertsContract(name, target);
  describeWalletHistoryContract(name, target);
  describeSpendingLimitsContract(name, target);
  describePaymentApiContract(name, target);
  describeDialInApiContract(name, target);
  describeMediaApiContract(name, target);
  describeInboxApiContract(name, target);
  describePerformerApiContract(name, target);
  describeLandersAndGeolocationContract(name, target);
  describeMemberEventsContract(name, target);
  describeChatEngineContract(name, target);
  describeWalletServiceContract(name, target);
}
