/** SPEC §2 welcome-credits popup: the open-web-mail button for four known mail providers. */

export interface WebMailProvider {
  /** Shown on the button ('Open Gmail'). */
  name: string;
  /** The provider's inbox, opened in a new tab. */
  url: string;
}

const PROVIDERS: readonly (WebMailProvider & { domains: readonly string[] })[] = [
  { name: 'Gmail', url: 'https://mail.google.com/', domains: ['gmail.com', 'googlemail.com'] },
  {
    name: 'Outlook',
    url: 'https://outlook.live.com/mail/',
    domains: ['outlook.com', 'hotmail.com', 'hotmail.nl', 'live.com', 'live.nl', 'msn.com'],
  },
  { name: 'Yahoo Mail', url: 'https://mail.yahoo.com/', domains: ['yahoo.com', 'yahoo.nl', 'ymail.com'] },
  { name: 'Ziggo Mail', url: 'https://webmail.ziggo.nl/', domains: ['ziggo.nl', 'home.nl', 'casema.nl'] },
];

/** The web mail of the address's domain (case-insensitive), or null for any other domain. */
export function webMailFor(email: string): WebMailProvider | null {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain) return null;
  const provider = PROVIDERS.find((candidate) => candidate.domains.includes(domain));
  return provider ? { name: provider.name, url: provider.url } : null;
}
