import type { Performer } from '../../../core/performers/performer.model';

/** The fields that depend on the clock; the catalogue fills them in when a performer is read. */
export type LiveField = 'age' | 'onlineState' | 'onlineStatus' | 'lastCamSession';
export type StaticProfile = Omit<Performer, LiveField>;

/** A generated performer: the fixed profile plus what the online schedule needs. */
export interface PerformerRecord {
  id: number;
  profile: StaticProfile;
  /** Share of hours this performer is online, 0..1. */
  activity: number;
  /** Milliseconds of `profile.firstCamSession`; nobody is online before it. */
  firstCamMs: number;
}

/** Relative media url of a generated portrait: the sandbox draws it (`FakeWorld.mediaSvg`) and sends a JPEG. */
export function portraitUrl(performerId: number, width = 400, height = 300, variant?: string): string {
  const base = `/sandbox/media/portrait/${performerId}.jpg?w=${width}&h=${height}`;
  return variant ? `${base}&v=${variant}` : base;
}
