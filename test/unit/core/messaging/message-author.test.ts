import { messageOwnerFor, messageWriterId } from '../../../../src/core/messaging/message-author';

const MEMBER = 10;
const PERFORMER = 20;

describe('who wrote a message (SPEC §3: the token member id against the owner and participant ids)', () => {
  it("is the member's own when the member is its owner, the other party's otherwise", () => {
    expect(messageOwnerFor({ ownerId: MEMBER, participantId: PERFORMER }, MEMBER)).toBe('self');
    expect(messageOwnerFor({ ownerId: PERFORMER, participantId: MEMBER }, MEMBER)).toBe('other');
    expect(messageOwnerFor({ ownerId: PERFORMER }, MEMBER)).toBe('other');
  });

  it('goes by the participant when the owner is not named', () => {
    expect(messageOwnerFor({ participantId: MEMBER }, MEMBER)).toBe('other');
    expect(messageOwnerFor({ participantId: PERFORMER }, MEMBER)).toBe('self');
  });

  it("lets the ids decide over an owner the backend read itself, which counts only when they can't", () => {
    expect(messageOwnerFor({ ownerId: PERFORMER, owner: 'self' }, MEMBER)).toBe('other');
    expect(messageOwnerFor({ owner: 'self' }, MEMBER)).toBe('self');
    expect(messageOwnerFor({ ownerId: MEMBER, owner: 'other' }, null)).toBe('other');
    expect(messageOwnerFor({ ownerId: MEMBER }, null)).toBeNull();
    expect(messageOwnerFor({}, MEMBER)).toBeNull();
  });

  it("knows the writer's id from the owner, or the member's own for a line of theirs", () => {
    expect(messageWriterId({ ownerId: PERFORMER }, MEMBER)).toBe(PERFORMER);
    expect(messageWriterId({ participantId: PERFORMER }, MEMBER)).toBe(MEMBER);
    expect(messageWriterId({ owner: 'self' }, MEMBER)).toBe(MEMBER);
    expect(messageWriterId({ participantId: MEMBER }, MEMBER)).toBeNull();
    expect(messageWriterId({ owner: 'other' }, MEMBER)).toBeNull();
  });
});
