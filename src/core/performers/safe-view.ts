import type { Performer, PerformerSummary, ProfileImage } from './performer.model';

/**
 * The `safe` feature flag (SPEC §4; docs/decisions.md, 42): pictures in their non-nude variant only
 * (SPEC §3: a profile image is a url, or an object with a snapshot and a non-nude variant), and
 * no explicit profile facts. On by default.
 */

/** Profile facts a safe site leaves out: the body's intimate details and sexual preferences. */
export const EXPLICIT_FIELDS: ReadonlySet<keyof Performer> = new Set<keyof Performer>([
  'breastSize',
  'penisSize',
  'shaved',
  'turnoff',
  'sexualPreference',
  'sexLocation',
  'sexPosition',
  'kinkyAttributes',
]);

/** A grid card's picture: the non-nude variant on a safe site. */
export function cardPicture(performer: Pick<PerformerSummary, 'snapshot' | 'nonude'>, safe: boolean): string {
  return safe ? performer.nonude : performer.snapshot;
}

/**
 * The performer as a safe site shows and sends her: her snapshot and photos in their non-nude
 * variant (a photo given as a bare url has none and is left out), her explicit text facts
 * emptied, so they do not even travel with the page. Numbers and yes/no facts among the explicit
 * ones cannot be emptied: profileSections leaves them out (its `safe` option).
 */
export function safePerformer(performer: Performer): Performer {
  return {
    ...performer,
    snapshot: performer.nonude,
    images: performer.images.flatMap((image: ProfileImage) =>
      typeof image === 'string' ? [] : [{ snapshot: image.nonude, nonude: image.nonude }],
    ),
    turnoff: '',
    sexualPreference: '',
    sexLocation: '',
    sexPosition: '',
    kinkyAttributes: [],
    penisSize: null,
  };
}
