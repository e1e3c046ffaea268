/** Performer (model) data of SPEC §3. Enumerations are the spec's; values are stored as given. */

export const HAIR_COLORS = [
  'blonde',
  'dark_blonde',
  'brown',
  'black',
  'bald',
  'red',
  'gray',
  'coloured',
  'white',
] as const;
export const EYE_COLORS = ['blue', 'brown', 'green', 'gray'] as const;
export const ETHNICITIES = ['caucasian', 'latin', 'ebony', 'asian', 'mediterranean'] as const;
export const PHYSIQUES = ['skinny', 'petite', 'slim', 'curvy', 'plus'] as const;
export const ORIENTATIONS = ['straight', 'bisexual', 'gay', 'questioning'] as const;
export const BREAST_SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const LANGUAGES = [
  'Dutch',
  'English',
  'French',
  'Spanish',
  'German',
  'Danish',
  'Swedish',
  'Italian',
  'Romanian',
  'Russian',
] as const;
export const GENDERS = ['female', 'male', 'couple', 'transgender'] as const;

export type HairColor = (typeof HAIR_COLORS)[number];
export type EyeColor = (typeof EYE_COLORS)[number];
export type Ethnicity = (typeof ETHNICITIES)[number];
export type Physique = (typeof PHYSIQUES)[number];
export type Orientation = (typeof ORIENTATIONS)[number];
export type Language = (typeof LANGUAGES)[number];
export type Gender = (typeof GENDERS)[number];

/** A profile image: a plain url, or an object with a safe and a non-nude variant (SPEC §3). */
export type ProfileImage = string | { snapshot: string; nonude: string };

export type OnlineState = 'online' | 'offline';

export interface Performer {
  id: number;
  username: string;
  age: number;
  dateOfBirth: string;
  gender: Gender;
  breastSize: number;
  city: string;
  cover: string;
  cybertoy: boolean;
  decency: number;
  description: string;
  drinks: string;
  ethnicity: Ethnicity;
  eyeColor: EyeColor;
  firstCamSession: string;
  food: string;
  hairColor: HairColor;
  hobbies: string;
  images: ProfileImage[];
  kinkyAttributes: string[];
  languageBitflag: number;
  languages: Language[];
  lastCamSession: string;
  lifeGoal: string;
  luckyNumber: number;
  manType: string;
  motto: string;
  music: string;
  nicestAboutMe: string;
  nicestAboutMen: string;
  nonude: string;
  onlineState: OnlineState;
  /** Bit flags, see rules/online-status. */
  onlineStatus: number;
  orientation: Orientation;
  penisSize: number | null;
  personality: string;
  pets: string;
  physique: Physique;
  piercings: boolean;
  rating: number;
  relationship: string;
  sexLocation: string;
  sexPosition: string;
  sexualPreference: string;
  shaved: boolean;
  showType: string[];
  smoking: boolean;
  snapshot: string;
  tattoo: boolean;
  turnoff: string;
  webcamming: string;
  zodiac: string;
}

/** The subset a grid card needs; lists return these to keep pages small. */
export type PerformerSummary = Pick<
  Performer,
  | 'id'
  | 'username'
  | 'age'
  | 'snapshot'
  | 'nonude'
  | 'onlineState'
  | 'onlineStatus'
  | 'rating'
  | 'cybertoy'
  | 'languages'
>;

/** A filter on performer lists (SPEC §2 filters drawer, §7 user/find). */
export interface PerformerQuery {
  /** One gender, or any of several (the drawer's gender filter). */
  gender?: Gender | Gender[];
  ageMin?: number;
  ageMax?: number;
  hairColor?: HairColor[];
  ethnicity?: Ethnicity[];
  physique?: Physique[];
  breastSize?: number[];
  language?: Language[];
  cybertoy?: boolean;
  free?: boolean;
  /** Penis size range in cm, inclusive; performers without one (null) never match a set bound. */
  penisSizeMin?: number;
  penisSizeMax?: number;
  shaved?: boolean;
  piercings?: boolean;
  ids?: number[];
  exclude?: number[];
  username?: string;
  /** Only performers whose first cam session is at or after this ISO time (new cams). */
  firstCamAfter?: string;
  /** Locale whose language ranks first in the ordering (SPEC §7). */
  locale?: string;
  page?: number;
  limit?: number;
}

/** A query's criteria without locale and paging: what a grid's filters choose. */
export type PerformerFilters = Omit<PerformerQuery, 'locale' | 'page' | 'limit'>;

export interface PerformerPage {
  items: PerformerSummary[];
  total: number;
  page: number;
  limit: number;
}

export interface PerformerCategory {
  slug: string;
  name: string;
}
