// Starts the production build for the e2e run on a database of its own: a new PostgreSQL database
// when TEST_DATABASE_URL is set (dropped afterwards), else a fresh embedded one in a temp folder.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import postgres from 'postgres';
import { startFakeOAuth } from '../fakes/oauth-providers';
import { startSmtpPeer } from '../fakes/smtp-peer';
import { startFakeToss } from '../fakes/toss';

const base = process.env.TEST_DATABASE_URL;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
  // Production requires the public origin; requests for any other host are refused.
  PUBLIC_URL: `http://localhost:${process.env.PORT ?? 3100}`,
  // Playwright fills a form in milliseconds: no minimum fill time here (the signed field is still checked).
  HONEYPOT_MIN_FILL_MS: '0',
  // Every browser of the suite signs in from 127.0.0.1, far more than a person's 30 per 10 minutes.
  LOGIN_ATTEMPTS_PER_IP: '5000',
};
let cleanup = async () => {};

if (base) {
  const name = `e2e_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const sql = postgres(base, { max: 1, onnotice: () => {} });
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
    await sql.end();
  };
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-e2e-'));
  env.DATA_DIR = dir;
  delete env.DATABASE_URL;
  cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
}

// Mail goes over real SMTP to a local peer; tests read it from a tiny mailbox endpoint.
const smtp = await startSmtpPeer();
env.SMTP_URL = smtp.url;
const mailbox = http.createServer((_req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(smtp.received.map(({ to, subject, text }) => ({ to, subject, text }))));
});
mailbox.listen(Number(process.env.E2E_MAIL_PORT ?? 3199), '127.0.0.1');

// Kakao and Naver sign-in go to a local fake that speaks their endpoints.
const oauth = await startFakeOAuth(Number(process.env.E2E_OAUTH_PORT ?? 3198));
Object.assign(env, oauth.env);

// Card payments go to a local fake of Toss Payments: its API and a hosted checkout page.
const toss = await startFakeToss(Number(process.env.E2E_TOSS_PORT ?? 3197));
Object.assign(env, toss.env);

// The server itself (not npx around it), so SIGTERM reaches it and no orphan keeps the port.
const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], { env, stdio: 'inherit' });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  mailbox.close();
  await oauth.close();
  await toss.close();
  await smtp.close();
  await cleanup().catch(() => {});
  process.exit(stopping ? 0 : (code ?? 1));
});
