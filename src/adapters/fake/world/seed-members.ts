import type { Accounts } from './accounts';
import type { Inbox } from './inbox';
import type { WorldContext } from './world-context';
import { HOUR_MS, MINUTE_MS } from './world-time';

/** The seeded accounts the README documents. Passwords are plain text: this is a demo world. */
export const DEMO_ACCOUNTS = {
  demo: { username: 'demo', password: 'demo1234', email: 'demo@example.test' },
  newbie: { username: 'newbie', password: 'newbie123', email: 'newbie@example.test' },
  oldtimer: { username: 'oldtimer', password: 'oldtimer123', email: 'oldtimer@example.test' },
  /** Signed up when the user name could be the e-mail address: the site asks for a new one. */
  fan: { username: 'fan@example.test', password: 'fan12345', email: 'fan@example.test' },
  /** Has one long conversation (LONG_CONVERSATION_LENGTH messages): paging and the lane's bench. */
  reader: { username: 'reader', password: 'reader123', email: 'reader@example.test' },
} as const;

/** The reader's conversation: long enough that only a window of it may ever be in the page. */
export const LONG_CONVERSATION_LENGTH = 5000;
/** Its performer, by place in the catalogue. */
export const LONG_CONVERSATION_PERFORMER = 33;

type Line = [from: 'member' | 'performer', text: string, minutesAgo: number];

/**
 * Demo's conversations: performer index in the catalogue, the lines (oldest first; the first line's
 * writer started it), and whether she marked demo a favourite of hers.
 */
const DEMO_CONVERSATIONS: {
  performerIndex: number;
  lines: Line[];
  unreadTail: number;
  favoritedYou?: boolean;
}[] = [
  {
    performerIndex: 4,
    unreadTail: 2,
    lines: [
      ['member', 'Hoi! Leuke show gisteren.', 3 * 24 * 60],
      ['performer', 'Dank je wel! Fijn dat je er was 😊', 3 * 24 * 60 - 5],
      ['member', 'Ben je vanavond weer online?', 26 * 60],
      ['performer', 'Ja, vanaf een uur of acht!', 90],
      ['performer', 'Kom je ook?', 88],
    ],
  },
  {
    performerIndex: 11,
    unreadTail: 0,
    favoritedYou: true,
    lines: [
      ['performer', 'Welkom! Leuk dat je me volgt.', 5 * 24 * 60],
      ['member', 'Graag gedaan, mooie foto’s!', 5 * 24 * 60 - 30],
      ['performer', 'Haha, dank je. Wat zijn jouw hobby’s?', 5 * 24 * 60 - 40],
    ],
  },
  {
    performerIndex: 27,
    unreadTail: 1,
    lines: [
      ['member', 'Hi, how are you?', 8 * 60],
      ['performer', 'Hi! I am great, thanks for asking.', 7 * 60],
    ],
  },
];

/**
 * A conversation of LONG_CONVERSATION_LENGTH messages, one every ten minutes up to an hour ago,
 * taking turns with neutral numbered lines; her last two are unread.
 */
function seedLongConversation(inbox: Inbox, memberId: number, performerId: number, now: number): void {
  const first = now - HOUR_MS - LONG_CONVERSATION_LENGTH * 10 * MINUTE_MS;
  const conversation = inbox.create(memberId, performerId, first);
  for (let index = 0; index < LONG_CONVERSATION_LENGTH; index += 1) {
    const mine = index % 2 === 0;
    inbox.append(conversation, {
      senderId: mine ? memberId : performerId,
      content: `${mine ? 'Question' : 'Answer'} ${index + 1}`,
      createdAt: first + index * 10 * MINUTE_MS,
      read: index < LONG_CONVERSATION_LENGTH - 3 || mine,
    });
  }
}

/**
 * Seeds demo (verified, 5000 credits, favourites, three conversations), newbie (unverified, 0
 * credits, an activation mail in the outbox), oldtimer (legacy token, verified, 800 credits) and
 * fan (verified, 300 credits, the e-mail address as user name) and reader (verified, 600 credits, one
 * conversation of 5,000 messages).
 */
export function seedMembers(ctx: WorldContext, accounts: Accounts, inbox: Inbox): void {
  const now = ctx.clock.now();
  const performerIds = ctx.performers.ids();
  const idAt = (index: number) => performerIds[index % performerIds.length] as number;
  const base = { lander: null, legacy: false, lang: 'nl', createdAt: now - 400 * 24 * HOUR_MS };
  const demo = ctx.members.create({
    ...DEMO_ACCOUNTS.demo,
    ...base,
    verified: true,
    credits: 5000,
    favourites: [idAt(4), idAt(11), idAt(40), idAt(77)],
  });
  const newbie = ctx.members.create({
    ...DEMO_ACCOUNTS.newbie,
    ...base,
    verified: false,
    credits: 0,
    lander: 'toy-promo',
    createdAt: now - HOUR_MS,
  });
  ctx.members.create({ ...DEMO_ACCOUNTS.oldtimer, ...base, verified: true, credits: 800, legacy: true });
  ctx.members.create({ ...DEMO_ACCOUNTS.fan, ...base, verified: true, credits: 300 });
  accounts.sendActivation(newbie);
  for (const script of DEMO_CONVERSATIONS) {
    const performerId = idAt(script.performerIndex);
    const firstAt = now - (script.lines[0]?.[2] ?? 0) * MINUTE_MS;
    const starter = script.lines[0]?.[0] === 'performer' ? performerId : demo.id;
    const conversation = inbox.create(demo.id, performerId, firstAt, starter);
    conversation.favoritedYou = script.favoritedYou ?? false;
    script.lines.forEach(([from, text, minutesAgo], index) => {
      const unread = from === 'performer' && index >= script.lines.length - script.unreadTail;
      inbox.append(conversation, {
        senderId: from === 'member' ? demo.id : performerId,
        content: text,
        createdAt: now - minutesAgo * MINUTE_MS,
        read: !unread,
      });
    });
  }
  // After demo's: their conversation ids stay the first ones.
  const reader = ctx.members.create({ ...DEMO_ACCOUNTS.reader, ...base, verified: true, credits: 600 });
  seedLongConversation(inbox, reader.id, idAt(LONG_CONVERSATION_PERFORMER), now);
}
