/**
 * Before the browser tests (playwright.config.mjs): builds dist/ and dist-console/ when they are
 * older than their sources, serves each with `max preview` (mock backend included) on a free
 * port, and hands the addresses to the tests in E2E_BASE_URL and E2E_CONSOLE_URL. The servers
 * stop when the run ends.
 * With E2E_BASE_URL already set, nothing is built or started: the tests talk to that server
 * (and to E2E_CONSOLE_URL for the sub-path project, which is skipped without it).
 */
import { ensureTestBuilds, startPreview, TEST_BUILDS } from '../../scripts/serve.mjs';

const log = (msg) => console.log(`[e2e] ${msg}`);

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) {
    log(`E2E_BASE_URL is set: testing ${process.env.E2E_BASE_URL}, starting nothing`);
    return undefined;
  }
  await ensureTestBuilds(log);
  const servers = [];
  const stop = () => {
    for (const s of servers.splice(0)) s.stop();
  };
  try {
    for (const b of TEST_BUILDS) {
      const server = await startPreview({ env: b.env, basePath: b.basePath, label: b.name });
      servers.push(server);
      log(`${b.name} build served at ${server.url} (pid ${server.pid})`);
      if (b.name === 'root') process.env.E2E_BASE_URL = server.url;
      else process.env.E2E_CONSOLE_URL = server.url.replace(/\/$/, '');
    }
  } catch (e) {
    stop();
    throw e;
  }
  return stop;
}
