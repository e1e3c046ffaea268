/** Gallery media (SPEC §2 gallery, §7 media). */
export type MediaType = 'image' | 'video';

export interface MediaItem {
  id: number;
  url: string;
  title: string;
  type: MediaType;
}

export interface Album {
  id: number;
  title: string;
  cover: string;
  items: MediaItem[];
}
