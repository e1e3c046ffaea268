import { makeAutoObservable, observableRef } from 'mobx';
import type { Locale } from '../../../../core/common/locale.model';
import type { Album } from '../../../../core/performers/media.model';
import type { Performer, ProfileImage } from '../../../../core/performers/performer.model';
import { canChat, onlineMode, type OnlineMode } from '../../../../core/live-chat/chat-availability';
import { localizedPath } from '../../../../core/shell/locale.rules';
import { capName } from '../../../../core/common/names';
import {
  performerAge,
  profileSections,
  type ProfileSection,
} from '../../../../core/performers/profile-facts';
import { buildQuery, type QueryPairs } from '../../../../core/common/query';
import type { FactTexts } from '../components/format';

/** The performer page's state as it travels from the server render to the browser. */
export interface PerformerPageState {
  performer: Performer;
  albums: Album[];
  /** When the server rendered (ms): the age is computed at this moment, so the browser shows the same. */
  renderedAt: number;
  /** The site's `safe` flag: the performer already comes in her safe view; explicit facts are left out. */
  safe?: boolean;
  /** Her facts' numbers and dates as the server formatted them for the page's language (format.ts). */
  factTexts?: FactTexts;
}

export type PerformerTab = 'chat' | 'profile';
export const PERFORMER_TABS: readonly PerformerTab[] = ['chat', 'profile'];

/** A thumbnail: its picture, its place in the gallery, and its title (null: a profile photo, named by number). */
export interface PhotoModel {
  source: string;
  /** 1-based page of this picture in the gallery of all the page's pictures. */
  page: number;
  title: string | null;
  /** 1-based number among the profile photos. */
  number: number;
}

export interface PhotoGroup {
  /** 'photos' for the profile photos, 'album-{id}' for an album. */
  id: string;
  /** The album's title from the backend; null for the profile photos. */
  title: string | null;
  photos: PhotoModel[];
}

function imageSource(image: ProfileImage): string {
  return typeof image === 'string' ? image : image.snapshot;
}

/**
 * The performer page (SPEC §2, §3 performer page state): the performer, her age in whole years,
 * capName, the active and previous tab (chat by default), whether she can chat now, and whether
 * the data is ready. Seeded with what the server rendered, so the first frame matches.
 */
export class PerformerPageViewModel {
  performer: Performer | null = null;
  albums: Album[] = [];
  renderedAt = 0;
  safe = false;
  factTexts: FactTexts = {};
  activeTab: PerformerTab = 'chat';
  previousTab: PerformerTab | null = null;
  dataReady = false;

  /** `keptQuery`: the basic query parameters (SPEC §2) the page's own links carry along. */
  constructor(
    readonly locale: Locale,
    private readonly keptQuery: QueryPairs = [],
  ) {
    // The page's data is replaced whole (seed), never changed in place: observing the references
    // spares a phone making every nested object of her profile observable while the page hydrates.
    makeAutoObservable<this, 'keptQuery'>(
      this,
      {
        locale: false,
        keptQuery: false,
        performer: observableRef,
        albums: observableRef,
        factTexts: observableRef,
      },
      { autoBind: true },
    );
  }

  seed(state: PerformerPageState): void {
    this.performer = state.performer;
    this.albums = state.albums;
    this.renderedAt = state.renderedAt;
    this.safe = state.safe === true;
    this.factTexts = state.factTexts ?? {};
    this.dataReady = true;
  }

  get age(): number | null {
    return this.performer ? performerAge(this.performer, this.renderedAt) : null;
  }

  get capName(): string {
    return this.performer ? capName(this.performer.username) : '';
  }

  get mode(): OnlineMode {
    return onlineMode(this.performer?.onlineStatus ?? 0);
  }

  /** Online or in free chat; not in another member's VIP show, not on a pause (rules/chat-availability). */
  get canChat(): boolean {
    return canChat(this.performer?.onlineStatus ?? 0);
  }

  get sections(): ProfileSection[] {
    return this.performer ? profileSections(this.performer, this.renderedAt, this.safe) : [];
  }

  /** The profile photos first, then each album with pictures; pages run on across the groups. */
  get photoGroups(): PhotoGroup[] {
    let page = 0;
    const photos = (this.performer?.images ?? []).map((image, index) => ({
      source: imageSource(image),
      page: ++page,
      title: null,
      number: index + 1,
    }));
    const albums = this.albums.map((album) => ({
      id: `album-${album.id}`,
      title: album.title,
      photos: album.items
        // An <img> cannot show a video; the gallery is for pictures.
        .filter((item) => item.type === 'image')
        .map((item, index) => ({ source: item.url, page: ++page, title: item.title, number: index + 1 })),
    }));
    return [{ id: 'photos', title: null, photos }, ...albums].filter((group) => group.photos.length > 0);
  }

  get homeHref(): string {
    return localizedPath('/', this.locale) + buildQuery(this.keptQuery);
  }

  /** SPEC §2: /messenger/new-conversation?modelId={id}&model={username}, in the page's language. */
  get privateMessageHref(): string {
    const performer = this.performer;
    if (!performer) return this.homeHref;
    const query: QueryPairs = [
      ['modelId', String(performer.id)],
      ['model', performer.username],
      ...this.keptQuery,
    ];
    return localizedPath('/messenger/new-conversation', this.locale) + buildQuery(query);
  }

  selectTab(tab: PerformerTab): void {
    if (tab === this.activeTab) return;
    this.previousTab = this.activeTab;
    this.activeTab = tab;
  }
}
