import type { MemberShell } from '../../../../core/shell/member-shell.model';
import type { KeyValueStorage } from '../../../../ports/storage.port';
import type { ModalsViewModel } from '../../shell';

/** Session-storage key of the members this tab has already asked for a user name. */
export const USERNAME_PROMPT_KEY = 'usernamePromptAsked';

/** SPEC §2: the member's user name is still their e-mail address, which others would see. */
export function needsUsernamePrompt(member: MemberShell | null): boolean {
  return member !== null && member.username.trim().toLowerCase() === member.email.trim().toLowerCase();
}

/**
 * The change-username prompt (SPEC §2): opens for a member whose user name equals their e-mail
 * address, once per member and tab. Closed with 'later' it stays closed for the rest of the tab's
 * life, page reloads included (the tab's session storage remembers it).
 */
export class UsernamePrompt {
  constructor(
    private readonly modals: ModalsViewModel,
    private readonly session: KeyValueStorage,
  ) {}

  /** Opens the prompt when this member needs it and the tab has not asked them yet. */
  check(member: MemberShell | null): void {
    if (!member || !needsUsernamePrompt(member)) return;
    const asked = this.asked();
    if (asked.includes(member.memberId)) return;
    this.session.set(USERNAME_PROMPT_KEY, JSON.stringify([...asked, member.memberId]));
    this.modals.show('changeUsername');
  }

  private asked(): number[] {
    try {
      const parsed: unknown = JSON.parse(this.session.get(USERNAME_PROMPT_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
    } catch {
      return [];
    }
  }
}
