/**
 * The language the member API answers and mails in (x-lang, docs/api.md), shared by every
 * member-API adapter of one visitor and read as each request leaves. A module of its own: the
 * browser's App holds it from the start, before the HTTP adapters load.
 */
export class MemberLanguage {
  lang = 'nl';
}
