/** Lander configuration fetched from cloud storage (SPEC §3). */
export interface LanderConfig {
  id: string;
  layout: string;
  media: { mediaLeft: string; mediaRight: string; amount: string };
  i18n: Record<string, Partial<Record<LanderText, string>>>;
}

export type LanderText =
  'performerName' | 'title' | 'title2' | 'subtitle' | 'button' | 'creditsSent' | 'noEmail' | 'or' | 'change';
