/**
 * The layouts of SPEC §2. 'default' frames grids and simple pages; a white-label partner's
 * configuration turns the default into the white-label layout (header image, SEO content);
 * 'messenger' hides the header on mobile while a conversation is open; 'streambox' frames the
 * performer page (footer hidden on mobile unless the profile or chat tab can be used).
 */
export type LayoutName = 'default' | 'messenger' | 'streambox';
