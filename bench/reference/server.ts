// The reference app's server: Express with @remix-run/express and the static assets, nothing else.
// Started by bench/reference-server.ts as `node --import tsx bench/reference/server.ts`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import express from 'express';

const dir = path.dirname(new URL(import.meta.url).pathname);
const build = (await import(pathToFileURL(path.join(dir, 'build/server/index.js')).href)) as ServerBuild;
const app = express();
app.disable('x-powered-by');
app.use('/assets', express.static(path.join(dir, 'build/client/assets'), { immutable: true, maxAge: '1y' }));
app.all('*', createRequestHandler({ build, mode: 'production' }));
app.listen(Number(process.env.PORT ?? 3400), () => console.log('reference app ready'));
