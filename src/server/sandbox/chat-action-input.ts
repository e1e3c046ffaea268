import type { ChatAction } from '../../core/live-chat/chat.model';
import { validationError } from './sandbox-errors';
import { clientIdOf } from './client-id-input';
import { reqBool, reqInt, reqString, type Json } from './sandbox-input';

/** The body of POST chat/action, typed per action (SPEC §3 chat send payloads). */
export function chatActionFromWire(body: Json): ChatAction {
  const action = reqString(body, 'action', 30);
  switch (action) {
    case 'message':
      return {
        action,
        message: reqString(body, 'message', 1000),
        messageType: reqString(body, 'messageType', 30),
      };
    case 'tip':
      return {
        action,
        amount: reqInt(body, 'amount'),
        tipType: 'tip',
        message: typeof body.message === 'string' ? body.message.slice(0, 1000) : '',
        isPublic: body.isPublic === undefined ? true : reqBool(body, 'isPublic'),
        ...clientIdOf(body),
      };
    case 'changeNickname':
      return { action, newNickname: reqString(body, 'newNickname', 100) };
    case 'requestVip':
      return { action, seconds: reqInt(body, 'seconds'), creditsPerSecond: reqInt(body, 'creditsPerSecond') };
    case 'stopVip':
      return { action };
    default:
      throw validationError('action is out of range');
  }
}
