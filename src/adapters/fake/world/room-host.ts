import type { WorldContext } from './world-context';

/** The performer's side of the conversation: neutral, friendly lines only. */
const GREETINGS = ['Hoi {name}, welkom!', 'Hey {name}, fijn dat je er bent!', 'Hallo {name}! Hoe is je dag?'];
const ANSWERS = [
  'Leuk dat je dat vertelt!',
  'Haha, dat snap ik.',
  'Wat ga jij vanavond nog doen?',
  'Goed gevraagd, even denken...',
  'Daar ben ik het helemaal mee eens.',
];
const THANKS = ['Dank je wel {name}! 😊', 'Wat lief van je, {name}!', 'Merci {name}!'];

const ANSWER_DELAY_MS = { min: 1500, max: 4000 } as const;

/** The sandbox performer: greets, answers and thanks after a short, human delay. */
export class RoomHost {
  constructor(private readonly ctx: WorldContext) {}

  greet(room: string, performerId: number, nickname: string): void {
    this.sayLater(room, performerId, this.line(GREETINGS, nickname), 'host');
  }

  /** Answers every private line, and now and then a line in the room. */
  answer(room: string, performerId: number, privately: boolean): void {
    if (!privately && !this.ctx.rng.chance(0.5)) return;
    this.sayLater(room, performerId, this.ctx.rng.pick(ANSWERS), privately ? 'host' : 'room');
  }

  thank(room: string, performerId: number, nickname: string): void {
    this.sayLater(room, performerId, this.line(THANKS, nickname), 'room');
  }

  /** A line now, as the studio's 'say' sends it. */
  say(room: string, performerId: number, message: string, messageType = 'room'): void {
    const nickname = this.ctx.performers.get(performerId)?.username ?? 'host';
    this.ctx.rooms.emit(room, 'message', { nickname, message, messageType });
  }

  private sayLater(room: string, performerId: number, message: string, messageType: string): void {
    const delay = this.ctx.rng.int(ANSWER_DELAY_MS.min, ANSWER_DELAY_MS.max);
    this.ctx.clock.setTimeout(() => {
      if (this.ctx.performers.statusOf(performerId) === 0) return;
      this.say(room, performerId, message, messageType);
    }, delay);
  }

  private line(lines: readonly string[], nickname: string): string {
    return this.ctx.rng.pick(lines).replace('{name}', nickname);
  }
}
