import { Hono } from 'hono';
import type { ChatKind } from '../../core/live-chat/chat.model';
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

const register = reply(async (c, ports) => {
  const body = await jsonBody(c);
  await ports.member.register({
    username: reqString(body, 'username', 100),
    email: reqString(body, 'email', 254),
    password: reqString(body, 'password', 100),
    meta: stringMap(body, 'meta'),
  });
});

const updateMember = reply(async (c, ports) => {
  const body = await jsonBody(c);
  const update = { email: optString(body, 'email', 254), username: optString(body, 'username', 100) };
  await ports.member.updateMember(
    Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined)),
  );
});

const changePassword = reply(async (c, ports) => {
  const body = await jsonBody(c);
  const success = await ports.member.changePassword({
    memberId: intParam(c, 'memberId'),
    password: reqString(body, 'password', 100),
    newPassword: reqString(body, 'newPassword', 100),
    repeatNewPassword: reqString(body, 'repeatNewPassword', 100),
  });
  return { success };
});

const activate = reply(async (c, ports) => {
  const body = await jsonBody(c);
  return ports.member.activate(reqString(body, 'key', 200), optString(body, 'fingerprint', 200) ?? '');
});

const login = reply(async (c, ports) => {
  const body = await jsonBody(c);
  return ports.member.login({
    username: reqString(body, 'username', 254),
    password: reqString(body, 'password', 100),
  });
});

const joinChat = reply(async (c, ports) => {
  const body = await jsonBody(c);
  const dialInSession = optString(body, 'dialInSession', 100);
  return ports.member.joinChat({
    performerId: reqInt(body, 'performerId'),
    kind: chatKind(body),
    ...(dialInSession === undefined ? {} : { dialInSession }),
  });
});

/** Sign-up, login, activation, recovery and profile routes of the member API (SPEC §7). */
export function memberAccountRoutes(): Hono<SandboxEnv> {
  return new Hono<SandboxEnv>()
    .post('/member', register)
    .put('/member', updateMember)
    .delete(
      '/member',
      reply((_c, ports) => ports.member.deleteMember()),
    )
    .put('/member/:memberId/password', changePassword)
    .post('/activate', activate)
    .post(
      '/resend-activation',
      reply((_c, ports) => ports.member.resendActivation()),
    )
    .post('/login', login)
    .post(
      '/forgot-password',
      reply(async (c, ports) => ports.member.forgotPassword(recovery(await jsonBody(c)))),
    )
    .post(
      '/change-username',
      reply(async (c, ports) => ports.member.changeUsername(reqString(await jsonBody(c), 'username', 100))),
    )
    .post('/chat/join', joinChat);
}
