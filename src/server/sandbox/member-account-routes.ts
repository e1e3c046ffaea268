import { Hono } from 'hono';
import type { ChatKind } from '../../core/model/chat';
import { validationError } from './sandbox-errors';
import { reply, type SandboxEnv } from './sandbox-context';
import { intParam, jsonBody, optString, reqInt, reqString, stringMap, type Json } from './sandbox-input';

const CHAT_KINDS: readonly ChatKind[] = ['chat', 'vip', 'free'];

function recovery(body: Json): { email?: string; username?: string } {
  const email = optString(body, 'email', 254);
  const username = optString(body, 'username', 254);
  if (email === undefined && username === undefined) throw validationError('email or username is required');
  return email === undefined ? { username } : { email };
}

function chatKind(body: Json): ChatKind {
  const kind = reqString(body, 'kind', 10);
  if (!(CHAT_KINDS as readonly string[]).includes(kind)) throw validationError('kind is out of range');
  return kind as ChatKind;
}

/** Sign-up, login, activation, recovery and profile routes of the member API (SPEC §7). */
export function memberAccountRoutes(): Hono<SandboxEnv> {
  const api = new Hono<SandboxEnv>();
  api.post(
    '/member',
    reply(async (c, ports) => {
      const body = await jsonBody(c);
      await ports.member.register({
        username: reqString(body, 'username', 100),
        email: reqString(body, 'email', 254),
        password: reqString(body, 'password', 100),
        meta: stringMap(body, 'meta'),
      });
    }),
  );
  api.put(
    '/member',
    reply(async (c, ports) => {
      const body = await jsonBody(c);
      const update = { email: optString(body, 'email', 254), username: optString(body, 'username', 100) };
      await ports.member.updateMember(Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined)));
    }),
  );
  api.delete(
    '/member',
    reply((_c, ports) => ports.member.deleteMember()),
  );
  api.put(
    '/member/:memberId/password',
    reply(async (c, ports) => {
      const body = await jsonBody(c);
      const success = await ports.member.changePassword({
        memberId: intParam(c, 'memberId'),
        password: reqString(body, 'password', 100),
        newPassword: reqString(body, 'newPassword', 100),
        repeatNewPassword: reqString(body, 'repeatNewPassword', 100),
      });
      return { success };
    }),
  );
  api.post(
    '/activate',
    reply(async (c, ports) => {
      const body = await jsonBody(c);
      return ports.member.activate(reqString(body, 'key', 200), optString(body, 'fingerprint', 200) ?? '');
    }),
  );
  api.post(
    '/resend-activation',
    reply((_c, ports) => ports.member.resendActivation()),
  );
  api.post(
    '/login',
    reply(async (c, ports) => {
      const body = await jsonBody(c);
      return ports.member.login({ username: reqString(body, 'username', 254), password: reqString(body, 'password', 100) });
    }),
  );
  api.post(
    '/forgot-password',
    reply(async (c, ports) => ports.member.forgotPassword(recovery(await jsonBody(c)))),
  );
  api.post(
    '/change-username',
    reply(async (c, ports) => ports.member.changeUsername(reqString(await jsonBody(c), 'username', 100))),
  );
  api.post(
    '/chat/join',
    reply(async (c, ports) => {
      const body = await jsonBody(c);
      return ports.member.joinChat({ performerId: reqInt(body, 'performerId'), kind: chatKind(body) });
    }),
  );
  return api;
}
