/** A favourite of the member just went live (member socket `favouriteOnline`, docs/api.md). */
export interface FavouriteAlert {
  performerId: number;
  username: string;
  /** Her room's path without a locale prefix, e.g. `/profile/Anna`. */
  roomPath: string;
}

/** One favourite's line in the alert settings: whether her going live is told. */
export interface PerformerAlertSetting {
  performerId: number;
  username: string;
  enabled: boolean;
}

/** The member's alert settings as the backend keeps them (`GET /alerts`). */
export interface AlertSettings {
  /** All alerts, in-page and push, on or off. */
  enabled: boolean;
  /** Every favourite of the member, with her own switch. */
  performers: PerformerAlertSetting[];
}

/** What `PUT /alerts` takes: the main switch and the performers whose alerts are off. */
export interface AlertSettingsUpdate {
  enabled: boolean;
  muted: number[];
}

/** A browser's Web Push subscription, as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}
